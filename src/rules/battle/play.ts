// Random play, the log and the outcome of a Battle (AC-BA-5, AC-BA-6).
import type { D6, Phrase, RuleNote, Unit } from '../core/index.js';
import type { MoraleState } from '../morale/index.js';
import { other } from './internal/working-state.js';
import { type BattlePhrase, eventEnglish } from './phrases.js';
import { playBattle } from './policy.js';
import type { BattleEvent, BattleSetup, BattleState, Seat } from './types.js';

export { randomIndex } from './internal/random.js';

/**
 * Plays a whole Battle with a random legal action at every step: the commander who chooses the
 * first player is picked by a d6 (1–3: the first commander, AC-BA-1), every choice and every
 * roll comes from `d6`. Returns the ended state. For simulations, benchmarks and tests.
 * @example playRandomBattle(setup, seededD6(1)).winner // → 0 or 1
 */
export function playRandomBattle(setup: BattleSetup, d6: D6, opts: { readonly maxSteps?: number } = {}): BattleState {
  return playBattle(setup, d6, 'random', opts.maxSteps);
}

/**
 * The Battle's events, oldest first.
 * @example battleLog(startBattle(setup))[0] // → { kind: 'start', rule: 'AC-BA-1', text: 'Battle: Ayla against Brigands; all cards in hand' }
 */
export function battleLog(state: BattleState): BattleEvent[] {
  const out: BattleEvent[] = [];
  for (let e = state.log; e; e = e.previous)
    out.push({ kind: e.kind, seat: e.seat, rule: e.rule, text: e.text, phrase: e.phrase });
  return out.reverse();
}

/** One army after the Battle (AC-BA-6). */
export interface ArmyAfterBattle {
  readonly name: string;
  /**
   * Every card not Killed, in army order: back with its commander (Exhausted and Disabled too). The
   * units a power brought (R7, R8) are not part of the army: neither here nor in `killed`.
   */
  readonly returned: readonly Unit[];
  /** Killed cards: removed from the army. */
  readonly killed: readonly Unit[];
  /** Enemy units this commander Killed (AC-BA-5). */
  readonly kills: number;
  readonly morale: MoraleState;
  readonly influence: number;
  /** The once-per-Day power (Cleric, R14) is used up for the Day. */
  readonly powerUsedToday: boolean;
}

export interface BattleOutcome {
  readonly winner: Seat;
  readonly routed?: Seat;
  readonly end: BattleEvent;
  readonly armies: readonly [ArmyAfterBattle, ArmyAfterBattle];
  /** What happens on the map (AC-BA-6, AC-MO-2). */
  readonly notes: readonly BattleNote[];
}

/** A note with its phrase (`retreat`, `retreat-routed`, `no-rematch`), for a widget to say in its reader's language. */
export interface BattleNote extends RuleNote {
  readonly phrase: Phrase;
}

const note = (rule: string, phrase: BattlePhrase): BattleNote => ({ rule, text: eventEnglish(phrase), phrase });

/**
 * AC-BA-5, AC-BA-6: the result of an ended Battle: winner, each army's cards back (Killed ones
 * removed) and what happens on the map. Undefined while the Battle is on.
 * @example afterBattle(playRandomBattle(setup, seededD6(1)))?.armies[0].returned // → the units still alive
 */
export function afterBattle(state: BattleState): BattleOutcome | undefined {
  if (state.step !== 'ended' || state.winner === undefined || !state.end) return undefined;
  const army = (seat: Seat): ArmyAfterBattle => {
    const c = state.commanders[seat];
    const mine = state.cards.filter((card) => card.owner === seat && card.grantedBy === undefined); // R7, R8
    return {
      name: c.name,
      returned: mine.filter((card) => !c.killed.includes(card.id)).map((card) => card.unit),
      killed: mine.filter((card) => c.killed.includes(card.id)).map((card) => card.unit),
      kills: state.commanders[other(seat)].killed.length,
      morale: c.morale,
      influence: c.influence,
      powerUsedToday: c.power?.usedToday ?? false,
    };
  };
  const loser = { commander: state.commanders[other(state.winner)].name };
  const notes = [
    state.routed !== undefined
      ? note('AC-MO-2', { key: 'retreat-routed', values: loser })
      : note('AC-BA-6', { key: 'retreat', values: loser }),
    note('AC-BA-6', { key: 'no-rematch' }),
  ];
  return {
    winner: state.winner,
    ...(state.routed !== undefined ? { routed: state.routed } : {}),
    end: state.end,
    armies: [army(0), army(1)],
    notes,
  };
}
