// The recruiting table as a widget shows it (AC-EC-3, R6). Apart from economy.ts so that a page loads it with the
// table.
import { recruitCost, wholeNumber } from './economy.js';

/**
 * AC-EC-3: the recruiting table as rows for a widget to render, Strength 1 to `through` (default 5);
 * rows past 5 are R6 extrapolations with `onTable: false`.
 * @example recruitTable({ quest: true })[2] // → { strength: 3, lunari: 48, onTable: true }
 */
export function recruitTable(
  opts: { readonly quest?: boolean; readonly through?: number } = {},
): Array<{ strength: number; lunari: number; onTable: boolean }> {
  const through = wholeNumber(opts.through ?? 5, 'through', 1);
  return Array.from({ length: through }, (_, i) => ({ strength: i + 1, ...recruitCost(i + 1, opts) }));
}
