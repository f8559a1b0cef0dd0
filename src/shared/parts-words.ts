// A total's parts in words, as every roll shows the sum behind its total: the board's roll card and log, and a
// resolver's outcome. A part below 0 keeps its sign: "+ Discard −1".
import { formatNumber } from './localize.js';

/** One part of a total: its name in the reader's language, and its value. */
export interface NamedPart {
  readonly label: string;
  readonly value: number;
}

/**
 * The parts joined into a sum.
 * @example partsWords([{ label: 'Strength', value: 3 }, { label: 'Die', value: 6 }]) // → 'Strength 3 + Die 6'
 */
export const partsWords = (parts: readonly NamedPart[]) =>
  parts
    .map(({ label, value }) => `${label} ${value < 0 ? `−${formatNumber(-value)}` : formatNumber(value)}`)
    .join(' + ');
