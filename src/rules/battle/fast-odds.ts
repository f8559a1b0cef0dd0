// battleOdds and battleOddsRunner as odds.ts gives them, the same figures for the same seed, with every Battle without
// commander powers played on the fast path (fast.ts): what dist/rules-odds.js exports, and what the board's worker runs.
import { fastBattles } from './fast.js';
import { allBattles, countBattles, policyOf } from './internal/odds-count.js';
import type { BattleOdds, BattleOddsOptions, BattleOddsRunner } from './odds.js';
import { battleResult } from './odds.js';
import { playBattle } from './policy.js';
import type { BattleSetup } from './types.js';

/**
 * Battles counted in steps, as odds.ts's `battleOddsRunner`: on the fast path when the setup has no commander powers
 * (`fastBattles`), else on the state machine. Throws a RangeError when the rules refuse the setup.
 * @example const r = battleOddsRunner(setup, { seed: 1 }); r.run(1000); r.result().winChance
 */
export function battleOddsRunner(setup: BattleSetup, options: BattleOddsOptions = {}): BattleOddsRunner {
  const policy = policyOf(options);
  const fast = fastBattles(setup, policy);
  return countBattles(options, policy, fast ? fast.play : (d6) => battleResult(playBattle(setup, d6, policy))!);
}

/**
 * Simulated Battle odds (AC-BA), as odds.ts's `battleOdds` (the same figures for the same options), faster.
 * @example battleOdds(setup, { battles: 100_000, seed: 1 }).winChance // → [0.62, 0.38]
 */
export function battleOdds(setup: BattleSetup, options: BattleOddsOptions = {}): BattleOdds {
  return allBattles(battleOddsRunner(setup, options), options);
}
