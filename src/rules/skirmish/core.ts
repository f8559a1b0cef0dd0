/**
 * How a Skirmish round is decided and when its loser is Killed, each rule once (issue 28): `resolveSkirmish`,
 * `skirmishOdds` and the Battle engine (`battle/internal/work-skirmish.ts`) decide with {@link decideRound} and
 * {@link killedBy}. The Roles, traits, dice, Reach and Savant as numbers are `codes.ts`' (apart: the first view's
 * odds need only these two, and a lazy chunk's imports from the first view's file are bytes it exports).
 */
/**
 * How a round is decided ({@link decideRound}): above 0 the Offense wins, below 0 the Defense, 0 both roll again.
 * The magnitude says by what: 1 the totals, 2 base Strength, 3 R2.
 */
export const BY_TOTAL = 1;
export const BY_BASE = 2;
export const BY_R2 = 3;
export const REROLL = 0;

/**
 * AC-SK-6, R2: a round with these totals, base Strengths (the card's, no die or modifier) and `dice` rolled by both
 * sides together: the higher total wins; equal totals, the higher base Strength; equal too, both roll again, unless
 * no die was rolled (R2: the Defense wins, a re-roll could change nothing). A code: ±{@link BY_TOTAL}, ±{@link
 * BY_BASE}, −{@link BY_R2} or {@link REROLL}.
 * @example decideRound(5, 5, 3, 2, 2) // → 2 (Offense, by base Strength)
 */
export function decideRound(
  offTotal: number,
  defTotal: number,
  offBase: number,
  defBase: number,
  dice: number,
): number {
  if (offTotal !== defTotal) return offTotal > defTotal ? BY_TOTAL : -BY_TOTAL;
  if (offBase !== defBase) return offBase > defBase ? BY_BASE : -BY_BASE;
  return dice ? REROLL : -BY_R2;
}

/**
 * AC-SK-7: the loser of a Skirmish won by `margin` (winner's total − loser's) is Killed at 3 or more, else Disabled.
 * @example killedBy(3) // → true
 */
export const killedBy = (margin: number): boolean => margin >= 3;
