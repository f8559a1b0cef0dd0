// What every Morale change shares: its notes and refusals, and Routing at 0 in a Battle (taking Morale is spend.ts's).
import type { Phrase } from '../../core/index.js';
import { type MoraleState, routedAtZero } from '../morale.js';
import { type MoraleNote, type MoralePhrase, type MoraleResult, moraleText } from '../words.js';

/** The values a Morale phrase is filled in with (not public: the package's index does not export this file). */
export type Values = NonNullable<Phrase['values']>;

export const phrase = (key: MoralePhrase['key'], values?: Values): MoralePhrase => (values ? { key, values } : { key });
/** A note, written from its phrase. */
export const note = (rule: string, key: MoralePhrase['key'], values?: Values): MoraleNote => {
  const said = phrase(key, values);
  return { rule, text: moraleText(said), ...said };
};

export { totalMorale } from '../morale.js';

export const refuse = (rule: string, why: MoralePhrase): MoraleResult => ({
  ok: false,
  reason: moraleText(why),
  rule,
  why,
});
export const done = (state: MoraleState, notes: MoraleNote[], lunari?: number): MoraleResult =>
  lunari === undefined ? { ok: true, state, notes } : { ok: true, state, notes, lunari };

/** Why `points` is not a whole number of Morale ≥ `min`, or null when it is. */
export function badPoints(
  points: number,
  min: number,
  key: 'badPoints' | 'badBase' = 'badPoints',
): MoralePhrase | null {
  return Number.isInteger(points) && points >= min ? null : phrase(key, { min, points });
}

/** AC-MO-2: Routed at 0 in a Battle ({@link routedAtZero}), noted. */
export function routIfBroken(state: MoraleState, notes: MoraleNote[]): MoraleState {
  const next = routedAtZero(state);
  if (next !== state) notes.push(note('AC-MO-2', 'routed'));
  return next;
}
