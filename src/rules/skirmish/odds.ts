import { decideRound, killedBy, REROLL } from './core.js';
import { type Chance, type DiceCount, extraDiceChances, keptDieChances } from './dice-mode.js';
import { type Fighter, skirmishFighters } from './internal/fighter.js';
import type { SkirmishInput, SkirmishOdds } from './types.js';

/** {@link skirmishOdds} plus the full picture of the deciding round. */
export interface SkirmishDistribution extends SkirmishOdds {
  /** R1: both Killed, no winner. offenseWins + defenseWins + noWinner = 1. */
  readonly noWinner: number;
  /**
   * The chance that the first round ends in equal totals and equal base Strength, so both roll
   * again (AC-SK-6). With extra dice (AC-CP) every later round has the same chance as the first,
   * given the extra dice rolled.
   */
  readonly reroll: number;
  /** Mean number of re-rolls: reroll / (1 − reroll) without extra dice; the mean of that over the extra dice with. */
  readonly expectedRerolls: number;
  /** Offense total − Defense total of the deciding round (`resolveSkirmish`'s offense.total − defense.total). */
  readonly margin: readonly Chance[];
  readonly offenseTotal: readonly Chance[];
  readonly defenseTotal: readonly Chance[];
}

/**
 * The exact chances of a Skirmish (docs/api.md), same rules as `resolveSkirmish`: no sampling.
 * Extra dice (`Side.extraDice`, AC-CP) are weighed exactly: every sum they can show, at its chance.
 * Throws a RangeError when a card cannot fight (AC-UN-4) or `extraDice` is not a whole number 0–3.
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
  const odds = solve(input, (off, def, p) => {
    add(margin, off - def, p);
    add(offenseTotal, off, p);
    add(defenseTotal, def, p);
  });
  return { ...odds, margin: chances(margin), offenseTotal: chances(offenseTotal), defenseTotal: chances(defenseTotal) };
}

/**
 * A value → weight map as a list of {@link Chance}s sorted by value, each weight divided by `total`.
 * @example chances(new Map([[2, 0.5], [1, 0.25]]), 0.75) // → [{ value: 1, probability: 1/3 }, { value: 2, probability: 2/3 }]
 */
export const chances = (map: Map<number, number>, total = 1): Chance[] =>
  [...map].sort(([a], [b]) => a - b).map(([value, weight]) => ({ value, probability: weight / total }));

/** Decided-round totals with their chance (already divided by the chance that a round decides). */
type Visit = (off: number, def: number, p: number) => void;

/**
 * One Skirmish, exactly. AC-CP: the extra dice are rolled once and kept through re-rolls, so each
 * pair of sums they can show is a case of its own, solved like `otherBonus` + sum
 * ({@link solveRounds}) and weighed by its chance. Without a `visit` only the margin matters, so
 * both the extra sums and the kept dice are taken by Offense's − Defense's ({@link byMargin}):
 * at most 31 cases of 11 differences, instead of 16 × 16 cases of 36 pairs.
 */
function solve(input: SkirmishInput, visit?: Visit) {
  const [off, def] = skirmishFighters(input);
  if (off.autoKilled || def.autoKilled) {
    // AC-SK-5, R1: decided without a roll, extra dice included (see resolveSkirmish).
    visit?.(off.fixed, def.fixed, 1);
    const noWinner = off.autoKilled && def.autoKilled ? 1 : 0; // R1
    return {
      offenseWins: def.autoKilled ? 1 - noWinner : 0,
      defenseWins: off.autoKilled ? 1 - noWinner : 0,
      offenseKilled: off.autoKilled ? 1 : 0,
      defenseKilled: def.autoKilled ? 1 : 0,
      noWinner,
      reroll: 0,
      expectedRerolls: 0,
    };
  }
  let offenseWins = 0;
  let defenseWins = 0;
  let offenseKilled = 0;
  let defenseKilled = 0;
  let reroll = 0;
  let expectedRerolls = 0;
  const kept = pairsOf(!visit, false, off.dice.count, def.dice.count);
  for (const extra of pairsOf(!visit, true, off.extraDice, def.extraDice)) {
    const round = solveRounds(off, def, extra, kept);
    const weight = extra.probability / (1 - round.reroll);
    offenseWins += weight * round.offenseWins;
    defenseWins += weight * round.defenseWins;
    offenseKilled += weight * round.offenseKilled;
    defenseKilled += weight * round.defenseKilled;
    reroll += extra.probability * round.reroll;
    expectedRerolls += weight * round.reroll;
    if (visit) solveRounds(off, def, extra, kept, (o, d, p) => visit(o, d, p * weight));
  }
  return { offenseWins, defenseWins, offenseKilled, defenseKilled, noWinner: 0, reroll, expectedRerolls };
}

