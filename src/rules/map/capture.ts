/**
 * The Tactical Map (AC-MA-3): the locations to Capture and a Capture not yet begun. Apart from map.ts, as every roster
 * starts with one, so that a page loads the rest of the map's rules with the panels that show them.
 */
import { positiveRequirement } from './internal/amount.js';

/** A location to Capture; `orMore` when the source gives the requirement as a minimum ("60+"). */
export interface CapturePreset {
  readonly id: string;
  readonly name: string;
  readonly requirement: number;
  readonly orMore: boolean;
}

/** AC-MA-3: the source's examples of Capture requirements. */
export const CAPTURE_PRESETS: readonly CapturePreset[] = Object.freeze([
  Object.freeze({ id: 'camp', name: 'Camp of tents', requirement: 3, orMore: false }),
  Object.freeze({ id: 'small-town', name: 'Small town', requirement: 15, orMore: false }),
  Object.freeze({ id: 'large-city', name: 'Large city', requirement: 60, orMore: true }),
]);

/** AC-MA-3: progress of one Capture, as plain data a widget can store. */
export interface CaptureState {
  readonly requirement: number;
  readonly total: number;
  readonly moves: number;
  readonly captured: boolean;
}

/**
 * AC-MA-3: a Capture not yet begun. RangeError for a requirement ≤ 0.
 * @example startCapture(15) // → { requirement: 15, total: 0, moves: 0, captured: false }
 */
export function startCapture(requirement: number): CaptureState {
  return { requirement: positiveRequirement(requirement), total: 0, moves: 0, captured: false };
}
