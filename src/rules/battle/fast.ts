/**
 * Whole Battles without a trace, for simulations (battleOdds in dist/rules-odds.js): the same rules as the state
 * machine, played in place on typed arrays (piles as ordered lists of card ids), with no log, no action objects and no
 * new state per step. A Battle played here by a policy (`random` or `greedy`) ends exactly as `playBattle` ends it
 * with the same d6 and policy: same winner, Kills, Morale left and Rout, since the actions are counted and numbered in
 * legalActions' order and every die is drawn in the state machine's order.
 *
 * Only Battles without commander powers (AC-CP) are played here, with whole-number Strengths and discard bonuses;
 * for any other setup `fastBattles` returns undefined and callers play the state machine (battleOdds does). Not
 * part of dist/rules-battle.js, which it would take over its size budget.
 */
import type { D6 } from '../core/index.js';
import { greedyChoice, pairOdds } from './internal/fast-greedy.js';
import { actionCount, takeAction } from './internal/fast-play.js';
import { DIE_CHOOSER, fastTables, ROLL_OFF_CHOOSER } from './internal/fast-setup.js';
import { ENDED, fastBattleOf, KILLED, NONE, resetBattle } from './internal/fast-state.js';
import { checkedSetup } from './internal/odds-count.js';
import { randomIndex } from './internal/random.js';
import { type BattleResult, battleResult } from './odds.js';
import type { BattlePolicy } from './policy.js';
import type { BattleSetup, Seat } from './types.js';

/** Whole Battles of one setup on the fast path. */
export interface FastBattles {
  /**
   * Plays a whole Battle by the policy, as `playBattle(setup, d6, policy)` does (`playRandomBattle(setup, d6)` for
   * `random`): the same dice give the same result.
   */
  readonly play: (d6: D6) => BattleResult;
}

/**
 * The fast path for `setup` (the `BattleSetup` startBattle takes) played by `policy` (see `BattlePolicy`), or
 * undefined for a setup it does not play (see the module notes). Throws a RangeError when the rules refuse the
 * setup, as startBattle does.
 * @example fastBattles(setup)?.play(seededD6(1)) // → { winner: 0, routed: undefined, kills: [2, 1], moraleLeft: [5, 3] }
 */
export function fastBattles(
  setup: BattleSetup,
  policy: BattlePolicy = 'random',
  maxSteps = 100_000,
): FastBattles | undefined {
  const start = checkedSetup(setup);
  const t = fastTables(start, setup.chooser);
  if (!t) return undefined;
  const atStart = battleResult(start); // AC-MO-2: a commander at 0 Morale is Routed before anything is played
  const b = fastBattleOf(t);
  const roll = t.chooser === ROLL_OFF_CHOOSER;
  const odds = policy === 'greedy' ? pairOdds(start) : undefined;
  return {
    play: (d6) => {
      const chooser = t.chooser === DIE_CHOOSER ? (d6() <= 3 ? 0 : 1) : roll ? 0 : t.chooser; // AC-BA-1
      if (atStart) return atStart;
      resetBattle(b, chooser, roll);
      for (let steps = 0; b.step !== ENDED; steps++) {
        if (steps >= maxSteps) throw new RangeError(`the Battle did not end within ${maxSteps} steps`);
        takeAction(b, odds ? greedyChoice(b, odds) : randomIndex(actionCount(b), d6), d6);
      }
      return {
        winner: b.winner as Seat,
        routed: b.routed === NONE ? undefined : (b.routed as Seat),
        kills: [b.sizes[4 + KILLED]!, b.sizes[KILLED]!], // the enemy's Killed pile
        moraleLeft: [b.morale[0]!, b.morale[1]!],
      };
    },
  };
}
