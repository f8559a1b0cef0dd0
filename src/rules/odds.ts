/**
 * `dist/rules-odds.js` (subpath `./rules/odds`): Battle odds. `battleOdds` and `battleOddsRunner` give the same
 * figures as `dist/rules-battle.js`'s for the same options, faster: Battles without commander powers are played on
 * the fast path (`fastBattles`), the others on the state machine. Its own file, since the fast path would take
 * `dist/rules-battle.js` over its size budget. The dice come with it, for `fastBattles(setup).play(d6)`.
 */
export { type FastBattles, fastBattles } from './battle/fast.js';
export { battleOdds, battleOddsRunner } from './battle/fast-odds.js';
export {
  type BattleOdds,
  type BattleOddsOptions,
  type BattleOddsRunner,
  type BattleResult,
  battleResult,
  wilsonInterval,
} from './battle/odds.js';
export { type BattlePolicy, greedyAction, playBattle } from './battle/policy.js';
export type { BattleSetup, CommanderSetup, Seat } from './battle/types.js';
export type { D6 } from './core/index.js';
export { fixedD6, randomD6, seededD6 } from './core/index.js';
