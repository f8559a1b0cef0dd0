// Taking and spending Morale, and refusing what happens only in a Battle: apart from change.ts, so that a page loads
// them with the transitions that use them (acts.ts, day.ts).
import { fromBase, moraleLeft } from '../core.js';
import type { MoraleState } from '../morale.js';
import type { MoraleNote, MoraleResult } from '../words.js';
import { badPoints, done, note, phrase, refuse, routIfBroken, totalMorale, type Values } from './change.js';

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

/**
 * Takes Morale away: the Base pool first (AC-MO-3), never below 0 (AC-MO-9), Routing at 0 in a
 * Battle (AC-MO-2). `notes` gets what happened appended.
 */
export function takeMorale(state: MoraleState, points: number, notes: MoraleNote[]): MoraleState {
  const taken = fromBase(state.base, points);
  if (taken > 0) notes.push(note('AC-MO-3', 'baseLost', { points: taken }));
  // A plain copy, then its fields set: much faster than a spread with fields.
  const next: { -readonly [K in keyof MoraleState]: MoraleState[K] } = { ...state };
  next.morale = moraleLeft(state.morale, points, taken);
  next.base -= taken;
  next.baseLostToday += taken;
  return routIfBroken(next, notes);
}
