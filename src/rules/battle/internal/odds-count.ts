// Counting whole Battles for battleOdds: wins, Kills, Routs and Morale left, as a tally that adds up across workers.
// Battle number i is always played with the same dice (seeded by the seed and i), so the figures for a seed are the
// same however the Battles are split: into runs, or between the workers of a pool.
import { type D6, seededD6 } from '../../core/index.js';
import type { BattleOdds, BattleOddsOptions, BattleOddsRunner, BattleResult, BattleTally } from '../odds.js';
import type { BattlePolicy } from '../policy.js';
import type { Seat } from '../types.js';

type Pair<T> = readonly [T, T];
type Two = [number, number];

/** 95% Wilson score interval of `wins` out of `n`. */
export function wilsonInterval(wins: number, n: number, z = 1.959964): Pair<number> {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The policy asked for; a RangeError for any other. */
export function policyOf(options: BattleOddsOptions): BattlePolicy {
  const policy = options.policy ?? 'random';
  if (policy !== 'random' && policy !== 'greedy')
    throw new RangeError(`unknown policy '${String(policy)}': use 'random' or 'greedy'`);
  return policy;
}

/**
 * A runner that plays Battle after Battle with `play`, from Battle number `options.first` (default 0) on, each with
 * its own dice, seeded by the seed and the Battle's number: the same dice whoever plays it.
 */
export function countBattles(
  options: BattleOddsOptions,
  policy: BattlePolicy,
  play: (d6: D6) => BattleResult,
): BattleOddsRunner {
  const seed = options.seed ?? 1;
  const first = options.first ?? 0;
  const t: { played: number; wins: Two; routs: Two; kills: Two; morale: [number[], number[]] } = {
    played: 0,
    wins: [0, 0],
    routs: [0, 0],
    kills: [0, 0],
    morale: [[], []],
  };
  return {
    run(count) {
      for (let i = 0; i < count; i++) {
        const end = play(seededD6(`${seed}#${first + t.played++}`));
        t.wins[end.winner]++;
        if (end.routed !== undefined) t.routs[end.routed]++;
        for (const seat of [0, 1] as const) {
          t.kills[seat] += end.kills[seat];
          const left = t.morale[seat];
          left[end.moraleLeft[seat]] = (left[end.moraleLeft[seat]] ?? 0) + 1;
        }
      }
    },
    get played() {
      return t.played;
    },
    tally: () => structuredClone(t),
    result: () => oddsOfTallies([t], policy),
  };
}

/**
 * The figures of Battles counted apart (by the workers of a pool), added up: the same as one runner's for the same
 * Battles.
 * @example oddsOfTallies([a.tally(), b.tally()], 'greedy').winChance // → [0.62, 0.38]
 */
export function oddsOfTallies(tallies: readonly BattleTally[], policy: BattlePolicy): BattleOdds {
  const sum = (count: (t: BattleTally) => number) => tallies.reduce((total, t) => total + count(t), 0);
  const played = sum((t) => t.played);
  const n = Math.max(played, 1);
  const pair = <T>(f: (seat: Seat) => T): Pair<T> => [f(0), f(1)];
  const wins = pair((s) => sum((t) => t.wins[s]));
  return {
    battles: played,
    policy,
    winChance: pair((s) => wins[s] / n),
    interval: pair((s) => wilsonInterval(wins[s], played)),
    expectedKills: pair((s) => sum((t) => t.kills[s]) / n),
    routChance: pair((s) => sum((t) => t.routs[s]) / n),
    moraleLeft: pair((s) => {
      const counts: number[] = [];
      for (const t of tallies) t.morale[s].forEach((count, value) => (counts[value] = (counts[value] ?? 0) + count));
      return counts.flatMap((count, value) => (count ? [{ value, probability: count / n }] : []));
    }),
  };
}

/** `runner` after `options.battles` Battles (default 10,000); a RangeError for a count out of 1 to 10,000,000. */
export function allBattles(runner: BattleOddsRunner, options: BattleOddsOptions): BattleOdds {
  const battles = options.battles ?? 10_000;
  if (!Number.isInteger(battles) || battles < 1 || battles > 10_000_000)
    throw new RangeError(`battles is a whole number from 1 to 10,000,000, not ${battles}`);
  runner.run(battles);
  return runner.result();
}
