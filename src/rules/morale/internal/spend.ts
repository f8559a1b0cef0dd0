// Spending Morale a commander must have, and refusing what happens only in a Battle: apart from change.ts, so that a
// page loads them with the transitions that use them (acts.ts, day.ts).
import type { Phrase } from '../../core/index.js';
import type { MoraleState } from '../morale.js';
import type { MoraleResult } from '../words.js';
import { badPoints, done, note, phrase, refuse, takeMorale, totalMorale } from './change.js';

type Values = NonNullable<Phrase['values']>;

/** Refuses unless in a Battle; `what` names the act (a code of {@link WHAT}). */
export const needBattle = (state: MoraleState, rule: string, what: string): MoraleResult | null =>
  state.inBattle ? null : refuse(rule, phrase('battleOnly', { what }));

/**
 * Spends Morale the commander must have (spending, unlike losing, cannot go past 0). `spent` names what it is
 * spent on: a code of {@link WHAT}, or the caller's words.
 */
export function spend(state: MoraleState, points: number, rule: string, spent: Values, lunari?: number): MoraleResult {
  const bad = badPoints(points, 1);
  if (bad) return refuse(rule, bad);
  const held = totalMorale(state);
  if (held < points) return refuse(rule, phrase('short', { ...spent, points, held }));
  const notes = [note(rule, 'spent', { ...spent, points })];
  return done(takeMorale(state, points, notes), notes, lunari);
}
