/**
 * A whole Battle (AC-BA) as a pure state machine: `startBattle(setup)`, then `battleStep(state,
 * action, d6)` for every decision, each returning a new state (or a refusal citing the rule) and
 * never changing the old one. Piles are small arrays copied on change; the card list and the log
 * are shared between states, so a step costs little.
 *
 * Rulings this module makes (the source is silent; widgets should say so):
 * - AC-BA-1: the commander who chooses the first player is given by the caller (`chooser`), or
 *   rolled for (`chooser: 'roll'`, R11); `playRandomBattle` picks them with a d6 when not given.
 * - R11–R16 (the powers asked before the Battle and those that were text only) are data in
 *   `rulings.ts` (`BATTLE_RULINGS`).
 * - AC-BA-3: when nobody played a Defense card in Phase 1, the commander who did not take the
 *   first turn starts Phase 2. "Both Unable" means neither holds a card that can fight when one
 *   of them declares Unable on Offense.
 * - AC-BA-4: "both Pass in a row" is a Pass (on Offense or Defense) by one commander right after a
 *   Pass by the other, with no card played in between; being Unable is not a Pass. The second
 *   Pass on Offense still costs its Morale (AC-MO-6) before the Battle ends.
 * - AC-BA-5: Kills are the enemy cards in Killed piles (an R1 double Kill counts for both); Morale
 *   includes what is left of a Base's Morale (AC-MO-3).
 * - AC-SK-9: a discarded card's bonus comes from the card (`discardBonus`), the discarding
 *   commander picks the side. The window is also open before an Unopposed roll (AC-MO-7 "adds
 *   modifiers as normal"), for the Offense side only. A commander with nothing to discard (and
 *   no Evoker / Illusionist use left) declines at once, so the window may not open at all.
 * - AC-SK-8: kill prevention and Healers are offered after each Skirmish, attacker first, each
 *   commander acting until done; a commander with nothing they could do is skipped.
 * - AC-HE-1: an Unopposed roll is not a Skirmish, so no Healer window follows it. A Healer with
 *   Strength "-" counts as 0.
 * - AC-RI-1: a Ritual is played on your own turn before your Offense card, does not end the turn,
 *   and goes to the Disabled pile. Its Path must be shared by 2 of the army's units not Killed; a
 *   Ritual with no Path cannot be played. Animist: 2 per Phase, so up to 4 per Battle.
 * - AC-CP Illusionist: the die is rolled once, before the Skirmish dice (Offense commander's
 *   first), and kept through AC-SK-6 rerolls. Evoker and Illusionist cannot add to an Unopposed
 *   unit of the opponent. Psionicist: see R10. Oathbound: applies to Skirmish fates, Rout Kills
 *   and the Mender's Disable (R12), not to discards.
 */
import type { D6 } from '../core/index.js';
import { psionicDraw } from './internal/battle-powers.js';
import {
  canPlayCard,
  hasRitualOption,
  mediated,
  PSIONIC,
  whyNotDiscard,
  whyNotHeal,
  whyNotPlay,
  whyNotPower,
  whyNotPreventKill,
  whyNotPsionic,
  whyNotReturn,
  whyNotRitual,
} from './internal/checks.js';
import { nextInQueue, rollOff, rollRout, rout } from './internal/end.js';
import {
  battlemageRolls,
  hasClericOption,
  whyNotAnswer,
  whyNotCleric,
  whyNotExchange,
} from './internal/power-checks.js';
import {
  chooseDervish,
  chooseFirst,
  chooseTactician,
  declineQuestion,
  designate,
  fieldPowerUnit,
  menderDisable,
  menderReveal,
  rollChooser,
} from './internal/pre-battle.js';
import { addGivenPowerUnits, buildBattle } from './internal/setup.js';
import { clericReturn, heal, necromancerReturn, resolve, saveFromKill } from './internal/skirmish.js';
import { exchangeCard } from './internal/turns.js';
import {
  decline,
  discard,
  noDefense,
  passOffense,
  playDefense,
  playOffense,
  playRitual,
  unableOffense,
  usePower,
} from './internal/turns.js';
import { name, type NextState, nextState, say } from './internal/working-state.js';
import { STEP_TEXT } from './phrases.js';
import type { BattleAction, BattleSetup, BattleState, BattleStepResult, PlayPowers } from './types.js';

