/**
 * The Tactical Map (AC-MA): miniatures and Capturing a location (inches per Move are move.ts's, the locations and a
 * Capture begun are capture.ts's).
 *
 * Only units are on the map: Rituals are not units (AC-UN-4, AC-MA-1) and Killed units have left
 * the army, so neither counts for miniatures, for the 50% shares of AC-MA-2, for Slow, or for
 * Capture Strength.
 *
 * Rulings this module makes (the source is silent; widgets should say so): Strength 0 and "-" add
 * nothing to a Capture; a Captured location stays Captured for the counter (a later Battle does not
 * reset it).
 */
import type { ArmyUnit } from '../core/index.js';
import type { CaptureState } from './capture.js';
import { amount, positiveRequirement } from './internal/amount.js';

/** AC-MA-1 */
export const UNITS_PER_MINIATURE = 4;

/** The cards that are units in the army on the map: not Rituals, not Killed. */
export const unitsOnMap = (units: readonly ArmyUnit[]): ArmyUnit[] =>
  units.filter((unit) => unit.role !== 'ritual' && !unit.killed);

/**
 * AC-MA-1 (public contract): miniatures on the Tactical Map, one per 4 units, rounded up.
 * Rituals and Killed units are not counted; no units, no miniature.
 * @example miniatures(Array(9).fill({ name: 'Soldiers', strength: 1, role: 'trooper' })) // → 3
 */
export function miniatures(units: readonly ArmyUnit[]): number {
  return Math.ceil(unitsOnMap(units).length / UNITS_PER_MINIATURE); // AC-MA-1
}

/**
 * AC-MA-3: what one Move spent capturing adds: the sum of the army's unit Strengths. Strength "-"
 * adds 0 and Strength 0 adds 0 (the "counts as 1" of AC-EC-1 is an upkeep rule only); Rituals and
 * Killed units are not in the army. Exhausted and Disabled are Battle piles only: between Battles
 * every living unit counts.
 * @example captureStrength([{ name: 'Spearmen', strength: 3, role: 'aggressor' }, { name: 'Banner', strength: null, role: 'equipment' }]) // → 3
 */
export function captureStrength(units: readonly ArmyUnit[]): number {
  return unitsOnMap(units).reduce((sum, unit) => sum + (unit.strength ?? 0), 0);
}

/**
 * AC-MA-3: Moves this army needs to Capture a location with this requirement (> 0), without a
 * Battle in between; `Infinity` when the army adds nothing. RangeError for a requirement ≤ 0.
 * @example movesToCapture([{ name: 'Spearmen', strength: 3, role: 'aggressor' }], 15) // → 5 (small town)
 */
export function movesToCapture(units: readonly ArmyUnit[], requirement: number): number {
  positiveRequirement(requirement);
  const strength = captureStrength(units);
  return strength > 0 ? Math.ceil(requirement / strength) : Infinity;
}

/** `move`: one Move spent capturing, adding `strength` (see {@link captureStrength}). `battle`: a Battle interrupted it. */
export type CaptureAction = { readonly type: 'move'; readonly strength: number } | { readonly type: 'battle' };

/**
 * AC-MA-3: the Capture reducer. A Move adds its Strength and Captures the location once the total
 * reaches the requirement; a Battle during the Capture starts it over (total and moves back to 0).
 * Once Captured, the location stays Captured: later actions change nothing (who holds it after a
 * later Battle is AC-BA-6 business, not this counter's). RangeError for a negative Move strength.
 * @example captureProgress(startCapture(3), { type: 'move', strength: 4 }) // → { requirement: 3, total: 4, moves: 1, captured: true }
 */
export function captureProgress(state: CaptureState, action: CaptureAction): CaptureState {
  if (state.captured) return state;
  if (action.type === 'battle') return { ...state, total: 0, moves: 0 };
  const total = state.total + amount(action.strength, 'Strength added');
  return { ...state, total, moves: state.moves + 1, captured: total >= state.requirement };
}
