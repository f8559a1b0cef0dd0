// The mutable copy a Battle step builds the next state in, and the small helpers every step uses
// (log, commander and pending updates, Morale).
import type { Phrase } from '../../core/index.js';
import type { MoraleResult } from '../../morale/index.js';
import { type BattlePhraseKey, eventEnglish } from '../phrases.js';
import type { BattleEvent, BattleState, CommanderState, PendingSkirmish, Seat } from '../types.js';

export type NextState = { -readonly [K in keyof BattleState]: BattleState[K] };

/**
 * The state a playout owns (see `owning`): its steps change it in place instead of copying it, since nobody else
 * sees the states between the first and the last.
 */
let owned: BattleState | undefined;

/**
 * Runs `play` on a working copy of `state` that its steps change in place (the state itself, its commanders), so a
 * whole playout allocates no new state or commander per step; `state` itself is never changed. Never nested.
 */
export function owning<T>(state: BattleState, play: (working: BattleState) => T): T {
  const working = copy(state);
  working.commanders = [{ ...state.commanders[0] }, { ...state.commanders[1] }];
  owned = working;
  try {
    return play(working);
  } finally {
    owned = undefined;
  }
}

/** The state to build the next one in: the playout's own (see `owning`), else a copy. */
export const nextState = (s: BattleState): NextState => (s === owned ? s : copy(s));

/** A copy of the state: a step on the board's states (a playout copies once, see `owning`). */
const copy = (s: BattleState): NextState => ({ ...s });

/** The other commander's seat. */
export const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

/** A commander's name, for the log. */
export const name = (d: BattleState, seat: Seat) => d.commanders[seat].name;

/** A card's unit name, for the log. */
export const cardName = (d: BattleState, id: number) => d.cards[id]!.unit.name;

/** An event: its phrase, written out in English as its `text`. */
export const event = (kind: string, rule: string | undefined, phrase: Phrase, seat?: Seat): BattleEvent => ({
  kind,
  seat,
  rule,
  text: eventEnglish(phrase),
  phrase,
});

/**
 * Whole Battles played out for their result only (battleOdds) keep no log: while `quietly` runs, no event is written
 * or logged, so a step allocates no phrase and no text. Synchronous, so nothing else runs meanwhile.
 */
let quiet = false;

/** Whether steps write to the log now (see `quiet`). */
export const logging = (): boolean => !quiet;

/** Runs `play` with the log off (see `quiet`); never nested. */
export function quietly<T>(play: () => T): T {
  quiet = true;
  try {
    return play();
  } finally {
    quiet = false;
  }
}

/** Appends an event to the shared log. */
export function log(d: NextState, e: BattleEvent): void {
  if (quiet) return;
  d.log = { kind: e.kind, seat: e.seat, rule: e.rule, text: e.text, phrase: e.phrase, previous: d.log };
}

/** Appends the event of a Battle's phrase (phrases.ts) to the shared log. */
export function say(
  d: NextState,
  kind: string,
  rule: string | undefined,
  key: BattlePhraseKey,
  values?: Phrase['values'],
  seat?: Seat,
): void {
  sayPhrase(d, kind, rule, { key, values }, seat);
}

/** Appends the event of any phrase (a power's too) to the shared log. */
export function sayPhrase(d: NextState, kind: string, rule: string | undefined, phrase: Phrase, seat?: Seat): void {
  if (!quiet) log(d, event(kind, rule, phrase, seat));
}

type Patch = Partial<Omit<CommanderState, 'name'>>;

/** Replaces one commander's state in the next state (in a playout's own state, changes it: see `owning`). */
export function update(d: NextState, seat: Seat, patch: Patch): void {
  // Every patch names only the fields it changes (never one set to undefined).
  if (d === owned) return void Object.assign(d.commanders[seat], patch);
  const next = { ...d.commanders[seat], ...patch };
  d.commanders = seat === 0 ? [next, d.commanders[1]] : [d.commanders[0], next];
}

/** A pending Skirmish with `patch` applied, always with the same fields. */
export function pending(p: PendingSkirmish, patch: Partial<PendingSkirmish>): PendingSkirmish {
  return {
    offense: patch.offense ?? p.offense,
    defense: patch.defense ?? p.defense,
    unopposed: patch.unopposed ?? p.unopposed,
    offenseBonuses: patch.offenseBonuses ?? p.offenseBonuses,
    defenseBonuses: patch.defenseBonuses ?? p.defenseBonuses,
    choices: patch.choices ?? p.choices,
  };
}

/** A pile without one card (a new array). */
export const without = (pile: readonly number[], id: number) => pile.filter((x) => x !== id);

/** Applies a Morale transition from morale.ts; true when it Routed the commander (AC-MO-2). */
export function morale(d: NextState, seat: Seat, result: MoraleResult): boolean {
  if (!result.ok) throw new Error(`unexpected Morale refusal: ${result.reason}`); // checked before
  update(d, seat, { morale: result.state });
  // The note's own phrase goes with it (`noteKey` and its values), for the widgets to say it in their language.
  if (!quiet)
    for (const n of result.notes)
      say(d, 'morale', n.rule, 'morale', { ...n.values, commander: name(d, seat), note: n.text, noteKey: n.key }, seat);
  return result.state.routed;
}

/** AC-BA-2: `seat` is on Offense; nothing pending. */
export function beginTurn(d: NextState, seat: Seat): NextState {
  d.step = 'offense';
  d.turn = seat;
  d.actor = seat;
  d.pending = undefined;
  d.queue = [];
  d.killedNow = [];
  d.aftermathOf = undefined;
  return d;
}
