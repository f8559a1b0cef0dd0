import { type Chance, extraDiceChances, keptDieChances } from './dice-mode.js';
import { unopposedFighter } from './internal/fighter.js';
import { chances } from './odds.js';
import type { Side } from './types.js';

/**
 * AC-MO-7: Morale damage of an Unopposed unit: 1 per 4 whole points of its total, never negative.
 * @example unopposedDamage(9) // → 2
 */
export function unopposedDamage(total: number): number {
  if (!Number.isFinite(total)) throw new RangeError(`an Unopposed total must be a number, not ${total}`);
  return Math.max(0, Math.floor(total / 4));
}

export interface UnopposedDistribution {
  readonly total: readonly Chance[];
  readonly damage: readonly Chance[];
  readonly expectedDamage: number;
}

/**
 * AC-MO-7: the exact chance of each total and each Morale damage of an Unopposed unit, same
 * rulings as {@link resolveUnopposed}; extra dice (AC-CP) weighed at the chance of each sum.
 * @example
 * unopposedDistribution({ unit: { name: 'Soldier', strength: 2, role: 'trooper' } }).damage
 * // → [{ value: 0, probability: 1/6 }, { value: 1, probability: 4/6 }, { value: 2, probability: 1/6 }]
 */
export function unopposedDistribution(side: Side): UnopposedDistribution {
  const unit = unopposedFighter(side);
  const total = new Map<number, number>();
  const damage = new Map<number, number>();
  let expectedDamage = 0;
  for (const extra of extraDiceChances(unit.extraDice))
    for (const die of keptDieChances(unit.dice.count)) {
      const sum = unit.fixed + extra.value + die.value;
      const p = extra.probability * die.probability;
      const hurt = unopposedDamage(sum);
      total.set(sum, (total.get(sum) ?? 0) + p);
      damage.set(hurt, (damage.get(hurt) ?? 0) + p);
      expectedDamage += hurt * p;
    }
  return { total: chances(total), damage: chances(damage), expectedDamage };
}
