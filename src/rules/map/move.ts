/**
 * The Tactical Map (AC-MA-2): inches per Move, with the lines that explain them, and Moves to cover a distance. Apart
 * from map.ts so that a page loads it with the panel that shows a Move. Ruling (the source is silent; widgets should
 * say so): an army with no units has no 50% majority.
 */
import type { ArmyUnit, Phrase, RuleNote } from '../core/index.js';
import { hasTrait } from '../core/index.js';
import { amount } from './internal/amount.js';
import { unitsOnMap } from './map.js';

/** AC-MA-2 */
export const BASE_MOVE_INCHES = 3;
/** AC-MA-2: with every modifier applied, never less than half an inch per Move. */
export const MIN_MOVE_INCHES = 0.5;

type Values = NonNullable<Phrase['values']>;

/** "1 unit", "3 units". */
const unitCount = (n: Values[string] | undefined) => `${n} unit${n === 1 ? '' : 's'}`;

/**
 * The English of a Move's lines (AC-MA-2): `name` is the first Slow unit's, `count` of `units` the units Fast, or
 * that Fly or Burrow.
 */
const MOVE_WORDS = {
  base: () => 'One Move',
  slow: (v: Values) => `Slow unit in the army (${v.name})`,
  fast: (v: Values) => `${v.count} of ${unitCount(v.units)} Fast (50% or more)`,
  flyOrBurrow: (v: Values) => `${v.count} of ${unitCount(v.units)} Fly or Burrow: difficult terrain ignored`,
  terrain: () => 'Difficult terrain',
  least: () => 'Never less than ½ inch per Move',
};

/** What a line of a Move is, as data: {@link moveText} writes it in English. */
export type MovePhrase = Phrase<keyof typeof MOVE_WORDS>;

/**
 * A {@link MovePhrase} in English.
 * @example moveText({ key: 'fast', values: { count: 2, units: 3 } }) // → '2 of 3 units Fast (50% or more)'
 */
export const moveText = ({ key, values = {} }: MovePhrase): string => MOVE_WORDS[key](values);

/** A breakdown line of a Move, with the inches it adds (negative when it takes inches off). */
export interface MoveLine extends RuleNote {
  readonly inches: number;
}

/** {@link MoveBreakdown} as data: each line a phrase instead of English. */
export interface MoveSteps<Line = MovePhrase & Omit<MoveLine, 'text'>> {
  readonly inches: number;
  readonly lines: readonly Line[];
  /** Units counted for the 50% shares (no Rituals, no Killed). */
  readonly units: number;
  readonly fast: number;
  /** Units that Fly, Burrow, or both (each unit once). */
  readonly flyOrBurrow: number;
  readonly slow: number;
  readonly ignoresTerrain: boolean;
}

export type MoveBreakdown = MoveSteps<MoveLine>;

/**
 * AC-MA-2: inches for one Move, with the modifier lines a widget shows, as data ({@link moveBreakdown} says them in
 * English). From 3 inches: −1 if any unit is Slow (once, however many); +1 if 50% or more of the units are Fast;
 * `difficultTerrain` (inches the terrain takes off: 1 per difficult feature, more for especially challenging terrain,
 * any number ≥ 0) is ignored when 50% or more of the units Fly or Burrow; and never less than ½. An army with no units
 * has no majority of anything. RangeError for negative or non-finite terrain.
 * @example moveSteps([{ name: 'Ogres', strength: 4, role: 'trooper', traits: ['slow'] }]).lines[1] // → { rule: 'AC-MA-2', key: 'slow', values: { name: 'Ogres' }, inches: -1 }
 */
export function moveSteps(units: readonly ArmyUnit[], opts: { readonly difficultTerrain?: number } = {}): MoveSteps {
  const terrain = amount(opts.difficultTerrain ?? 0, 'difficult terrain');
  const army = unitsOnMap(units);
  const slow = army.filter((u) => hasTrait(u, 'slow'));
  const fast = army.filter((u) => hasTrait(u, 'fast')).length;
  const flyOrBurrow = army.filter((u) => hasTrait(u, 'fly') || hasTrait(u, 'burrow')).length;
  const atLeastHalf = (n: number) => army.length > 0 && 2 * n >= army.length;
  const line = (key: MovePhrase['key'], inches: number, values?: Values) =>
    ({ rule: 'AC-MA-2', key, inches, ...(values && { values }) }) as const;

  const lines = [line('base', BASE_MOVE_INCHES)];
  if (slow.length) lines.push(line('slow', -1, { name: slow[0]!.name }));
  if (atLeastHalf(fast)) lines.push(line('fast', 1, { count: fast, units: army.length }));
  const ignoresTerrain = atLeastHalf(flyOrBurrow);
  if (terrain > 0)
    lines.push(
      ignoresTerrain ? line('flyOrBurrow', 0, { count: flyOrBurrow, units: army.length }) : line('terrain', -terrain),
    );
  const sum = lines.reduce((total, l) => total + l.inches, 0);
  if (sum < MIN_MOVE_INCHES) lines.push(line('least', MIN_MOVE_INCHES - sum));
  const inches = Math.max(MIN_MOVE_INCHES, sum);
  return { inches, lines, units: army.length, fast, flyOrBurrow, slow: slow.length, ignoresTerrain };
}

/**
 * AC-MA-2: {@link moveSteps} in English.
 * @example moveBreakdown([{ name: 'Griffons', strength: 3, role: 'aggressor', traits: ['fly'] }], { difficultTerrain: 2 }).inches // → 3
 */
export function moveBreakdown(
  units: readonly ArmyUnit[],
  opts: { readonly difficultTerrain?: number } = {},
): MoveBreakdown {
  const steps = moveSteps(units, opts);
  return {
    ...steps,
    lines: steps.lines.map(({ rule, inches, ...phrase }) => ({ rule, text: moveText(phrase), inches })),
  };
}

/**
 * AC-MA-2 (public contract): inches the army covers in one Move (see {@link moveBreakdown}).
 * @example moveInches([{ name: 'Ogres', strength: 4, role: 'trooper', traits: ['slow'] }], { difficultTerrain: 1 }) // → 1
 */
export function moveInches(units: readonly ArmyUnit[], opts: { readonly difficultTerrain?: number } = {}): number {
  return moveSteps(units, opts).inches;
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
