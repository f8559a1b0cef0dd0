// What can be done next in a Battle, random play, the log and the outcome (AC-BA-5, AC-BA-6).
import { type D6, type Role, ROLES, type RuleNote, type Unit } from '../core/index.js';
import type { MoraleState } from '../morale/index.js';
import { powerLimitReason } from '../powers/index.js';
import { type SideName } from '../skirmish/index.js';
import {
  other,
  whyNotDiscard,
  whyNotHeal,
  whyNotPlay,
  whyNotPower,
  whyNotPreventKill,
  whyNotRitual,
} from './internal/checks.js';
import { battleStep, startBattle } from './state-machine.js';
import type { BattleAction, BattleEvent, BattleSetup, BattleState, PlayPowers, Seat } from './types.js';

const SIDES: readonly SideName[] = ['offense', 'defense'];
/** Roles a Shapeshifter may give a card in a Skirmish (not Ritual, AC-UN-4). */
const FIGHTING_ROLES: readonly Role[] = ROLES.filter((role) => role !== 'ritual');
const CHANGE_ROLE: PlayPowers = { changeRole: true };
const PSIONIC: PlayPowers = { psionic: true };
const SHAPESHIFT: Partial<Record<Role, PlayPowers>> = Object.fromEntries(
  FIGHTING_ROLES.map((to) => [to, { shapeshiftTo: to }]),
);
const NO_VARIANTS: PlayPowers[] = [];
const PASS: BattleAction = { type: 'pass' };
const UNABLE: BattleAction = { type: 'unable' };
const DONE: BattleAction = { type: 'done' };
const ONLY: Partial<Record<BattleState['step'], readonly BattleAction[]>> = {
  'choose-first': [
    { type: 'choose-first', first: 0 },
    { type: 'choose-first', first: 1 },
  ],
  resolve: [{ type: 'resolve' }],
  rout: [{ type: 'rout-rolls' }],
  'roll-off': [{ type: 'roll-off' }],
  ended: [],
};

/**
 * Every action the commander the Battle waits for (`state.actor`) may take now; each one is
 * accepted by `battleStep`. Power variants (Master of Arms, Adept, Shapeshifter, Psionicist) are
 * listed as separate actions.
 * @example legalActions(startBattle(setup)) // → [{ type: 'choose-first', first: 0 }, { type: 'choose-first', first: 1 }]
 */
export function legalActions(state: BattleState): BattleAction[] {
  const fixed = ONLY[state.step];
  if (fixed) return [...fixed];
  const seat = state.actor;
  const c = state.commanders[seat];
  const out: BattleAction[] = [];
  switch (state.step) {
    case 'offense':
    case 'defense': {
      const type = state.step;
      let any = false;
      for (const card of c.hand) {
        if (!state.cards[card]!.fights) continue;
        any = true;
        out.push(playAction(type, card));
        for (const powers of powerVariants(state, seat, card)) out.push({ type, card, powers });
      }
      out.push(any ? PASS : UNABLE); // AC-MO-6, AC-MO-7, R3
      if (type === 'offense')
        for (const card of c.hand)
          if (state.cards[card]!.unit.role === 'ritual' && whyNotRitual(state, seat, card) === null)
            out.push({ type: 'ritual', card });
      break;
    }
    case 'bonuses':
      for (const card of c.hand) {
        if (state.cards[card]!.discardBonus === undefined) continue;
        for (const side of SIDES)
          if (whyNotDiscard(state, seat, card, side) === null) out.push({ type: 'discard', card, side });
      }
      for (const side of SIDES) if (whyNotPower(state, seat, side) === null) out.push({ type: 'power', side });
      out.push(DONE);
      break;
    case 'aftermath':
      for (const card of state.killedNow)
        if (whyNotPreventKill(state, seat, card) === null) out.push({ type: 'prevent-kill', card });
      for (const healer of c.hand) {
        if (state.aftermathOf !== 'skirmish' || state.cards[healer]!.unit.role !== 'healer') continue;
        for (const card of [...c.disabled, ...c.exhausted])
          if (whyNotHeal(state, seat, healer, card) === null) out.push({ type: 'heal', healer, card });
      }
      out.push(DONE);
      break;
    case 'phase-2':
      for (const card of c.disabled) out.push({ type: 'return', card });
      out.push(DONE);
      break;
  }
  return out;
}

/** The plain Offense and Defense action of each card id, made once (random play lists them often). */
const OFFENSE: BattleAction[] = [];
const DEFENSE: BattleAction[] = [];
const playAction = (type: 'offense' | 'defense', card: number): BattleAction => {
  const cache = type === 'offense' ? OFFENSE : DEFENSE;
  return (cache[card] ??= { type, card });
};

