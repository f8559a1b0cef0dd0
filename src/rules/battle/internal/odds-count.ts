// Counting whole Battles for battleOdds: wins, Kills, Routs and Morale left, however the Battles are played (the
// state machine, or the fast path of ../fast.ts, which ends every Battle alike).
import { type D6, seededD6 } from '../../core/index.js';
import type { BattleOdds, BattleOddsOptions, BattleOddsRunner, BattleResult } from '../odds.js';
import type { BattlePolicy } from '../policy.js';
import { startBattle } from '../state-machine.js';
import type { BattleSetup, BattleState, Seat } from '../types.js';

type Pair<T> = readonly [T, T];

/** 95% Wilson score interval of `wins` out of `n`. */
export function wilsonInterval(wins: number, n: number, z = 1.959964): Pair<number> {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** startBattle's state for `setup` (a chooser given when a d6 will pick it): checks the setup as playBattle will. */
export const checkedSetup = (setup: BattleSetup): BattleState =>
  startBattle(setup.chooser === undefined ? { ...setup, chooser: 0 } : setup);

/** The policy asked for; a RangeError for any other. */
export function policyOf(options: BattleOddsOptions): BattlePolicy {
  const policy = options.policy ?? 'random';
  if (policy !== 'random' && policy !== 'greedy')
    throw new RangeError(`unknown policy '${String(policy)}': use 'random' or 'greedy'`);
  return policy;
}

/** A runner that plays each Battle with `play`, every roll and random choice from one d6 seeded by `options.seed`. */
export function countBattles(
  options: BattleOddsOptions,
  policy: BattlePolicy,
  play: (d6: D6) => BattleResult,
): BattleOddsRunner {
  const d6: D6 = seededD6(options.seed ?? 1);
  const wins = [0, 0];
  const kills = [0, 0];
  const routs = [0, 0];
  const morale = [new Map<number, number>(), new Map<number, number>()] as const;
  let played = 0;
  return {
    run(count) {
      for (let i = 0; i < count; i++) {
        const end = play(d6);
        played++;
        wins[end.winner]!++;
        if (end.routed !== undefined) routs[end.routed]!++;
        for (const seat of [0, 1] as const) {
          kills[seat]! += end.kills[seat];
          const left = end.moraleLeft[seat];
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

/** `runner` after `options.battles` Battles (default 10,000); a RangeError for a count out of 1 to 10,000,000. */
export function allBattles(runner: BattleOddsRunner, options: BattleOddsOptions): BattleOdds {
  const battles = options.battles ?? 10_000;
  if (!Number.isInteger(battles) || battles < 1 || battles > 10_000_000)
    throw new RangeError(`battles is a whole number from 1 to 10,000,000, not ${battles}`);
  runner.run(battles);
  return runner.result();
}
