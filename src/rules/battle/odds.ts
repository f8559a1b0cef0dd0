// "Who will win this Battle?": whole Battles played out by a policy, many times, counted. Simulated, not exact: every
// figure says how many Battles and which policy made it; real commanders play better than any policy here.
import { type D6, seededD6 } from '../core/index.js';
import { totalMorale } from '../morale/index.js';
import type { Chance } from '../skirmish/index.js';
import { type BattlePolicy, playBattle } from './policy.js';
import type { BattleSetup, Seat } from './types.js';

export interface BattleOddsOptions {
  /** How many Battles (default 10,000). */
  readonly battles?: number;
  /** The same seed gives the same figures (default 1). */
  readonly seed?: number | string;
  readonly policy?: BattlePolicy;
}

type Pair<T> = readonly [T, T];

/** Simulated Battle odds, indexed like `setup.commanders`. */
export interface BattleOdds {
  readonly battles: number;
  readonly policy: BattlePolicy;
  /** The share of Battles each commander won (AC-BA-5). */
  readonly winChance: Pair<number>;
  /** 95% Wilson score interval of each win chance. */
  readonly interval: Pair<Pair<number>>;
  /** Enemy units each commander Killed, on average. */
  readonly expectedKills: Pair<number>;
  /** How often each commander was Routed (AC-MO-2). */
  readonly routChance: Pair<number>;
  /** The Morale each commander had left at the end: each value with its share of Battles, lowest first. */
  readonly moraleLeft: Pair<readonly Chance[]>;
}

/** 95% Wilson score interval of `wins` out of `n`. */
export function wilsonInterval(wins: number, n: number, z = 1.959964): Pair<number> {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Battles counted so far, to run in steps (a Web Worker reports progress between them). */
export interface BattleOddsRunner {
  /** Plays `count` more Battles. */
  run(count: number): void;
  /** How many Battles were played. */
  readonly played: number;
  /** The figures so far. */
  result(): BattleOdds;
}

/**
 * The runner behind {@link battleOdds}: the same seed and the same steps give the same figures, however the Battles
 * are split into runs. Throws a RangeError when the rules refuse the setup (as `startBattle` does).
 * @example const r = battleOddsRunner(setup, { seed: 1 }); r.run(1000); r.result().winChance
 */
export function battleOddsRunner(setup: BattleSetup, options: BattleOddsOptions = {}): BattleOddsRunner {
  const policy = options.policy ?? 'random';
  if (policy !== 'random' && policy !== 'greedy')
    throw new RangeError(`unknown policy '${String(policy)}': use 'random' or 'greedy'`);
  const d6: D6 = seededD6(options.seed ?? 1);
  const wins = [0, 0];
  const kills = [0, 0];
  const routs = [0, 0];
  const morale = [new Map<number, number>(), new Map<number, number>()] as const;
  let played = 0;
  return {
    run(count) {
      for (let i = 0; i < count; i++) {
        const end = playBattle(setup, d6, policy);
        played++;
        wins[end.winner!]!++;
        if (end.routed !== undefined) routs[end.routed]!++;
        for (const seat of [0, 1] as const) {
          kills[seat]! += end.commanders[(1 - seat) as Seat].killed.length;
          const left = totalMorale(end.commanders[seat].morale);
          morale[seat].set(left, (morale[seat].get(left) ?? 0) + 1);
        }
      }
    },
    get played() {
      return played;
    },
    result() {
      const n = Math.max(played, 1);
      const pair = <T>(f: (seat: Seat) => T): Pair<T> => [f(0), f(1)];
      return {
        battles: played,
        policy,
        winChance: pair((s) => wins[s]! / n),
        interval: pair((s) => wilsonInterval(wins[s]!, played)),
        expectedKills: pair((s) => kills[s]! / n),
        routChance: pair((s) => routs[s]! / n),
        moraleLeft: pair((s) =>
          [...morale[s]].sort(([a], [b]) => a - b).map(([value, count]) => ({ value, probability: count / n })),
        ),
      };
    },
  };
}

/**
 * Simulated Battle odds (AC-BA): `battles` whole Battles from `setup` (the `BattleSetup` `startBattle` takes) played
 * by `policy`, with each commander's chance to win and its 95% interval, expected Kills, Rout chance and Morale
 * left, indexed like `setup.commanders`.
 * @example battleOdds(setup, { battles: 10_000, seed: 1 }).winChance // → [0.62, 0.38]
 */
export function battleOdds(setup: BattleSetup, options: BattleOddsOptions = {}): BattleOdds {
  const battles = options.battles ?? 10_000;
  if (!Number.isInteger(battles) || battles < 1 || battles > 10_000_000)
    throw new RangeError(`battles is a whole number from 1 to 10,000,000, not ${battles}`);
  const runner = battleOddsRunner(setup, options);
  runner.run(battles);
  return runner.result();
}
