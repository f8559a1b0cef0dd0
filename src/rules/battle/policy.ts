// How a simulated commander decides, for battleOdds: `random` (every legal action equally likely) and `greedy` (a
// simple sensible commander). Both only ever take a legal action; neither plays as well as a real commander.
import type { D6 } from '../core/index.js';
import { logged } from './internal/work-board.js';
import { made } from './internal/work-order.js';
import { greedyCode, playOn } from './internal/work-policy.js';
import { loadBattle } from './internal/work-state.js';
import { startBattle } from './state-machine.js';
import type { BattleAction, BattleSetup, BattleState } from './types.js';

/**
 * `random`: a legal action uniformly at random at every step. `greedy`: attacks with the card that has the best exact
 * odds against the defender's best reply, defends with the card most likely to win, adds its own power to its own
 * side, saves a Killed card and heals while Morale allows, never Passes while a card can fight. Discards, Rituals
 * and the other powers are left to the rules' order of actions.
 */
export type BattlePolicy = 'random' | 'greedy';

/**
 * The greedy commander's action (see {@link BattlePolicy}); always one of `legalActions(state)`.
 * @example greedyAction(state) // → { type: 'offense', card: 2 }
 */
export function greedyAction(state: BattleState): BattleAction {
  loadBattle(state);
  return made(greedyCode(state.cards));
}

/**
 * Plays a whole Battle by `policy`, every roll and every random choice from `d6`. Returns the ended state.
 * @example playBattle(setup, seededD6(1), 'greedy').winner // → 0 or 1
 */
export function playBattle(setup: BattleSetup, d6: D6, policy: BattlePolicy, maxSteps = 100_000): BattleState {
  return playOut(battleStart(setup)(d6), d6, policy, maxSteps);
}

/**
 * The started Battle of `setup` for a Battle played with `d6`: when the setup names no chooser, a d6 picks one
 * (1–3: the first commander, AC-BA-1). Each start is made once, so many Battles of one setup share them.
 */
export function battleStart(setup: BattleSetup): (d6: D6) => BattleState {
  const { chooser } = setup;
  const states = ([0, 1] as const).map((seat) => startBattle({ ...setup, chooser: chooser ?? seat }));
  return (d6) => states[chooser === undefined && d6() > 3 ? 1 : 0]!;
}

/**
 * Plays the Battle on from `state` to its end by `policy`, every roll and random choice from `d6`; the ended state,
 * with its log.
 * @example playOut(state, seededD6(1), 'random').winner // → 0 or 1
 */
export function playOut(from: BattleState, d6: D6, policy: BattlePolicy, maxSteps = 100_000): BattleState {
  return logged(from, () => playOn(from.cards, d6, policy === 'greedy', maxSteps));
}
