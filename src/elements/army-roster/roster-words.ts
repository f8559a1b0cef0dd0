// The roster's counted words and amounts in the language being drawn: each count is one whole phrase per form
// (one, many), so that a language puts the number where it belongs. Called while drawing, never at module load. Those
// only one panel says are in its module (Moves in roster-map.ts, Rituals in roster-why.ts).
import { msg, str } from '@lit/localize';

import type { Pile } from '../../rules/army/index.js';
import { formatNumber } from '../../shared/localize.js';
import { pileName } from '../../shared/terms.js';
import { capital } from '../../shared/words.js';

/** A pile's name as the roster labels its states: "In hand", "Exhausted"… (AC-SK-7, AC-SK-8). */
export const pileLabel = (pile: Pile) => capital(pileName(pile));

/**
 * An amount of lunari: "5000 lunari", "12,500 lunari" (grouped from 10,000 on, as prices are written; the game's
 * currency keeps its name in every language). Below 1,000 there is nothing to group: no options, no `Intl`.
 */
export const lunariText = (amount: number) => {
  const size = Math.abs(amount);
  return msg(str`${formatNumber(amount, size < 1000 ? undefined : { useGrouping: size >= 10_000 })} lunari`);
};

/** "1 unit", "3 units". */
export const unitCount = (n: number) =>
  n === 1 ? msg(str`${formatNumber(n)} unit`) : msg(str`${formatNumber(n)} units`);

/** "1 Morale point", "2 Morale points". */
export const moraleCount = (n: number) =>
  n === 1 ? msg(str`${formatNumber(n)} Morale point`) : msg(str`${formatNumber(n)} Morale points`);