/**
 * AC-BA-1: every card of each army goes to its commander's hand (with the units powers bring,
 * R7, R8); the `chooser` (picked at random by the caller, or rolled for with `chooser: 'roll'`)
 * then chooses who takes the first turn. Throws a RangeError for a bad setup (Morale, chooser,
 * Tactician choice, Oathbound index).
 * @example
 * const battle = startBattle({ commanders: [{ name: 'Ayla', morale: 7, army: [spearmen, soldier] },
 *                                           { name: 'Brigands', morale: 5, npc: true, army: [soldier] }] });
 * battle.step // → 'choose-first'
 */
export function startBattle(setup: BattleSetup): BattleState {
  const d = buildBattle(setup);
  say(d, 'start', 'AC-BA-1', 'start', { a: name(d, 0), b: name(d, 1) });
  addGivenPowerUnits(d, setup);
  for (const seat of [0, 1] as const) if (d.commanders[seat].morale.routed) return rout(d, seat); // AC-MO-2
  if (d.step === 'roll-chooser') say(d, 'chooser', 'R11', 'both-roll');
  else say(d, 'chooser', 'AC-BA-1', 'chooses', { commander: name(d, d.actor) }, d.actor);
  return d;
}

/** Which actions each step accepts. */
const STEP_ACTIONS: Record<BattleState['step'], readonly BattleAction['type'][]> = {
  'roll-chooser': ['roll-chooser'],
  'choose-first': ['choose-first'],
  'pre-battle': ['tactician', 'oathbound', 'dervish', 'power-unit', 'mender-reveal', 'mender-disable', 'done'],
  offense: ['offense', 'psionic', 'pass', 'unable', 'ritual', 'cleric'],
  defense: ['defense', 'psionic', 'pass', 'unable'],
  bonuses: ['discard', 'power', 'exchange', 'done'],
  resolve: ['resolve'],
  aftermath: ['prevent-kill', 'heal', 'cleric', 'done'],
  'phase-2': ['return', 'done'],
  rout: ['rout-rolls'],
  'roll-off': ['roll-off'],
  ended: [],
};

/**
 * Whether `action` rolls dice, so that `battleStep` needs a d6 for it: the Skirmish (not a
 * mediated one, R8), the rolls for who chooses (R11), the Rout and the roll-off, the Psionicist's
 * draw (R10), the Mender's random reveal (R12), a Battlemage's discard (R13).
 * @example needsDie(state, { type: 'pass' }) // → false
 */
export function needsDie(state: BattleState, action: BattleAction): boolean {
  switch (action.type) {
    case 'roll-chooser':
    case 'psionic':
    case 'rout-rolls':
    case 'roll-off':
      return true;
    case 'resolve':
      return !mediated(state);
    case 'mender-reveal':
      return action.cards === undefined;
    case 'discard':
    case 'heal':
      return battlemageRolls(state, state.actor);
    default:
      return false;
  }
}

/**
 * One decision of the commander the Battle waits for (`state.actor`). Returns the next state, or
 * a refusal whose text cites the rule. `d6` is needed by the actions `needsDie` names. With
 * `autoUnable`, a commander with nothing to play is then Unable by themselves (R3). Never
 * changes `state`.
 * @example
 * let r = battleStep(battle, { type: 'choose-first', first: 0 });
 * r = battleStep(r.state, { type: 'pass' }); // AC-MO-6: −1 Morale, the other commander's turn
 * battleStep(r.state, { type: 'resolve' }) // → { ok: false, reason: "…" }
 */
export function battleStep(state: BattleState, action: BattleAction, d6?: D6): BattleStepResult {
  if (!STEP_ACTIONS[state.step].includes(action.type))
    return refuse(
      state.step === 'ended'
        ? 'the Battle is over (AC-BA-4)'
        : `'${action.type}' is not possible now: the Battle waits for ${state.commanders[state.actor].name} to ${STEP_TEXT[state.step]}`,
    );
  if (!d6 && needsDie(state, action)) return refuse(`'${action.type}' rolls dice: give battleStep a d6`);
  const next = transition(state, action, d6);
  if (typeof next === 'string') return refuse(next);
  return { ok: true, state: next.autoUnable ? autoUnable(next) : next };
}

