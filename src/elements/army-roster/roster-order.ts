import { type Pile, PILES } from '../../rules/army/index.js';
import { PATHS, ROLES } from '../../rules/core/index.js';
import type { CardView } from './roster-state.js';

/** How the list is ordered: as the army is written, or by one column. */
export const SORTS = {
  army: 'Army order',
  name: 'Name',
  strength: 'Strength (strongest first)',
  role: 'Role',
  path: 'Path',
  pile: 'State',
} as const;
export type SortKey = keyof typeof SORTS;

/** Which cards the list shows: all, one pile, or those with problems. */
export type CardFilter = 'all' | Pile | 'problems';

/** The words and icons of the piles: a state is never shown by colour alone. */
export const PILE_LABELS: Record<Pile, string> = {
  hand: 'In hand',
  exhausted: 'Exhausted',
  disabled: 'Disabled',
  killed: 'Killed',
};
export const PILE_ICONS: Record<Pile, string> = { hand: '●', exhausted: '◐', disabled: '○', killed: '✝' };

/** Position in a list of words; unknown or missing words sort last. */
const rank = (list: readonly string[], word: string | undefined) => {
  const at = word === undefined ? -1 : list.indexOf(word);
  return at === -1 ? list.length : at;
};

const KEYS: Record<Exclude<SortKey, 'army' | 'name'>, (card: CardView) => number> = {
  // Strongest first; "-" after 0, and cards with problems last.
  strength: (c) => (c.unit ? -(c.unit.strength ?? -1) : 2),
  role: (c) => rank(ROLES, c.unit?.role),
  path: (c) => (c.unit ? rank(PATHS, c.unit.path) : PATHS.length + 1),
  pile: (c) => rank(PILES, c.entry.pile),
};

/** The cards to list, filtered and sorted (a stable sort: ties keep the army's order). Sorting is display only. */
export function orderCards(cards: readonly CardView[], sort: SortKey, filter: CardFilter): CardView[] {
  const shown = cards.filter((c) =>
    filter === 'all' ? true : filter === 'problems' ? c.errors.length > 0 : c.entry.pile === filter && !c.errors.length,
  );
  if (sort === 'army') return shown;
  if (sort === 'name')
    return shown.sort((a, b) => a.entry.name.localeCompare(b.entry.name, undefined, { numeric: true }));
  const key = KEYS[sort];
  return shown.sort((a, b) => key(a) - key(b));
}
