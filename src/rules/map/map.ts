/**
 * The Tactical Map (AC-MA): miniatures, inches per Move and Capturing a location.
 *
 * Only units are on the map: Rituals are not units (AC-UN-4, AC-MA-1) and Killed units have left
 * the army, so neither counts for miniatures, for the 50% shares of AC-MA-2, for Slow, or for
 * Capture Strength.
 *
 * Rulings this module makes (the source is silent; widgets should say so): an army with no units
 * has no 50% majority; Strength 0 and "-" add nothing to a Capture; a Captured location stays
 * Captured for the counter (a later Battle does not reset it).
 */
import type { ArmyUnit, RuleNote } from '../core/index.js';
import { hasTrait } from '../core/index.js';

/** AC-MA-2 */
export const BASE_MOVE_INCHES = 3;
/** AC-MA-2: with every modifier applied, never less than half an inch per Move. */
export const MIN_MOVE_INCHES = 0.5;
/** AC-MA-1 */
export const UNITS_PER_MINIATURE = 4;

/** The cards that are units in the army on the map: not Rituals, not Killed. */
export const unitsOnMap = (units: readonly ArmyUnit[]): ArmyUnit[] =>
  units.filter((unit) => unit.role !== 'ritual' && !unit.killed);

/** RangeError unless `value` is a finite number ≥ 0 (inches and totals may be fractional). */
function amount(value: number, what: string): number {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${what} must be a number ≥ 0, not ${String(value)}`);
  return value;
}

/**
 * AC-MA-1 (public contract): miniatures on the Tactical Map, one per 4 units, rounded up.
 * Rituals and Killed units are not counted; no units, no miniature.
 * @example miniatures(Array(9).fill({ name: 'Soldiers', strength: 1, role: 'trooper' })) // → 3
 */
export function miniatures(units: readonly ArmyUnit[]): number {
  return Math.ceil(unitsOnMap(units).length / UNITS_PER_MINIATURE); // AC-MA-1
}

/** A breakdown line of a Move, with the inches it adds (negative when it takes inches off). */
export interface MoveLine extends RuleNote {
  readonly inches: number;
}

export interface MoveBreakdown {
  readonly inches: number;
  readonly lines: readonly MoveLine[];
  /** Units counted for the 50% shares (no Rituals, no Killed). */
  readonly units: number;
  readonly fast: number;
  /** Units that Fly, Burrow, or both (each unit once). */
  readonly flyOrBurrow: number;
  readonly slow: number;
  readonly ignoresTerrain: boolean;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * AC-MA-2: inches for one Move, with the modifier lines a widget shows. From 3 inches: −1 if any
 * unit is Slow (once, however many); +1 if 50% or more of the units are Fast; `difficultTerrain`
 * (inches the terrain takes off: 1 per difficult feature, more for especially challenging terrain,
 * any number ≥ 0) is ignored when 50% or more of the units Fly or Burrow; and never less than ½.
 * An army with no units has no majority of anything. RangeError for negative or non-finite terrain.
 * @example moveBreakdown([{ name: 'Griffons', strength: 3, role: 'aggressor', traits: ['fly'] }], { difficultTerrain: 2 }).inches // → 3
 */
export function moveBreakdown(
  units: readonly ArmyUnit[],
  opts: { readonly difficultTerrain?: number } = {},
): MoveBreakdown {
  const terrain = amount(opts.difficultTerrain ?? 0, 'difficult terrain');
  const army = unitsOnMap(units);
  const slow = army.filter((u) => hasTrait(u, 'slow'));
  const fast = army.filter((u) => hasTrait(u, 'fast')).length;
  const flyOrBurrow = army.filter((u) => hasTrait(u, 'fly') || hasTrait(u, 'burrow')).length;
  const atLeastHalf = (n: number) => army.length > 0 && 2 * n >= army.length;
  const share = (n: number) => `${n} of ${plural(army.length, 'unit')}`;

  const lines: MoveLine[] = [{ rule: 'AC-MA-2', text: 'One Move', inches: BASE_MOVE_INCHES }];
  if (slow.length) lines.push({ rule: 'AC-MA-2', text: `Slow unit in the army (${slow[0]!.name})`, inches: -1 });
  if (atLeastHalf(fast)) lines.push({ rule: 'AC-MA-2', text: `${share(fast)} Fast (50% or more)`, inches: 1 });
  const ignoresTerrain = atLeastHalf(flyOrBurrow);
  if (terrain > 0) {
    lines.push(
      ignoresTerrain
        ? { rule: 'AC-MA-2', text: `${share(flyOrBurrow)} Fly or Burrow: difficult terrain ignored`, inches: 0 }
        : { rule: 'AC-MA-2', text: 'Difficult terrain', inches: -terrain },
    );
  }
  const sum = lines.reduce((total, line) => total + line.inches, 0);
  if (sum < MIN_MOVE_INCHES)
    lines.push({ rule: 'AC-MA-2', text: 'Never less than ½ inch per Move', inches: MIN_MOVE_INCHES - sum });
  const inches = Math.max(MIN_MOVE_INCHES, sum);
  return { inches, lines, units: army.length, fast, flyOrBurrow, slow: slow.length, ignoresTerrain };
}

/**
 * AC-MA-2 (public contract): inches the army covers in one Move (see {@link moveBreakdown}).
 * @example moveInches([{ name: 'Ogres', strength: 4, role: 'trooper', traits: ['slow'] }], { difficultTerrain: 1 }) // → 1
 */
export function moveInches(units: readonly ArmyUnit[], opts: { readonly difficultTerrain?: number } = {}): number {
  return moveBreakdown(units, opts).inches;
}

/**
 * AC-MA-2: Moves (one per hour) needed to cover `distance` inches at `inchesPerMove`, e.g. 6 inches
 * at 3 a Move → 2 hours. RangeError for a negative distance or a speed below ½ inch.
 * @example movesToCover(7, 3) // → 3
 */
export function movesToCover(distance: number, inchesPerMove: number): number {
  amount(distance, 'distance');
  if (!(amount(inchesPerMove, 'inches per Move') >= MIN_MOVE_INCHES))
    throw new RangeError(`inches per Move must be at least ${MIN_MOVE_INCHES} (AC-MA-2)`);
  // The small tolerance keeps 0.3 / 0.1-style float noise from adding a Move.
  return Math.ceil(distance / inchesPerMove - 1e-9);
}

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

function positiveRequirement(requirement: number): number {
  if (!(amount(requirement, 'Capture requirement') > 0))
    throw new RangeError('Capture requirement must be more than 0 (AC-MA-3)');
  return requirement;
}

/** AC-MA-3: progress of one Capture, as plain data a widget can store. */
export interface CaptureState {
  readonly requirement: number;
  readonly total: number;
  readonly moves: number;
  readonly captured: boolean;
}

/** `move`: one Move spent capturing, adding `strength` (see {@link captureStrength}). `battle`: a Battle interrupted it. */
export type CaptureAction = { readonly type: 'move'; readonly strength: number } | { readonly type: 'battle' };

/**
 * AC-MA-3: a Capture not yet begun. RangeError for a requirement ≤ 0.
 * @example startCapture(15) // → { requirement: 15, total: 0, moves: 0, captured: false }
 */
export function startCapture(requirement: number): CaptureState {
  return { requirement: positiveRequirement(requirement), total: 0, moves: 0, captured: false };
}

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
