// "Who will win this Battle?": whole Battles played out by a policy, many times, counted. Simulated, not exact: every
// figure says how many Battles and which policy made it; real commanders play better than any policy here.
// Every Battle is played by the one engine the board runs too, in its working state with no log; what is counted is
// read from there, with no BattleState per Battle.
import type { D6 } from '../core/index.js';
import { totalMorale } from '../morale/index.js';
import type { Chance } from '../skirmish/index.js';
import { allBattles, countBattles, policyOf } from './internal/odds-count.js';
import * as L from './internal/work-layout.js';
import { playOn } from './internal/work-policy.js';
import { count, loadBattle, W } from './internal/work-state.js';
import { type BattlePolicy, battleStart } from './policy.js';
import type { BattleSetup, BattleState, Seat } from './types.js';

export { oddsOfTallies, wilsonInterval } from './internal/odds-count.js';

export interface BattleOddsOptions {
  /** How many Battles (default 10,000). */
  readonly battles?: number;
  /** The same seed gives the same figures (default 1). */
  readonly seed?: number | string;
  readonly policy?: BattlePolicy;
  /** The number of the first Battle played (default 0): a worker of a pool plays its share of the numbers. */
  readonly first?: number;
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

/** Battles counted so far, to run in steps (a Web Worker reports progress between them). */
export interface BattleOddsRunner {
  /** Plays `count` more Battles. */
  run(count: number): void;
  /** How many Battles were played. */
  readonly played: number;
  /** The figures so far. */
  result(): BattleOdds;
  /** The counts so far, as plain data (for `oddsOfTallies`, which adds up the counts of several runners). */
  tally(): BattleTally;
}

/**
 * What a runner counted: Battles, and for each seat its wins, Routs, Kills and how many Battles ended with each Morale
 * left (indexed by the Morale).
 */
export interface BattleTally {
  readonly played: number;
  readonly wins: Pair<number>;
  readonly routs: Pair<number>;
  readonly kills: Pair<number>;
  readonly morale: Pair<readonly number[]>;
}

/** What battleOdds counts of one ended Battle, indexed by seat. */
export interface BattleResult {
  readonly winner: Seat;
  /** The commander Routed (AC-MO-2), if one was. */
  readonly routed: Seat | undefined;
  /** Enemy units each commander Killed (AC-BA-5). */
  readonly kills: Pair<number>;
  /** Each commander's Morale once the Battle is over (the Base's left with it, AC-MO-3). */
  readonly moraleLeft: Pair<number>;
}

/**
 * What battleOdds counts of an ended Battle; undefined while it is on.
 * @example battleResult(playRandomBattle(setup, seededD6(1)))?.kills // → [2, 1]
 */
export function battleResult(state: BattleState): BattleResult | undefined {
  if (state.winner === undefined || state.step !== 'ended') return undefined;
  const [a, b] = state.commanders;
  return {
    winner: state.winner,
    routed: state.routed,
    kills: [b.killed.length, a.killed.length],
    moraleLeft: [totalMorale(a.morale), totalMorale(b.morale)],
  };
}

/**
 * The runner behind {@link battleOdds}: Battle number i is played with its own dice, so the same seed gives the same
 * figures however the Battles are split into runs or between runners (`first`). Throws a RangeError when the rules
 * refuse the setup (as `startBattle` does).
 * @example const r = battleOddsRunner(setup, { seed: 1 }); r.run(1000); r.result().winChance
 */
export function battleOddsRunner(from: BattleSetup | BattleState, options: BattleOddsOptions = {}): BattleOddsRunner {
  const policy = policyOf(options);
  const start = 'step' in from ? () => from : battleStart(from);
  return countBattles(options, policy, (d6) => {
    const state = start(d6);
    loadBattle(state);
    return playedOn(state, d6, policy);
  });
}

/** One result, filled in again for each Battle (a runner reads it at once). */
const END: { winner: Seat; routed: Seat | undefined; kills: [number, number]; moraleLeft: [number, number] } = {
  winner: 0,
  routed: undefined,
  kills: [0, 0],
  moraleLeft: [0, 0],
};

/**
 * The Battle of `state` loaded in the working state (and maybe stepped on), played on to its end by `policy` with its
 * log off, and what battleOdds counts of it, read from the working state.
 */
export function playedOn(state: BattleState, d6: D6, policy: BattlePolicy): BattleResult {
  playOn(state.cards, d6, policy === 'greedy', 100_000);
  END.winner = W[L.WINNER] as Seat;
  END.routed = W[L.ROUTED]! < 0 ? undefined : (W[L.ROUTED] as Seat);
  END.kills[0] = count(W[L.KILLED + 1]!);
  END.kills[1] = count(W[L.KILLED]!);
  END.moraleLeft[0] = W[L.MORALE]!; // AC-MO-3: the Base's Morale left with the Battle
  END.moraleLeft[1] = W[L.MORALE + 1]!;
  return END;
}

/**
 * Simulated Battle odds (AC-BA): `battles` whole Battles played by `policy` from `from`, a `BattleSetup` (as
 * `startBattle` takes) or a running `BattleState` (the chance to win from here), with each commander's chance to win
 * and its 95% interval, expected Kills, Rout chance and Morale left, indexed like `setup.commanders`.
 * @example battleOdds(setup, { battles: 10_000, seed: 1 }).winChance // → [0.62, 0.38]
 */
export function battleOdds(from: BattleSetup | BattleState, options: BattleOddsOptions = {}): BattleOdds {
  return allBattles(battleOddsRunner(from, options), options);
}
