// The chance to win after an opening, for a board's advice ("What should Kael play?") and its NPC autopilot: whole
// Battles played on from a state whose first steps are given (one action each, or several for the dice to draw from),
// each Battle with its own dice, the rest by the policy. Built on battleOddsRunner alone, so that it counts as the
// odds do.
import { seededD6 } from '../core/index.js';
import {
  type BattleOddsOptions,
  type BattleOddsRunner,
  battleOddsRunner,
  type BattleTally,
  oddsOfTallies,
} from './odds.js';
import { randomIndex } from './play.js';
import { battleStep, needsDie } from './state-machine.js';
import type { BattleAction, BattleState } from './types.js';

/** The first steps of every Battle played: each one action, or several of which the dice draw one (equally likely). */
export type Opening = readonly (readonly BattleAction[])[];

/** A step of an opening, which the rules must take (an opening is made of legal actions). */
function take(state: BattleState, action: BattleAction, d6?: () => number): BattleState {
  const next = battleStep(state, action, d6);
  if (!next.ok) throw new RangeError(`the opening's step was refused: ${next.reason}`);
  return next.state;
}

const pair = <T>(f: (seat: 0 | 1) => T): readonly [T, T] => [f(0), f(1)];

/** Two tallies added up (the Morale counts by value). */
function add(a: BattleTally, b: BattleTally): BattleTally {
  const morale = (seat: 0 | 1) => {
    const counts: number[] = [];
    for (const t of [a, b]) t.morale[seat].forEach((count, value) => (counts[value] = (counts[value] ?? 0) + count));
    return counts;
  };
  return {
    played: a.played + b.played,
    wins: pair((s) => a.wins[s] + b.wins[s]),
    routs: pair((s) => a.routs[s] + b.routs[s]),
    kills: pair((s) => a.kills[s] + b.kills[s]),
    morale: pair(morale),
  };
}

/**
 * A runner of Battles played on from `state` after `opening`, counted as battleOddsRunner counts them (the same
 * options: seed, policy, first). An opening with no die and no draw leads to one state, played on from there; else
 * each Battle takes the opening with its own dice first.
 * @example openingOddsRunner(state, [[{ type: 'pass' }]], { policy: 'greedy' }).run(1000)
 */
export function openingOddsRunner(
  state: BattleState,
  opening: Opening,
  options: BattleOddsOptions = {},
): BattleOddsRunner {
  let fixed: BattleState | undefined = state;
  for (const choices of opening)
    fixed = fixed && choices.length === 1 && !needsDie(fixed, choices[0]!) ? take(fixed, choices[0]!) : undefined;
  if (fixed) return battleOddsRunner(fixed, options);
  const seed = options.seed ?? 1;
  const first = options.first ?? 0;
  let total: BattleTally | undefined;
  let played = 0;
  return {
    run(count) {
      for (let k = 0; k < count; k++) {
        const n = first + played++;
        const d6 = seededD6(`${seed}#${n}#opening`);
        let at = state;
        for (const choices of opening) at = take(at, choices[randomIndex(choices.length, d6)]!, d6);
        const one = battleOddsRunner(at, { ...options, first: n });
        one.run(1);
        total = total ? add(total, one.tally()) : one.tally();
      }
    },
    get played() {
      return played;
    },
    tally: () => total ?? { played: 0, wins: [0, 0], routs: [0, 0], kills: [0, 0], morale: [[], []] },
    result: () => oddsOfTallies(total ? [total] : [], options.policy ?? 'random'),
  };
}
