// The chance to win after an opening, for a board's advice ("What should Kael play?") and its NPC autopilot: whole
// Battles played on from a state whose first steps are given (one action each, or several for the dice to draw from),
// each Battle with its own dice, the rest by the policy. Built on battleOddsRunner alone, so that it counts as the
// odds do.
import { type D6, seededD6 } from '../core/index.js';
import { countBattles, policyOf } from './internal/odds-count.js';
import { randomIndex } from './internal/random.js';
import { actionCode } from './internal/work-actions.js';
import { rolls } from './internal/work-board.js';
import * as L from './internal/work-layout.js';
import { listActions } from './internal/work-legal.js';
import { loadBattle, W } from './internal/work-state.js';
import { autoUnable, step } from './internal/work-step.js';
import { type BattleOddsOptions, type BattleOddsRunner, playedOn } from './odds.js';
import type { BattleAction, BattleState } from './types.js';

/** The first steps of every Battle played: each one action, or several of which the dice draw one (equally likely). */
export type Opening = readonly (readonly BattleAction[])[];

const LISTED = new Int32Array(256);

/** A step of an opening on the working state, which the rules must list (an opening is made of legal actions). */
function take(action: BattleAction, d6: D6): void {
  const code = actionCode(action);
  if (!LISTED.subarray(0, listActions(LISTED)).includes(code))
    throw new RangeError(`the opening's step is not a legal action now: ${JSON.stringify(action)}`);
  step(code, d6);
  if (W[L.AUTO_UNABLE]) autoUnable(); // R3
}

/**
 * A runner of Battles played on from `state` after `opening`, counted as battleOddsRunner counts them (the same
 * options: seed, policy, first). An opening with no die and no draw leads to one state, played on from there with
 * Battle number i's dice as battleOddsRunner would; else each Battle takes the opening with its own dice first.
 * @example openingOddsRunner(state, [[{ type: 'pass' }]], { policy: 'greedy' }).run(1000)
 */
export function openingOddsRunner(
  state: BattleState,
  opening: Opening,
  options: BattleOddsOptions = {},
): BattleOddsRunner {
  const policy = policyOf(options);
  const seed = options.seed ?? 1;
  loadBattle(state);
  const fixed = opening.every((choices) => {
    if (choices.length !== 1 || rolls(choices[0]!)) return false;
    take(choices[0]!, seededD6(0)); // checked once here: rolls nothing
    return true;
  });
  let n = options.first ?? 0;
  return countBattles(options, policy, (d6) => {
    const dice = fixed ? d6 : seededD6(`${seed}#${n}#opening`);
    n++;
    loadBattle(state);
    for (const choices of opening) take(choices[randomIndex(choices.length, dice)]!, dice);
    return playedOn(state, d6, policy);
  });
}
