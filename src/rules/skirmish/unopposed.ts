import type { D6 } from '../core/index.js';
import { type Chance, extraDiceChances, keptDieChances } from './dice-mode.js';
import { keptDie, rollDice, rollExtraDice, unopposedFighter } from './internal/fighter.js';
import { diceSteps, fateStep, totalSteps, type TraceStep } from './internal/trace.js';
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

export interface UnopposedResult {
  readonly dice: number[];
  /** The extra d6 of `Side.extraDice` (AC-CP), drawn before `dice`; their sum is in `total`. Absent when none. */
  readonly extraDice?: number[];
  readonly total: number;
  /** Morale the defending commander loses (AC-MO-7). */
  readonly damage: number;
  readonly trace: readonly TraceStep[];
}

/**
 * AC-MO-7, R3, R4: the Offense unit rolls and adds modifiers as in a Skirmish (rulings: an Aggressor
 * rolls 2d6, Reach gives +1, see `unopposedDiceMode` and `unopposedModifiers`) and deals
 * floor(total / 4) Morale damage; it is Exhausted afterwards (R4). There is no Skirmish, so a
 * Strength-0 Equipment is not Killed (AC-SK-5 does not apply). Dice come from `d6`: first the
 * side's extra dice (`Side.extraDice`, AC-CP, each an add like `otherBonus`, listed in
 * `extraDice`), then the unit's own.
 * Throws a RangeError when the card cannot fight (AC-UN-4) or `extraDice` is not a whole number 0–3.
 * @example
 * resolveUnopposed({ unit: spearmen }, fixedD6([2, 5])) // → { dice: [2, 5], total: 9, damage: 2, trace: […] }
 * resolveUnopposed({ unit: spearmen, extraDice: 1 }, fixedD6([3, 2, 5])) // → { dice: [2, 5], extraDice: [3], total: 12, damage: 3, trace: […] }
 */
export function resolveUnopposed(side: Side, d6: D6): UnopposedResult {
  const unit = rollExtraDice(unopposedFighter(side), d6); // AC-CP: before the unit's own dice
  const dice = rollDice(d6, unit.dice.count);
  const die = keptDie(dice);
  const total = unit.fixed + die;
  const damage = unopposedDamage(total);
  const trace: TraceStep[] = [
    ...diceSteps(unit, 1, dice),
    ...totalSteps(unit, 1, die, total),
    {
      kind: 'damage',
      value: damage,
      rule: 'AC-MO-7',
      text: `Morale damage ${damage}: 1 per 4 whole points of ${total}`,
    },
    fateStep(unit, 'exhausted', 'R4', 'Unopposed'),
  ];
  return { dice, ...(unit.extraRolls ? { extraDice: [...unit.extraRolls] } : {}), total, damage, trace };
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
