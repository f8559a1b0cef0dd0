import type { Pile } from '../../rules/army/index.js';

/** How the list is ordered: as the army is written, or by one column (see roster-sort.ts). */
export type SortKey = 'army' | 'name' | 'strength' | 'role' | 'path' | 'pile';

/** Which cards the list shows: all, one pile, or those with problems. */
export type CardFilter = 'all' | Pile | 'problems';

/** The icons of the piles, beside their words (roster-words.ts): a state is never shown by colour alone. */
export const PILE_ICONS: Record<Pile, string> = { hand: '●', exhausted: '◐', disabled: '○', killed: '✝' };
