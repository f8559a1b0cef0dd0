// An Unopposed attack rolled (AC-MO-7, R3, R4), with its trace. Apart from unopposed.ts (its damage and odds) so that
// a page loads it with the roll.
import type { D6 } from '../core/index.js';
import { unopposedFighter } from './internal/fighter.js';
import { keptDie, rollDice, rollExtraDice } from './internal/roll.js';
import { diceSteps, fateStep, totalSteps, type TraceStep } from './internal/trace.js';
import type { Side } from './types.js';
import { unopposedDamage } from './unopposed.js';

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
