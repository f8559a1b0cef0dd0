/**
 * The board's path on the Battle engine (issue 28): a `BattleAction` checked and encoded (`codeOf`), then one step
 * taken from a `BattleState` with its events logged, written back as a new immutable `BattleState` (`stepFrom`).
 * The engine's working state is one module-level buffer, never a factory's: V8 runs closures made per instance 1.8×
 * slower (design-28.md). So a step is synchronous and never nested, and nothing mutable leaves this module.
 */
import { checkedDie, type D6 } from '../../core/index.js';
import { effectiveClass } from '../../powers/index.js';
import type { BattleAction, BattleState } from '../types.js';
import * as R from './refusals.js';
import { actionCode, TYPE_CODES } from './work-actions.js';
import * as L from './work-layout.js';
import { logTo } from './work-log.js';
import { CLASS, count, loadBattle, mediated, other, W } from './work-state.js';
import { autoUnable, step } from './work-step.js';
import { stepTakes, whyNot } from './work-why.js';
import { toBattleState } from './work-write.js';
import { append } from './working-state.js';

/**
 * Why an action the engine has no code for is refused, or null when it has one: a card id that is no card (not a
 * whole number below 32, the most a Battle holds), a first player other than 0 or 1, a Dervish target that is no Path
 * or Role, a Tactician's unknown class, a Mender's reveal of no card or more than 2. The step is checked before.
 */
function whyNoCode(state: BattleState, a: BattleAction): string | null {
  switch (a.type) {
    case 'choose-first':
      return a.first === 0 || a.first === 1 ? null : R.FIRST_PLAYER;
    case 'mender-reveal':
      if (!a.cards || (a.cards.length > 0 && a.cards.length < 3)) break;
      return R.menderReveals(
        Math.min(2, count(W[L.HAND + other(state.actor)]!)),
        state.commanders[other(state.actor)].name,
      );
    case 'dervish':
      return a.against in L.PATH_CODES || (a.against in L.ROLE_CODES && a.against !== 'ritual')
        ? null
        : R.dervishTarget(a.against);
    case 'tactician': {
      const chosen = effectiveClass('tactician', a.as);
      return 'reason' in chosen ? chosen.reason : null;
    }
  }
  const ids: readonly unknown[] =
    'cards' in a ? (a.cards ?? []) : 'healer' in a ? [a.healer, a.card] : 'card' in a ? [a.card] : [];
  const wrong = ids.find((id) => !(Number.isInteger(id) && (id as number) >= 0 && (id as number) < 32));
  return wrong === undefined ? null : R.noCard(wrong);
}

/**
 * Whether `action` rolls dice now, for `state` loaded: the Skirmish (not a mediated one, R8), the rolls (R11, AC-MO-2,
 * AC-BA-5), the Psionicist's draw (R10), the Mender's random reveal (R12), a Battlemage's discard (R13).
 */
export function rolls(action: BattleAction): boolean {
  switch (action.type) {
    case 'roll-chooser':
    case 'psionic':
    case 'rout-rolls':
    case 'roll-off':
      return true;
    case 'resolve':
      return !mediated();
    case 'mender-reveal':
      return action.cards === undefined;
    case 'discard':
    case 'heal':
      return CLASS[W[L.ACTOR]!] === L.BATTLEMAGE && W[L.USED_IN_PHASE + W[L.ACTOR]!]! < 1;
    default:
      return false;
  }
}

/**
 * `action`'s code from `state` (loaded here), or the text `battleStep` refuses it with: the step first, then a missing
 * die, then the rules' checks (`whyNot`).
 */
export function codeOf(state: BattleState, action: BattleAction, d6: D6 | undefined): number | string {
  loadBattle(state);
  const type = TYPE_CODES[action.type];
  if (type === undefined || !stepTakes(type))
    return R.notNow(action.type, state.step, state.commanders[state.actor].name);
  if (!d6 && rolls(action)) return R.needsDie(action.type);
  const why = whyNoCode(state, action);
  if (why) return why;
  const code = actionCode(action);
  return whyNot(code, state) ?? code;
}

/** R8: whether the Mediating Chaplain is in `state`'s pending Skirmish (so it is not rolled). */
export function isMediated(state: BattleState): boolean {
  loadBattle(state);
  return mediated();
}

/** A die that is never rolled: the steps that roll are given a real one (`rolls`). */
const NO_DIE: D6 = () => {
  throw new Error('a step rolled without a die');
};

/**
 * The state after `act` changes the working state loaded from `state`: a new immutable `BattleState` whose log has the
 * events `act` logged.
 */
export function logged(state: BattleState, act: () => void): BattleState {
  let log = state.log;
  loadBattle(state);
  logTo(state, (e) => (log = append(log, e)));
  try {
    act();
  } finally {
    logTo(undefined, null);
  }
  return toBattleState(state, log);
}

/** The next state after the action `code` (from `codeOf`) from `state`, with R3's `autoUnable` when the Battle has it. */
export const stepFrom = (state: BattleState, code: number, d6: D6 | undefined): BattleState =>
  logged(state, () => {
    step(code, d6 ? () => checkedDie(d6) : NO_DIE);
    if (W[L.AUTO_UNABLE]) autoUnable();
  });
