// The helpers a Battle's first state is built with (setup.ts, startBattle) and that the engine's log and write-back
// share: events with their English, the log.
import type { Phrase } from '../../core/index.js';
import { type BattlePhraseKey, eventEnglish } from '../phrases.js';
import type { BattleEvent, BattleLogEntry, BattleState, Seat } from '../types.js';

export type NextState = { -readonly [K in keyof BattleState]: BattleState[K] };

/** The other commander's seat. */
export const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

/** A commander's name, for the log. */
export const name = (d: BattleState, seat: Seat) => d.commanders[seat].name;

/** An event: its phrase, written out in English as its `text`. */
export const event = (kind: string, rule: string | undefined, phrase: Phrase, seat?: Seat): BattleEvent => ({
  kind,
  seat,
  rule,
  text: eventEnglish(phrase),
  phrase,
});

/** Appends the event of a Battle's phrase (phrases.ts) to the shared log. */
export function say(
  d: NextState,
  kind: string,
  rule: string | undefined,
  key: BattlePhraseKey,
  values?: Phrase['values'],
  seat?: Seat,
): void {
  d.log = append(d.log, event(kind, rule, { key, values }, seat));
}

/** The log with `e` appended (its fields named: a spread of an event measured 2× slower in a logged playout). */
export const append = (log: BattleState['log'], e: BattleEvent): BattleLogEntry => ({
  kind: e.kind,
  seat: e.seat,
  rule: e.rule,
  text: e.text,
  phrase: e.phrase,
  previous: log,
});
