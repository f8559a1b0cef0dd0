import type { Unit } from '../core/index.js';
import { hasTrait } from '../core/index.js';
import type { Side, SideName, SkirmishInput } from './types.js';

/**
 * Where one part of a Skirmish total comes from (AC-SK-2). `extra` is one of the side's extra d6
 * (`Side.extraDice`, the Illusionist's power, AC-CP), rolled once before the first round.
 */
export type TotalSource = 'strength' | 'die' | 'reach' | 'card' | 'savant' | 'other' | 'extra';

/** One part of a side's total, with its source, the rule that gives it and a text to show as is. */
export interface TotalPart {
  readonly source: TotalSource;
  readonly value: number;
  readonly rule: string;
  readonly text: string;
  /** For `card` and `savant`: which card bonus (1-based, in `cardBonuses` order). */
  readonly card?: number;
}

/**
 * AC-SK-2: the modifiers a side adds to base Strength and die, in order: Reach (AC-SK-11), each
 * card bonus (AC-SK-9) followed by its Savant +2 (AC-SK-10), then the other adds.
 *
 * Rulings: only a positive card bonus is a "bonus" and triggers Savant (a 0 or a penalty does
 * not); `otherBonus` (commander, Retinue) never does. Reach counts once however often it is listed.
 * Throws a RangeError when a bonus is not a finite number.
 *
 * @example
 * sideModifiers({ offense: { unit: spearmen }, defense: { unit: soldier, cardBonuses: [1] } }, 'defense')
 * // → [{ source: 'card', value: 1, rule: 'AC-SK-9', text: 'card bonus #1 +1', card: 1 }]
 */
export const sideModifiers = (input: SkirmishInput, side: SideName): TotalPart[] =>
  modifiersAgainst(input[side], input[side === 'offense' ? 'defense' : 'offense'].unit);

/**
 * AC-MO-7: the modifiers of an Unopposed unit. Ruling: Reach gives its +1, since there is no
 * opposing unit with Reach or Ranged (AC-SK-11); Savant works as in a Skirmish.
 * @example unopposedModifiers({ unit: spearmen, otherBonus: 1 }) // → [Reach +1, other adds +1]
 */
export const unopposedModifiers = (side: Side): TotalPart[] => modifiersAgainst(side, undefined);

/**
 * The modifiers of `side` against the `opponent` unit, or Unopposed when `opponent` is undefined
 * (see {@link sideModifiers}).
 * @example modifiersAgainst({ unit: spearmen }, soldier) // → [Reach +1]
 */
export function modifiersAgainst(side: Side, opponent: Unit | undefined): TotalPart[] {
  const { unit, cardBonuses = [], otherBonus = 0 } = side;
  const parts: TotalPart[] = [];
  // AC-SK-11: a unit has Reach or not, so a doubled trait is still +1.
  if (hasTrait(unit, 'reach') && !(opponent && (hasTrait(opponent, 'reach') || hasTrait(opponent, 'ranged'))))
    parts.push({
      source: 'reach',
      value: 1,
      rule: 'AC-SK-11',
      text: opponent ? 'Reach +1: opponent has neither Reach nor Ranged' : 'Reach +1: no opponent',
    });
  cardBonuses.forEach((value, i) => {
    const card = i + 1;
    parts.push({
      source: 'card',
      value: finite(value),
      rule: 'AC-SK-9',
      text: `card bonus #${card} ${signed(value)}`,
      card,
    });
    // AC-SK-10: each bonus from another card gives a Savant +2 more; a 0 or a penalty is no bonus.
    if (unit.role === 'savant' && value > 0)
      parts.push({ source: 'savant', value: 2, rule: 'AC-SK-10', text: `Savant +2 for card bonus #${card}`, card });
  });
  // AC-SK-10: commander and Retinue adds never trigger Savant. A missing or 0 add is left out.
  if (finite(otherBonus) !== 0)
    parts.push({ source: 'other', value: otherBonus, rule: 'AC-SK-2', text: `other adds ${signed(otherBonus)}` });
  return parts;
}

/**
 * A bonus as players write it, with its sign.
 * @example signed(2) // → '+2'
 */
export const signed = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`);

function finite(value: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new RangeError(`a bonus must be a number, not ${value}`);
  return value;
}
