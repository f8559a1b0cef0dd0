// The exact odds of a plain Skirmish between two units, which both greedy commanders (`policy.ts` on the state
// machine, `work-policy.ts` on the compact engine) weigh their cards by.
import type { Unit } from '../../core/index.js';
import { type SkirmishOdds, skirmishOdds } from '../../skirmish/index.js';

/**
 * The exact odds that `offense` beats `defense` in a plain Skirmish (no bonus, no power), kept per pair of units: the
 * greedy commander asks for the same few pairs at almost every step of every Battle.
 */
const PLAIN_ODDS = new WeakMap<Unit, WeakMap<Unit, SkirmishOdds>>();
export function plainOdds(offense: Unit, defense: Unit): SkirmishOdds {
  let against = PLAIN_ODDS.get(offense);
  if (!against) PLAIN_ODDS.set(offense, (against = new WeakMap()));
  let odds = against.get(defense);
  if (!odds) {
    odds = skirmishOdds({ offense: { unit: offense }, defense: { unit: defense } });
    against.set(defense, odds);
  }
  return odds;
}