/** The next state, or why the action is refused. */
function transition(state: BattleState, action: BattleAction, d6: D6 | undefined): NextState | string {
  const seat = state.actor;
  const d = nextState(state);
  let why: string | null = null;
  switch (action.type) {
    case 'roll-chooser':
      return rollChooser(d, d6!);
    case 'choose-first':
      if (action.first !== 0 && action.first !== 1) return 'the first player is commander 0 or 1 (AC-BA-1)';
      return chooseFirst(d, action.first);
    case 'tactician':
    case 'oathbound':
    case 'dervish':
    case 'power-unit':
    case 'mender-reveal':
    case 'mender-disable':
      return whyNotAnswer(state, action) ?? answer(d, action, d6);
    case 'offense':
    case 'defense':
      return whyNotPlay(state, seat, action.card, action.powers) ?? play(d, action);
    case 'psionic': {
      why = whyNotPsionic(state, seat);
      if (why) return why;
      return play(d, { card: psionicDraw(d, d6!), powers: PSIONIC });
    }
    case 'pass':
      if (!canPlayCard(state, seat))
        return `${name(d, seat)} has no card that can fight, so is Unable, not Passing (AC-MO-6)`;
      return d.step === 'offense' ? passOffense(d) : noDefense(d, true);
    case 'unable':
      if (canPlayCard(state, seat))
        return `${name(d, seat)} holds a card that can fight: Pass instead (AC-MO-6, AC-MO-7)`;
      return d.step === 'offense' ? unableOffense(d) : noDefense(d, false);
    case 'ritual':
      return whyNotRitual(state, seat, action.card) ?? playRitual(d, action.card);
    case 'cleric':
      return whyNotCleric(state, seat, action.card) ?? clericReturn(d, action.card);
    case 'discard':
      return whyNotDiscard(state, seat, action.card, action.side) ?? discard(d, action.card, action.side, d6);
    case 'power':
      return whyNotPower(state, seat, action.side) ?? usePower(d, action.side);
    case 'exchange':
      return whyNotExchange(state, seat, action.card) ?? exchangeCard(d, action.card);
    case 'resolve':
      return resolve(d, d6);
    case 'prevent-kill':
      return whyNotPreventKill(state, seat, action.card) ?? saveFromKill(d, action.card);
    case 'heal': {
      const shapeshift = action.shapeshift ?? false;
      why = whyNotHeal(state, seat, action.healer, action.card, shapeshift);
      return why ?? heal(d, action.healer, action.card, shapeshift, d6);
    }
    case 'return':
      return whyNotReturn(state, seat, action.card) ?? necromancerReturn(d, action.card);
    case 'done':
      return d.step === 'bonuses' ? decline(d) : d.step === 'pre-battle' ? declineQuestion(d) : nextInQueue(d);
    case 'rout-rolls':
      return rollRout(d, d6!);
    case 'roll-off':
      return rollOff(d, d6!);
  }
}

/** AC-SK-1: the card played on Offense or Defense, as the step asks (checked before). */
const play = (d: NextState, card: { readonly card: number; readonly powers?: PlayPowers }): NextState =>
  d.step === 'offense' ? playOffense(d, card) : playDefense(d, card);

/** R11, R12: the answer to the question asked before the Battle (checked before). */
function answer(d: NextState, action: BattleAction, d6: D6 | undefined): NextState {
  switch (action.type) {
    case 'tactician':
      return chooseTactician(d, action.as);
    case 'oathbound':
      return designate(d, action.card);
    case 'dervish':
      return chooseDervish(d, action.against);
    case 'mender-reveal':
      return menderReveal(d, action.cards, d6);
    case 'mender-disable':
      return menderDisable(d, action.card);
    default:
      return fieldPowerUnit(d);
  }
}

/**
 * R3 (with `autoUnable`): while the commander asked to play holds no card that can fight and has
 * nothing else to do (a Ritual or the Cleric's power on Offense), they are Unable. Bounded: each
 * Unable moves the Battle on, to the other commander, Phase 2 or the end (AC-BA-3, AC-BA-4).
 */
function autoUnable(d: NextState): NextState {
  while ((d.step === 'offense' || d.step === 'defense') && !canPlayCard(d, d.actor)) {
    if (d.step === 'defense') return noDefense(d, false);
    if (hasRitualOption(d, d.actor) || hasClericOption(d, d.actor)) return d;
    unableOffense(d);
  }
  return d;
}

const refuse = (reason: string): BattleStepResult => ({ ok: false, reason });
