/**
 * "I have N lunari": what a budget pays for between Battles (AC-EC-3 recruiting, AC-EC-4/5 training).
 * The prices themselves come from economy.ts; this module only compares them with a budget.
 */
import { type CostRow, QUEST_RECRUIT_TABLE, RECRUIT_TABLE, wholeNumber } from './economy.js';
import type { TrainingPlan } from './training.js';

/** Whether a budget covers a price, and by how much. */
export interface BudgetCheck {
  readonly enough: boolean;
  /** Lunari left after paying (0 when not enough). */
  readonly left: number;
  /** Lunari missing (0 when enough). */
  readonly short: number;
}

/**
 * Compares a budget with a price, both whole lunari ≥ 0 (RangeError otherwise).
 * @example budgetCheck(100, 60) // → { enough: true, left: 40, short: 0 }
 * @example budgetCheck(50, 60) // → { enough: false, left: 0, short: 10 }
 */
export function budgetCheck(budget: number, price: number): BudgetCheck {
  wholeNumber(budget, 'budget');
  wholeNumber(price, 'price');
  return budget >= price
    ? { enough: true, left: budget - price, short: 0 }
    : { enough: false, left: 0, short: price - budget };
}

/**
 * AC-EC-3: the strongest unit on the recruiting table (Strength 1–5, standard or after its quest) that
 * the budget pays for, or null when it does not reach Strength 1. Never extrapolates past the table (R6):
 * a budget is no reason to invent a price.
 * @example strongestRecruit(100) // → { strength: 4, lunari: 100 }
 * @example strongestRecruit(100, { quest: true }) // → { strength: 4, lunari: 80 }
 * @example strongestRecruit(5) // → null
 */
export function strongestRecruit(budget: number, opts: { readonly quest?: boolean } = {}): CostRow | null {
  wholeNumber(budget, 'budget');
  const table = opts.quest ? QUEST_RECRUIT_TABLE : RECRUIT_TABLE; // AC-EC-3
  return table.filter((row) => row.lunari <= budget).at(-1) ?? null;
}

/** How much of a {@link TrainingPlan} a budget pays for. */
export interface TrainingsWithin {
  /** How many of the plan's trainings, taken in order, are paid for. */
  readonly count: number;
  /** What those trainings cost together (after weapons). */
  readonly lunari: number;
  readonly left: number;
}

/**
 * AC-EC-4, AC-EC-5: how many of a plan's remaining trainings the budget pays for, in order (one per
 * Event, so a later training never comes before an earlier one), using the plan's prices after weapons.
 * @example trainingsWithin(trainingPlan({ strength: 2, timesTrained: 0 }), 100) // → { count: 2, lunari: 70, left: 30 }
 */
export function trainingsWithin(plan: TrainingPlan, budget: number): TrainingsWithin {
  wholeNumber(budget, 'budget');
  const paid = plan.trainings.filter((training) => training.runningTotal <= budget);
  const lunari = paid.at(-1)?.runningTotal ?? 0;
  return { count: paid.length, lunari, left: budget - lunari };
}
