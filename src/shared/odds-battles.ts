// `odds-battles`, read the same way by every widget that simulates Battles (the board, a roster, recruit-cost).
import { msg, str } from '@lit/localize';

/** Most Battles a widget simulates for one figure: well past any useful precision, still a few seconds' work. */
export const MAX_ODDS_BATTLES = 1_000_000;

/** What is wrong with an `odds-battles` value, or '' when it is a whole number from 0 (no odds) to the most. */
export const oddsBattlesProblem = (battles: number, written: string | null): string =>
  Number.isInteger(battles) && battles >= 0 && battles <= MAX_ODDS_BATTLES
    ? ''
    : msg(str`odds-battles is a whole number from 0 to 1,000,000 (0: no odds), not "${written}".`);
