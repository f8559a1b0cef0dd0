// Small text helpers every widget uses to write figures in plain words.
import { formatNumber } from './localize.js';

/** "exhausted" → "Exhausted". */
export const capital = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * 60 → "60 lunari": the game's coin, the same word for one and many and in every language; the number is written
 * the current language's way (10.000 lunari in Portuguese).
 */
export const lunari = (amount: number): string => `${formatNumber(amount)} lunari`;

/** 1 → "1 unit", 3 → "3 units". */
export const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;
