/**
 * Training (AC-EC-4, AC-EC-5): the price of one training and the plan of every training a unit has left, weapons
 * destroyed taking lunari off. Beside economy.ts (recruiting and upkeep) so that a widget pricing recruits loads none
 * of it; its rulings are that module's (R6 extrapolations, the weapons' half-price cap).
 */
import type { RuleNote } from '../core/index.js';
import { type CostLine, LUNARI_PER_WEAPON, MAX_TRAININGS, TRAINING_TABLE, wholeNumber } from './economy.js';

/** {@link trainingCost} with its breakdown. */
export interface TrainingQuote {
  readonly newStrength: number;
  /** Price before weapons (AC-EC-4, or R6's 10 × new Strength). */
  readonly fullCost: number;
  /** Most weapons this training can take (AC-EC-5: they pay at most half). */
  readonly weaponCap: number;
  readonly weaponsUsed: number;
  /** Price after the weapons' offset. */
  readonly lunari: number;
  readonly onTable: boolean;
  readonly lines: readonly CostLine[];
}

/**
 * AC-EC-4, AC-EC-5, R6: one training's price, to reach `newStrength`.
 *
 * The table runs →2 to →8 at 10 × new Strength; any other new Strength (1, or 9 and up) is the R6
 * extrapolation, 10 × new Strength, with `onTable: false`. A new Strength below 1 cannot come from
 * training (+1 from Strength ≥ 0): RangeError, as for fractions.
 *
 * Weapons (AC-EC-5): each one destroyed takes 5 lunari off, and together they pay at most half the
 * price, so at most floor(price / 2 / 5) of them are used: 30 → 3 weapons (15 off), 50 → 5 weapons
 * (25 off; half is 25). Since every price is 10 × new Strength, the cap equals the new Strength.
 * Weapons beyond the cap are not destroyed (`weaponsUsed` says how many are).
 * @example trainingQuote(5, { weapons: 9 }) // → { fullCost: 50, weaponCap: 5, weaponsUsed: 5, lunari: 25, … }
 */
export function trainingQuote(newStrength: number, opts: { readonly weapons?: number } = {}): TrainingQuote {
  wholeNumber(newStrength, 'new Strength', 1);
  const weapons = wholeNumber(opts.weapons ?? 0, 'weapons');
  const row = TRAINING_TABLE.find((r) => r.strength === newStrength);
  const fullCost = row?.lunari ?? 10 * newStrength; // R6
  const weaponCap = Math.floor(fullCost / 2 / LUNARI_PER_WEAPON); // AC-EC-5: at most half the cost
  const weaponsUsed = Math.min(weapons, weaponCap);
  const lines: CostLine[] = [
    row
      ? { rule: 'AC-EC-4', text: `Train to Strength ${newStrength}`, lunari: fullCost }
      : {
          rule: 'R6',
          text: `Strength ${newStrength} is not on the training table (→2 to →8): extrapolated as 10 × new Strength`,
          lunari: fullCost,
        },
  ];
  if (weaponsUsed > 0) {
    const capped = weapons > weaponCap ? ` (at most ${weaponCap}: weapons pay at most half)` : '';
    const text = `${weaponsUsed} weapon${weaponsUsed === 1 ? '' : 's'} destroyed${capped}`;
    lines.push({ rule: 'AC-EC-5', text, lunari: -weaponsUsed * LUNARI_PER_WEAPON });
  }
  const lunari = fullCost - weaponsUsed * LUNARI_PER_WEAPON;
  return { newStrength, fullCost, weaponCap, weaponsUsed, lunari, onTable: row !== undefined, lines };
}

/**
 * AC-EC-4, AC-EC-5, R6 (public contract): the price to train a unit up to `newStrength`, after
 * destroying up to `weapons` weapon cards (see {@link trainingQuote} for the half-cost cap).
 * @example trainingCost(3) // → { lunari: 30, onTable: true, weaponsUsed: 0 }
 * @example trainingCost(3, { weapons: 5 }) // → { lunari: 15, onTable: true, weaponsUsed: 3 }
 * @example trainingCost(9) // → { lunari: 90, onTable: false, weaponsUsed: 0 } (extrapolated, R6)
 */
export function trainingCost(
  newStrength: number,
  opts: { readonly weapons?: number } = {},
): { lunari: number; onTable: boolean; weaponsUsed: number } {
  const { lunari, onTable, weaponsUsed } = trainingQuote(newStrength, opts);
  return { lunari, onTable, weaponsUsed };
}

/** One remaining training of a {@link trainingPlan}. */
export interface PlannedTraining extends TrainingQuote {
  /** Which training this is for the unit: 1, 2 or 3 (AC-EC-4). */
  readonly training: number;
  /** Lunari for this and every earlier training of the plan. */
  readonly runningTotal: number;
}

export interface TrainingPlan {
  readonly trainings: readonly PlannedTraining[];
  readonly total: number;
  readonly weaponsUsed: number;
  /** Weapons the plan did not need (every training already at its AC-EC-5 cap). */
  readonly weaponsLeft: number;
  readonly notes: readonly RuleNote[];
}

/**
 * AC-EC-4, AC-EC-5, R6: every training a unit has left (3 − timesTrained, one per Event), in order,
 * with price, weapons used and running total. The weapons are a pool spent on the earliest
 * trainings first, each training taking up to its own cap; since every weapon is worth 5 lunari
 * wherever it goes, no other order saves more. Throws a RangeError for a bad Strength, a
 * `timesTrained` outside 0–3, or a bad weapon count.
 * @example trainingPlan({ strength: 2, timesTrained: 1, weapons: 4 }).trainings.map((t) => t.lunari)
 * // → [15, 35] (→3: 30 − 3 weapons; →4: 40 − 1 weapon); total 50
 */
export function trainingPlan(unit: {
  readonly strength: number;
  readonly timesTrained: number;
  readonly weapons?: number;
}): TrainingPlan {
  wholeNumber(unit.strength, 'Strength');
  wholeNumber(unit.timesTrained, 'times trained');
  if (unit.timesTrained > MAX_TRAININGS)
    throw new RangeError(`a unit is trained at most ${MAX_TRAININGS} times (AC-EC-4), not ${unit.timesTrained}`);
  let weaponsLeft = wholeNumber(unit.weapons ?? 0, 'weapons');
  let total = 0;
  const trainings: PlannedTraining[] = [];
  for (let training = unit.timesTrained + 1; training <= MAX_TRAININGS; training++) {
    const newStrength = unit.strength + training - unit.timesTrained;
    const quote = trainingQuote(newStrength, { weapons: weaponsLeft });
    weaponsLeft -= quote.weaponsUsed;
    total += quote.lunari;
    trainings.push({ ...quote, training, runningTotal: total });
  }
  const notes: RuleNote[] = [
    trainings.length
      ? {
          rule: 'AC-EC-4',
          text: `${trainings.length} training${trainings.length === 1 ? '' : 's'} left, one per Event`,
        }
      : { rule: 'AC-EC-4', text: `Already trained ${MAX_TRAININGS} times: no training left` },
  ];
  if (trainings.some((t) => !t.onTable))
    notes.push({ rule: 'R6', text: 'Some prices are not on the training table: extrapolated as 10 × new Strength' });
  const weaponsUsed = trainings.reduce((sum, t) => sum + t.weaponsUsed, 0);
  return { trainings, total, weaponsUsed, weaponsLeft, notes };
}
