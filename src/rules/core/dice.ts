import type { D6 } from './types.js';

/**
 * A seeded six-sided die (mulberry32): the same seed gives the same rolls, everywhere.
 * Use it for reproducible demos and tests; pass `Math.random`-based {@link randomD6} for play.
 *
 * @example
 * const d6 = seededD6(42);
 * [d6(), d6(), d6()] // → the same three numbers on every run
 */
export function seededD6(seed: number | string): D6 {
  let state = typeof seed === 'number' ? seed >>> 0 : hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return 1 + Math.floor(unit * 6);
  };
}

/** A die from the platform's random numbers, for live play. */
export const randomD6: D6 = () => 1 + Math.floor(Math.random() * 6);

/** A die that returns the given rolls in order (entered real dice); throws when they run out. */
export function fixedD6(rolls: readonly number[]): D6 {
  let next = 0;
  return () => {
    if (next >= rolls.length) throw new RangeError(`needed more than the ${rolls.length} dice entered`);
    return rolls[next++]!;
  };
}

/**
 * One roll of `d6`, checked: anything but a whole number from 1 to 6 is a bug in the caller
 * (RangeError). Every rule that draws dice draws them through this one check.
 * @example checkedDie(fixedD6([4])) // → 4;  checkedDie(() => 7) // throws RangeError
 */
export function checkedDie(d6: D6): number {
  const die = d6();
  if (!Number.isInteger(die) || die < 1 || die > 6)
    throw new RangeError(`a d6 roll must be a whole number from 1 to 6, not ${die}`);
  return die;
}

/** FNV-1a: turns a text seed (e.g. an attribute value) into a 32-bit number. */
function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
