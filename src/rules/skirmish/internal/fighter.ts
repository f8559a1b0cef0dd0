// One side prepared for a Skirmish or an Unopposed roll, shared by resolveSkirmish, the exact odds
// and the Unopposed rules.
import type { D6, Unit } from '../../core/index.js';
import { checkedDie } from '../../core/index.js';
import { whyCannotFight } from '../../core/index.js';
import { type DiceMode, diceMode, MAX_EXTRA_DICE, unopposedDiceMode } from '../dice-mode.js';
import { modifiersAgainst, type TotalPart } from '../modifiers.js';
import type { Side, SideName, SkirmishInput } from '../types.js';

export interface Fighter {
  readonly side: SideName;
  readonly unit: Unit;
  /** AC-SK-6 "base Strength": the Strength on the card (with permanent training), no die, no modifier. */
  readonly base: number;
  readonly dice: DiceMode;
  readonly modifiers: readonly TotalPart[];
  /** Base Strength + modifiers: everything but the die (AC-SK-2). */
  readonly fixed: number;
  /** AC-SK-5: Equipment with Strength 0 is Killed in any Skirmish. */
  readonly autoKilled: boolean;
  /** AC-CP Illusionist: how many extra d6 this side Adds (`Side.extraDice`, 0–3). */
  readonly extraDice: number;
  /**
   * The extra dice once rolled ({@link rollExtraDice}): from then on each is also one of the
   * `modifiers` (source `extra`) and counted in `fixed`, so every re-roll keeps it.
   */
  readonly extraRolls?: readonly number[];
}

/**
 * Both sides of a Skirmish; throws a RangeError when a card cannot fight (AC-UN-4).
 * @example skirmishFighters({ offense: { unit: spearmen }, defense: { unit: soldier } })[0].fixed // → 4 (3 + Reach)
 */
export function skirmishFighters(input: SkirmishInput): [Fighter, Fighter] {
  const { offense, defense } = input;
  return [
    fighter('offense', offense, diceMode(input, 'offense'), defense.unit),
    fighter('defense', defense, diceMode(input, 'defense'), offense.unit),
  ];
}

/**
 * The Offense unit of an Unopposed roll (AC-MO-7).
 * @example unopposedFighter({ unit: spearmen }).dice.count // → 2
 */
export const unopposedFighter = (side: Side): Fighter => fighter('offense', side, unopposedDiceMode(side), undefined);

function fighter(name: SideName, side: Side, dice: DiceMode, opponent: Unit | undefined): Fighter {
  const { unit } = side;
  const cannot = whyCannotFight(unit); // AC-UN-4
  if (cannot !== null || unit.strength === null) throw new RangeError(cannot ?? `${unit.name} cannot fight`);
  const modifiers = modifiersAgainst(side, opponent);
  let fixed = unit.strength;
  for (const part of modifiers) fixed += part.value;
  const autoKilled = unit.role === 'equipment' && unit.strength === 0; // AC-SK-5
  const extraDice = side.extraDice ?? 0;
  if (!Number.isInteger(extraDice) || extraDice < 0 || extraDice > MAX_EXTRA_DICE)
    throw new RangeError(`extra dice: a whole number from 0 to ${MAX_EXTRA_DICE}, not ${extraDice}`);
  return { side: name, unit, base: unit.strength, dice, modifiers, fixed, autoKilled, extraDice };
}

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
