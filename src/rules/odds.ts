/**
 * `dist/rules-odds.js` (subpath `./rules/odds`): Battle odds alone, for a worker: `battleOdds` and `battleOddsRunner`
 * as `dist/rules-battle.js` gives them (the same engine, the same figures), without the rest of the rules package, and
 * `openingOddsRunner`, the chance after an opening (a board's advice).
 * The dice come with it.
 */
export {
  type BattleOdds,
  battleOdds,
  type BattleOddsOptions,
  type BattleOddsRunner,
  battleOddsRunner,
  type BattleResult,
  battleResult,
  type BattleTally,
  oddsOfTallies,
  wilsonInterval,
} from './battle/odds.js';
export { type Opening, openingOddsRunner } from './battle/opening-odds.js';
export { type BattlePolicy, greedyAction, playBattle } from './battle/policy.js';
export type { BattleSetup, BattleState, CommanderSetup, Seat } from './battle/types.js';
export type { D6 } from './core/index.js';
export { fixedD6, randomD6, seededD6 } from './core/index.js';
