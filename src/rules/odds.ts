import { keptDieChances, type Chance } from './dice-mode.js';
import { skirmishFighters } from './fighter.js';
import type { SkirmishInput, SkirmishOdds } from './types.js';

/** {@link skirmishOdds} plus the full picture of the deciding round. */
export interface SkirmishDistribution extends SkirmishOdds {
  /** R1: both Killed, no winner. offenseWins + defenseWins + noWinner = 1. */
  readonly noWinner: number;
  /** The chance that one round ends in equal totals and equal base Strength, so both roll again (AC-SK-6). */
  readonly reroll: number;
  /** Mean number of re-rolls: reroll / (1 − reroll). */
  readonly expectedRerolls: number;
  /** Offense total − Defense total of the deciding round (`resolveSkirmish`'s offense.total − defense.total). */
  readonly margin: readonly Chance[];
  readonly offenseTotal: readonly Chance[];
  readonly defenseTotal: readonly Chance[];
}

/**
 * The exact chances of a Skirmish (CONTRACT.md), same rules as `resolveSkirmish`: no sampling.
 * Throws a RangeError when a card cannot fight (AC-UN-4).
 * @example
 * skirmishOdds({ offense: { unit: spearmen }, defense: { unit: soldier } })
 * // → { offenseWins: 202/216 ≈ 0.935, defenseWins: 14/216 ≈ 0.065, offenseKilled: 1/216, defenseKilled: 125/216 ≈ 0.579 }
 */
export function skirmishOdds(input: SkirmishInput): SkirmishOdds {
  const { offenseWins, defenseWins, offenseKilled, defenseKilled } = solve(input);
  return { offenseWins, defenseWins, offenseKilled, defenseKilled };
}

/**
 * The exact distribution of a Skirmish's deciding round: margin, each side's total, and the
 * chance of a re-roll, besides the odds. Same rules and rulings as `resolveSkirmish`.
 * @example
 * skirmishDistribution({ offense: { unit: soldier }, defense: { unit: soldier } }).reroll // → 1/6
 */
export function skirmishDistribution(input: SkirmishInput): SkirmishDistribution {
  const margin = new Map<number, number>();
  const offenseTotal = new Map<number, number>();
  const defenseTotal = new Map<number, number>();
  const add = (map: Map<number, number>, value: number, p: number) => map.set(value, (map.get(value) ?? 0) + p);
  const { decided, ...odds } = solve(input, (off, def, p) => {
    add(margin, off - def, p);
    add(offenseTotal, off, p);
    add(defenseTotal, def, p);
  });
  return {
    ...odds,
    expectedRerolls: odds.reroll / (1 - odds.reroll),
    margin: chances(margin, decided),
    offenseTotal: chances(offenseTotal, decided),
    defenseTotal: chances(defenseTotal, decided),
  };
}

/**
 * A value → weight map as a list of {@link Chance}s sorted by value, each weight divided by `total`.
 * @example chances(new Map([[2, 0.5], [1, 0.25]]), 0.75) // → [{ value: 1, probability: 1/3 }, { value: 2, probability: 2/3 }]
 */
export const chances = (map: Map<number, number>, total = 1): Chance[] =>
  [...map].sort(([a], [b]) => a - b).map(([value, weight]) => ({ value, probability: weight / total }));

/**
 * One round over every pair of kept dice. A round with equal totals and equal base Strength is
 * re-rolled (AC-SK-6) with the same dice and modifiers, so every round is alike: the result is a
 * decided round, i.e. each decisive pair's chance divided by the chance that a round decides
 * (the geometric series Σ reroll^k · p = p / (1 − reroll)). `visit` gets each decisive pair
 * (totals, not yet divided).
 */
function solve(input: SkirmishInput, visit?: (off: number, def: number, p: number) => void) {
  const [off, def] = skirmishFighters(input);
  if (off.autoKilled || def.autoKilled) {
    // AC-SK-5, R1: decided without a roll.
    visit?.(off.fixed, def.fixed, 1);
    const noWinner = off.autoKilled && def.autoKilled ? 1 : 0; // R1
    return {
      offenseWins: def.autoKilled ? 1 - noWinner : 0,
      defenseWins: off.autoKilled ? 1 - noWinner : 0,
      offenseKilled: off.autoKilled ? 1 : 0,
      defenseKilled: def.autoKilled ? 1 : 0,
      noWinner,
      reroll: 0,
      decided: 1,
    };
  }
  // AC-SK-6: who takes equal totals: +1 Offense, −1 Defense, 0 nobody (re-roll); R2 when no die.
  const tie = Math.sign(off.base - def.base) || (off.dice.count + def.dice.count ? 0 : -1);
  let offenseWins = 0;
  let offenseKilled = 0;
  let defenseKilled = 0;
  let decided = 0;
  let reroll = 0;
  for (const x of keptDieChances(off.dice.count)) {
    for (const y of keptDieChances(def.dice.count)) {
      const p = x.probability * y.probability;
      const offTotal = off.fixed + x.value;
      const defTotal = def.fixed + y.value;
      const margin = offTotal - defTotal;
      if (margin === 0 && tie === 0) {
        reroll += p;
        continue;
      }
      decided += p;
      if (margin > 0 || (margin === 0 && tie > 0)) offenseWins += p;
      if (margin >= 3) defenseKilled += p; // AC-SK-7
      if (margin <= -3) offenseKilled += p;
      visit?.(offTotal, defTotal, p);
    }
  }
  return {
    offenseWins: offenseWins / decided,
    defenseWins: (decided - offenseWins) / decided,
    offenseKilled: offenseKilled / decided,
    defenseKilled: defenseKilled / decided,
    noWinner: 0,
    reroll,
    decided,
  };
}
