// The greedy commander of policy.ts (greedyAction) on the fast path: the same choice at every step, by number in
// legalActions' order, from the exact Skirmish odds of every pair of cards worked out once per setup.
import { skirmishOdds } from '../../skirmish/index.js';
import type { BattleState } from '../types.js';
import { actionCount, rituals } from './fast-play.js';
import { aftermathAction, savable } from './fast-skirmish.js';
import {
  AFTERMATH,
  BONUSES,
  cardAt,
  CHOOSE_FIRST,
  DEFENSE,
  type FastBattle,
  HAND,
  NONE,
  OFFENSE,
  other,
  totalOf,
} from './fast-state.js';

/** For each Offense card o and Defense card d (o × cards + d): the chance that each side wins (AC-SK-7). */
export interface PairOdds {
  readonly offenseWins: Float64Array;
  readonly defenseWins: Float64Array;
}

/** skirmishOdds of the bare cards, for every pair of cards of different commanders that can fight. */
export function pairOdds(start: BattleState): PairOdds {
  const { cards } = start;
  const n = cards.length;
  const odds = { offenseWins: new Float64Array(n * n), defenseWins: new Float64Array(n * n) };
  for (const o of cards)
    for (const d of cards) {
      if (!o.fights || !d.fights || o.owner === d.owner) continue;
      const chance = skirmishOdds({ offense: { unit: o.unit }, defense: { unit: d.unit } });
      odds.offenseWins[o.id * n + d.id] = chance.offenseWins;
      odds.defenseWins[o.id * n + d.id] = chance.defenseWins;
    }
  return odds;
}

/** The number, in legalActions' order, of the action greedyAction takes now. */
export function greedyChoice(b: FastBattle, odds: PairOdds): number {
  switch (b.step) {
    case CHOOSE_FIRST:
      return b.actor; // takes the first turn
    case OFFENSE: {
      const attack = bestCard(b, odds);
      return attack !== NONE ? attack : rituals(b, NONE) > 0 ? 1 : 0; // else a Ritual, else Unable
    }
    case DEFENSE:
      return Math.max(0, bestCard(b, odds)); // else Unable
    case BONUSES:
      return actionCount(b) - 1; // done
    case AFTERMATH: {
      const seat = b.actor;
      const morale = totalOf(b, seat);
      const saves = savable(b, seat);
      const all = aftermathAction(b, seat, NONE);
      if (saves > 0 && (b.t.npc[seat] ? morale > 4 : b.influence[seat]! > 0)) return 0; // AC-SK-8
      if (all > saves && morale > 2) return saves; // AC-HE-1
      return all; // done
    }
    default:
      return 0;
  }
}

/**
 * Among the actor's cards that can fight, the number of the best (the first on a tie), or NONE: on Offense the one
 * most likely to beat the enemy's best reply, on Defense the one most likely to win against the Offense card.
 */
function bestCard(b: FastBattle, odds: PairOdds): number {
  const hand = b.actor * 4 + HAND;
  const cards = b.t.cards;
  let chosen = NONE;
  let top = -Infinity;
  for (let i = 0, n = 0; i < b.sizes[hand]!; i++) {
    const card = cardAt(b, hand, i);
    if (!b.t.fights[card]) continue;
    const value = b.step === DEFENSE ? odds.defenseWins[b.offense * cards + card]! : attackScore(b, odds, card);
    if (value > top) {
      chosen = n;
      top = value;
    }
    n++;
  }
  return chosen;
}

/** The chance that `card` beats the best card that can fight in the enemy's hand; 1 when there is none. */
function attackScore(b: FastBattle, odds: PairOdds, card: number): number {
  const hand = other(b.actor) * 4 + HAND;
  const n = b.t.cards;
  let worst = 1;
  for (let i = 0; i < b.sizes[hand]!; i++) {
    const enemy = cardAt(b, hand, i);
    if (b.t.fights[enemy]) worst = Math.min(worst, odds.offenseWins[card * n + enemy]!);
  }
  return worst;
}
