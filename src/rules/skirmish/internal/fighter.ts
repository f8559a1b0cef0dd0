// One side prepared for a Skirmish or an Unopposed roll, shared by resolveSkirmish, the exact odds
// and the Unopposed rules.
import type { Unit } from '../../core/index.js';
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
   * The extra dice once rolled (`rollExtraDice`, roll.ts): from then on each is also one of the
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
