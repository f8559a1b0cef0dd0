// JSON text as every widget reads it (a paste, an attribute, saved state): bounded in size, never throwing. Files
// a player saves or opens are state-file.ts, which the panels offering them load.
import { msg, str } from '@lit/localize';

import { formatNumber } from './localize.js';

/**
 * Most JSON text a widget reads from a file, a paste, an attribute or saved state: a thousand cards take about a
 * tenth of it, and it keeps a page responsive whatever it is given (docs/api.md "Limits").
 */
export const MAX_JSON_CHARS = 1_000_000;

/** "2.3 MB": a size as a user reads it. */
const megabytes = (chars: number) =>
  `${formatNumber(chars / 1_000_000, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;

/** Why text of this length is not read ("is 4.8 MB, more than …"), or null when it may be. */
export const tooLong = (chars: number): string | null =>
  chars > MAX_JSON_CHARS
    ? msg(str`is ${megabytes(chars)}, more than the ${megabytes(MAX_JSON_CHARS)} these widgets read`)
    : null;

/** Parses JSON text: the value, or an error message (never throws). */
export function parseJson(text: string): { value: unknown } | { error: string } {
  const why = tooLong(text.length);
  if (why) return { error: msg(str`That JSON ${why}, so it was not read.`) };
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { error: msg(str`That is not valid JSON (${(error as Error).message}).`) };
  }
}