/**
 * One round over every pair of kept dice, each side's total shifted by its `extra` dice. A round
 * with equal totals and equal base Strength is re-rolled (AC-SK-6) with the same dice, modifiers
 * and extra dice, so every round is alike: a decided round's chances are each decisive pair's
 * chance divided by 1 − reroll (the geometric series Σ reroll^k · p = p / (1 − reroll)).
 * Returns the chances before that division; `visit` gets each decisive pair (not divided either).
 */
function solveRounds(off: Fighter, def: Fighter, extra: Pair, kept: readonly Pair[], visit?: Visit) {
  const dice = off.dice.count + def.dice.count;
  let offenseWins = 0;
  let defenseWins = 0;
  let offenseKilled = 0;
  let defenseKilled = 0;
  let reroll = 0;
  for (const die of kept) {
    const p = die.probability;
    const offTotal = off.fixed + extra.offense + die.offense;
    const defTotal = def.fixed + extra.defense + die.defense;
    const decision = decideRound(offTotal, defTotal, off.base, def.base, dice); // AC-SK-6, R2
    if (decision === REROLL) {
      reroll += p;
      continue;
    }
    if (decision > 0) offenseWins += p;
    else defenseWins += p;
    if (killedBy(offTotal - defTotal)) defenseKilled += p; // AC-SK-7
    if (killedBy(defTotal - offTotal)) offenseKilled += p;
    visit?.(offTotal, defTotal, p);
  }
  return { offenseWins, defenseWins, offenseKilled, defenseKilled, reroll };
}

/** Two values, Offense's and Defense's (kept dice, or extra-dice sums), with the chance of both. */
interface Pair {
  readonly offense: number;
  readonly defense: number;
  readonly probability: number;
}

/** Every pair of an Offense value and a Defense value. */
const bothSides = (offense: readonly Chance[], defense: readonly Chance[]): Pair[] =>
  offense.flatMap((o) =>
    defense.map((d) => ({ offense: o.value, defense: d.value, probability: o.probability * d.probability })),
  );

/** The same pairs by Offense − Defense only, as an Offense shift: all that wins and Kills depend on. */
function byMargin(pairs: readonly Pair[]): Pair[] {
  const weights = new Map<number, number>();
  for (const { offense, defense, probability } of pairs)
    weights.set(offense - defense, (weights.get(offense - defense) ?? 0) + probability);
  return chances(weights).map(({ value, probability }) => ({ offense: value, defense: 0, probability }));
}

/** Every pairing of counts made so far, by {@link pairsOf}'s key. */
const made: (readonly Pair[])[] = [];
/**
 * The pairs of two sides' counts of kept dice (0–2 each, AC-SK-3/4/5) or of extra dice (0–3 each, AC-CP), both values
 * or by margin only: made on first use and kept, not at load (where a page's first frame would wait for all 50).
 */
function pairsOf(margin: boolean, extra: boolean, offense: number, defense: number): readonly Pair[] {
  const key = (margin ? 32 : 0) + (extra ? 16 : 0) + offense * 4 + defense;
  if (!made[key]) {
    const chancesOf = extra ? extraDiceChances : keptDieChances;
    const pairs = bothSides(chancesOf(offense as DiceCount), chancesOf(defense as DiceCount));
    made[key] = margin ? byMargin(pairs) : pairs;
  }
  return made[key];
}
