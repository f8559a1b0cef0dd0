// Dice rolled for a side prepared by fighter.ts: only resolving a Skirmish or an Unopposed attack rolls, so the exact
// odds (and the widgets' first views that show them) do without this module.
import type { D6 } from '../../core/index.js';
import { checkedDie } from '../../core/index.js';
import type { TotalPart } from '../modifiers.js';
import type { Fighter } from './fighter.js';

/**
 * AC-CP Illusionist: rolls the side's extra d6 from `d6` (once, before the first round) and makes
 * each an add like `otherBonus`: never a card bonus, so never a Savant +2 (AC-SK-10), and part of
 * `fixed`, so kept through AC-SK-6 re-rolls. A side without extra dice is returned as is.
 * @example rollExtraDice(unopposedFighter({ unit: soldier, extraDice: 1 }), fixedD6([4])).fixed // → 6 (2 + 4)
 */
export function rollExtraDice(f: Fighter, d6: D6): Fighter {
  if (f.extraDice === 0) return f;
  const rolls = rollDice(d6, f.extraDice);
  const parts = rolls.map((value, i): TotalPart => ({
    source: 'extra',
    value,
    rule: 'AC-CP',
    text: `Illusionist die${rolls.length > 1 ? ` #${i + 1}` : ''} +${value}`,
  }));
  const sum = rolls.reduce((total, value) => total + value, 0);
  return { ...f, modifiers: [...f.modifiers, ...parts], fixed: f.fixed + sum, extraRolls: rolls };
}

/**
 * Draws `count` dice from `d6`, checking each is a whole number from 1 to 6.
 * @example rollDice(fixedD6([4, 2]), 2) // → [4, 2]
 */
export function rollDice(d6: D6, count: number): number[] {
  const dice: number[] = [];
  for (let i = 0; i < count; i++) dice.push(checkedDie(d6));
  return dice;
}

/**
 * The kept die: the higher of the dice rolled, 0 when none (AC-SK-3/4/5).
 * @example keptDie([2, 5]) // → 5
 */
export const keptDie = (dice: readonly number[]): number => (dice.length ? Math.max(...dice) : 0);
