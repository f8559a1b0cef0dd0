// The virtual dice, loaded with the code that rolls them (the roll, a commander's Illusionist d6): the first frame
// rolls nothing. Seeded with the `seed` attribute, else random.
import { type D6, randomD6, seededD6 } from '../../rules/core/index.js';

/** An element's dice for one value of its `seed`: the element makes a new one when the seed changes. */
export interface VirtualDice {
  readonly seed: string;
}

const made = new WeakMap<VirtualDice, D6>();

/**
 * The next d6 of these dice: the same seed gives the same rolls, from the first (AC-SK-12's examples).
 * @example rollD6({ seed: 'ac-sk-12' }) // → 1–6
 */
export function rollD6(dice: VirtualDice): number {
  let die = made.get(dice);
  if (!die) made.set(dice, (die = dice.seed ? seededD6(dice.seed) : randomD6));
  return die();
}
