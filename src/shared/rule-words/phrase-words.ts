// A phrase of the rules (a key and its values) said in the language being drawn, with a topic's table of words. A
// key no table knows (from a newer rules package, or nested in a phrase) leaves the whole phrase in the rules'
// English, never an empty label.
import type { Phrase } from '../../rules/core/index.js';
import { formatNumber } from '../localize.js';

export type Values = NonNullable<Phrase['values']>;

/** A phrase's words from its values; `say` says a phrase nested in them. */
export type Words = (values: Values, say: (phrase: Phrase) => string) => string;

export type WordTable = Readonly<Record<string, Words>>;

/** A number of a phrase's values, written the language's way. */
export const num = (value: unknown): string => formatNumber(Number(value));

class NoWords extends Error {}

/**
 * `phrase` in the language being drawn, with the first of `tables` that has its key, or `english` (the rules' own
 * words for it) when none has.
 * @example phraseWords([BATTLE_WORDS], { key: 'pass' }, 'Pass (costs 1 Morale, AC-MO-6)') // in Portuguese → 'Passar (custa 1 de Moral, AC-MO-6)'
 */
export function phraseWords(tables: readonly WordTable[], phrase: Phrase, english: string): string {
  const say = (p: Phrase): string => {
    const table = tables.find((t) => Object.hasOwn(t, p.key));
    if (!table) throw new NoWords(p.key);
    return table[p.key]!(p.values ?? {}, say);
  };
  try {
    return say(phrase);
  } catch (error) {
    if (error instanceof NoWords) return english;
    throw error;
  }
}
