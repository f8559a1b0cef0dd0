/**
 * Taking Morale as numbers (issue 28): the rules written once, for the Battle engine's working state and for
 * `takeMorale` (internal/spend.ts) on a `MoraleState`. `routIfBroken` (internal/change.ts) keeps its own `> 0`: it is
 * in the widgets' first view, and importing `routs` from here would export this module's names to the lazy chunks
 * from `army-combat.js`, which then went over its held size.
 */

/**
 * AC-MO-3: the part of a loss of `points` that the Base's pool takes: all it can, first.
 * @example fromBase(2, 3) // → 2
 */
export const fromBase = (base: number, points: number): number => Math.min(base, points);

/**
 * AC-MO-9: the commander's own Morale after a loss of `points`, of which the Base's pool took `taken`: never below 0.
 * @example moraleLeft(1, 3, 0) // → 0
 */
export const moraleLeft = (morale: number, points: number, taken: number): number =>
  Math.max(0, morale - (points - taken));

/**
 * AC-MO-2: whether a commander in a Battle with `total` Morale left (own and Base's, AC-MO-3) is Routed.
 * @example routs(0) // → true
 */
export const routs = (total: number): boolean => total <= 0;