/** AC-CP: the power options of playing `card` (none for most commanders). */
function powerVariants(state: BattleState, seat: Seat, card: number): PlayPowers[] {
  const c = state.commanders[seat];
  const id = c.power?.classId;
  if (!id) return NO_VARIANTS;
  const role = state.cards[card]!.unit.role;
  const out: PlayPowers[] = [];
  if ((id === 'master-of-arms' && role !== 'aggressor') || (id === 'adept' && role !== 'guardian'))
    out.push(CHANGE_ROLE);
  else if (id === 'shapeshifter' && powerLimitReason(id, c.powerUse) === null) {
    for (const to of FIGHTING_ROLES) if (to !== role) out.push(SHAPESHIFT[to]!);
  } else if (id === 'psionicist' && whyNotPlay(state, seat, card, PSIONIC) === null) out.push(PSIONIC);
  return out;
}

/**
 * A uniformly random index below `n`, from d6 rolls only (base-6 digits, rejecting the excess so
 * that every index is equally likely).
 * @example randomIndex(3, fixedD6([5])) // → 1
 */
export function randomIndex(n: number, d6: D6): number {
  if (n <= 1) return 0;
  let span = 6;
  let digits = 1;
  while (span < n) {
    span *= 6;
    digits++;
  }
  const limit = span - (span % n);
  for (;;) {
    let v = 0;
    for (let i = 0; i < digits; i++) v = v * 6 + d6() - 1;
    if (v < limit) return v % n;
  }
}

/**
 * Plays a whole Battle with a random legal action at every step: the commander who chooses the
 * first player is picked by a d6 (1–3: the first commander, AC-BA-1), every choice and every
 * roll comes from `d6`. Returns the ended state. For simulations, benchmarks and tests.
 * @example playRandomBattle(setup, seededD6(1)).winner // → 0 or 1
 */
export function playRandomBattle(setup: BattleSetup, d6: D6, opts: { readonly maxSteps?: number } = {}): BattleState {
  const max = opts.maxSteps ?? 100_000;
  let state = startBattle(setup.chooser === undefined ? { ...setup, chooser: d6() <= 3 ? 0 : 1 } : setup);
  for (let steps = 0; state.step !== 'ended'; steps++) {
    if (steps >= max) throw new RangeError(`the Battle did not end within ${max} steps`);
    const actions = legalActions(state);
    const r = battleStep(state, actions[randomIndex(actions.length, d6)]!, d6);
    if (!r.ok) throw new Error(`a listed action was refused: ${r.reason}`);
    state = r.state;
  }
  return state;
}

/**
 * The Battle's events, oldest first.
 * @example battleLog(startBattle(setup))[0] // → { kind: 'start', rule: 'AC-BA-1', text: 'Battle: Ayla against Brigands; all cards in hand' }
 */
export function battleLog(state: BattleState): BattleEvent[] {
  const out: BattleEvent[] = [];
  for (let e = state.log; e; e = e.previous) out.push({ kind: e.kind, seat: e.seat, rule: e.rule, text: e.text });
  return out.reverse();
}

/** One army after the Battle (AC-BA-6). */
export interface ArmyAfterBattle {
  readonly name: string;
  /** Every card not Killed, in army order: back with its commander (Exhausted and Disabled too). */
  readonly returned: readonly Unit[];
  /** Killed cards: removed from the army. */
  readonly killed: readonly Unit[];
  /** Enemy units this commander Killed (AC-BA-5). */
  readonly kills: number;
  readonly morale: MoraleState;
  readonly influence: number;
}

export interface BattleOutcome {
  readonly winner: Seat;
  readonly routed?: Seat;
  readonly end: BattleEvent;
  readonly armies: readonly [ArmyAfterBattle, ArmyAfterBattle];
  /** What happens on the map (AC-BA-6, AC-MO-2). */
  readonly notes: readonly RuleNote[];
}

/**
 * AC-BA-5, AC-BA-6: the result of an ended Battle: winner, each army's cards back (Killed ones
 * removed) and what happens on the map. Undefined while the Battle is on.
 * @example afterBattle(playRandomBattle(setup, seededD6(1)))?.armies[0].returned // → the units still alive
 */
export function afterBattle(state: BattleState): BattleOutcome | undefined {
  if (state.step !== 'ended' || state.winner === undefined || !state.end) return undefined;
  const army = (seat: Seat): ArmyAfterBattle => {
    const c = state.commanders[seat];
    const mine = state.cards.filter((card) => card.owner === seat);
    return {
      name: c.name,
      returned: mine.filter((card) => !c.killed.includes(card.id)).map((card) => card.unit),
      killed: mine.filter((card) => c.killed.includes(card.id)).map((card) => card.unit),
      kills: state.commanders[other(seat)].killed.length,
      morale: c.morale,
      influence: c.influence,
    };
  };
  const loser = state.commanders[other(state.winner)].name;
  const notes: RuleNote[] = [
    state.routed !== undefined
      ? { rule: 'AC-MO-2', text: `${loser}'s Routed army is placed 2 of its moves away` }
      : { rule: 'AC-BA-6', text: `${loser}'s army retreats 1 normal move (3 inches)` },
    { rule: 'AC-BA-6', text: 'These two armies cannot battle again for 1 hour' },
  ];
  return {
    winner: state.winner,
    ...(state.routed !== undefined ? { routed: state.routed } : {}),
    end: state.end,
    armies: [army(0), army(1)],
    notes,
  };
}
