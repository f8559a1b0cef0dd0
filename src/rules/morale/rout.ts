// A Rout (AC-MO-2): the dice for the Routed commander's units, and their chances.
import type { D6, Unit } from '../core/index.js';
import { checkedDie } from '../core/index.js';
import { wholeNumber } from '../economy/index.js';

/** AC-MO-2: a unit in the Disabled or Exhausted pile is Killed on a 5 or 6. */
export const ROUT_KILL_CHANCE = 1 / 3;

export interface RoutRoll<U extends Unit> {
  readonly unit: U;
  readonly roll: number;
  readonly killed: boolean;
}

/**
 * AC-MO-2: the opponent rolls a d6 for each of the Routed commander's units in the Disabled or
 * Exhausted piles (pass only those); 5 or 6 Kills it. Rituals are not units (AC-UN-4): they get no
 * die. Dice are drawn from `d6` in the order of `units`. RangeError if `d6` gives anything but 1–6.
 * @example routRolls([spearmen, archers], fixedD6([5, 2])) // → [{ unit: spearmen, roll: 5, killed: true }, { unit: archers, roll: 2, killed: false }]
 */
export function routRolls<U extends Unit>(units: readonly U[], d6: D6): RoutRoll<U>[] {
  return units
    .filter((unit) => unit.role !== 'ritual')
    .map((unit) => {
      const roll = checkedDie(d6);
      return { unit, roll, killed: roll >= 5 };
    });
}

/**
 * AC-MO-2: the chances of a Rout for `units` units in the Disabled and Exhausted piles: each is
 * Killed with probability 1/3; `killed[k]` is the chance that exactly k are.
 * @example routOdds(2) // → { perUnit: 1/3, expectedKilled: 2/3, noneKilled: 4/9, killed: [4/9, 4/9, 1/9] }
 */
export function routOdds(units: number): {
  perUnit: number;
  expectedKilled: number;
  noneKilled: number;
  killed: number[];
} {
  const n = wholeNumber(units, 'units');
  let killed = [1];
  for (let i = 0; i < n; i++)
    killed = [...killed, 0].map((p, k) => p * (1 - ROUT_KILL_CHANCE) + (k > 0 ? killed[k - 1]! : 0) * ROUT_KILL_CHANCE);
  return { perUnit: ROUT_KILL_CHANCE, expectedKilled: n * ROUT_KILL_CHANCE, noneKilled: killed[0]!, killed };
}
