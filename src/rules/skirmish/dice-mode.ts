import type { Side, SideName, SkirmishInput } from './types.js';

/** How many d6 a side rolls: none (Equipment), one, or two keeping the higher. */
export type DiceCount = 0 | 1 | 2;

/** A side's dice, the rule that decides them and a short reason a widget can show as is. */
export interface DiceMode {
  readonly count: DiceCount;
  readonly rule: string;
  readonly text: string;
}

/** The chance of one value, e.g. of a kept die or of a total. Lists are sorted by value. */
export interface Chance {
  readonly value: number;
  readonly probability: number;
}

/**
 * AC-SK-3/4/5: how a side rolls in a Skirmish, with the reason.
 * @example
 * diceMode({ offense: { unit: spearmen }, defense: { unit: soldier } }, 'offense')
 * // → { count: 2, rule: 'AC-SK-3', text: '2d6, keep the higher: Aggressor on Offense' }
 */
export function diceMode(input: SkirmishInput, side: SideName): DiceMode {
  const role = input[side].unit.role;
  if (role === 'equipment') return mode(0, 'AC-SK-5', 'no die: Equipment');
  if (side === 'offense' && role === 'aggressor') {
    // AC-SK-3: a Guardian on Defense negates the Aggressor's second die.
    return input.defense.unit.role === 'guardian'
      ? mode(1, 'AC-SK-3', '1d6: Aggressor against a Guardian')
      : mode(2, 'AC-SK-3', '2d6, keep the higher: Aggressor on Offense');
  }
  if (side === 'defense' && role === 'guardian') {
    // AC-SK-4: an Aggressor on Offense negates the Guardian's second die.
    return input.offense.unit.role === 'aggressor'
      ? mode(1, 'AC-SK-4', '1d6: Guardian against an Aggressor')
      : mode(2, 'AC-SK-4', '2d6, keep the higher: Guardian on Defense');
  }
  return mode(1, 'AC-SK-2', '1d6'); // AC-SK-4: no other role or side gets 2d6
}

/**
 * AC-SK-3/4/5: how many d6 a side rolls in a Skirmish (the higher one is kept).
 * @example diceCount({ offense: { unit: spearmen }, defense: { unit: guard } }, 'offense') // → 1
 */
export const diceCount = (input: SkirmishInput, side: SideName): DiceCount => diceMode(input, side).count;

/**
 * AC-MO-7, R3: an Unopposed unit rolls "as in a Skirmish". Ruling: an Aggressor keeps its 2d6,
 * since only a Guardian on Defense negates it (AC-SK-3) and there is no Defense card; a Guardian
 * is on Offense, so it rolls 1d6 (AC-SK-4); Equipment rolls no die (AC-SK-5).
 * @example unopposedDiceMode({ unit: spearmen }) // → { count: 2, rule: 'AC-SK-3', text: '2d6, keep the higher: Aggressor, Unopposed' }
 */
export function unopposedDiceMode(side: Side): DiceMode {
  const role = side.unit.role;
  if (role === 'equipment') return mode(0, 'AC-SK-5', 'no die: Equipment');
  if (role === 'aggressor') return mode(2, 'AC-SK-3', '2d6, keep the higher: Aggressor, Unopposed');
  return mode(1, 'AC-MO-7', '1d6');
}

const mode = (count: DiceCount, rule: string, text: string): DiceMode => ({ count, rule, text });

/**
 * The chance of each kept die value for 0, 1 or 2 dice: no die is 0 for sure, 1d6 is 1/6 each,
 * the higher of 2d6 is k with chance (2k − 1)/36. Computed once, shared by every odds call.
 * @example keptDieChances(2)[5] // → { value: 6, probability: 11 / 36 }
 */
export const keptDieChances = (count: DiceCount): readonly Chance[] => KEPT_DIE[count];

const FACES = [1, 2, 3, 4, 5, 6];
const KEPT_DIE: readonly [readonly Chance[], readonly Chance[], readonly Chance[]] = [
  [{ value: 0, probability: 1 }],
  /* @__PURE__ */ FACES.map((value) => ({ value, probability: 1 / 6 })),
  /* @__PURE__ */ FACES.map((value) => ({ value, probability: (2 * value - 1) / 36 })),
];

/** AC-CP: the most extra d6 one side may Add (`Side.extraDice`). */
export const MAX_EXTRA_DICE = 3;

/**
 * AC-CP Illusionist: the chance of each sum of `count` extra d6 (whole number 0–3; none is 0 for
 * sure). Computed once, shared by every odds call. Throws a RangeError for any other count.
 * @example extraDiceChances(2)[5] // → { value: 7, probability: 6 / 36 }
 */
export function extraDiceChances(count: number): readonly Chance[] {
  const sums = EXTRA_SUMS[count];
  if (!sums) throw new RangeError(`extra dice: a whole number from 0 to ${MAX_EXTRA_DICE}, not ${count}`);
  return sums;
}

/** Sums of 0, 1, 2, 3 d6: each is the previous one with one more die (1/6 per face). */
const EXTRA_SUMS: readonly (readonly Chance[])[] = /* @__PURE__ */ (() => {
  const tables: Chance[][] = [[{ value: 0, probability: 1 }]];
  for (let count = 1; count <= MAX_EXTRA_DICE; count++) {
    const weights = new Map<number, number>();
    for (const { value, probability } of tables[count - 1]!)
      for (const face of FACES) weights.set(value + face, (weights.get(value + face) ?? 0) + probability / 6);
    tables.push([...weights].map(([value, probability]) => ({ value, probability })));
  }
  return tables;
})();
