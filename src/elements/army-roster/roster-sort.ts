// "Sort and filter" (loaded on first open): the list by one column, or only the cards of one state. Display only:
// the army's order and the cards stay as they are.
import { msg, str } from '@lit/localize';
import { css, html } from 'lit';
import { repeat } from 'lit/directives/repeat.js';

import { type Pile, PILES } from '../../rules/army/index.js';
import { PATHS, ROLES } from '../../rules/core/index.js';
import { formatNumber } from '../../shared/localize.js';
import type { Rows } from './roster-cards.js';
import type { CardFilter, SortKey } from './roster-order.js';
import type { CardView } from './roster-state.js';
import { pileLabel } from './roster-words.js';

export const styles = css`
  .sort[open] > .row {
    padding-top: var(--_space-xs);
  }
`;

/** The orders offered, in the language drawn. */
const sorts = (): Record<SortKey, string> => ({
  army: msg('Army order'),
  name: msg('Name'),
  strength: msg('Strength (strongest first)'),
  role: msg('Role'),
  path: msg('Path'),
  pile: msg('State'),
});

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

/** The cards to list, filtered and sorted (a stable sort: ties keep the army's order). */
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

/** Sorted or filtered, each row keeps its card: a card that moves (its state changed) takes its row, and focus, along. */
export const rows: Rows = (shown, row) => repeat(shown, (v) => v.entry.id, row);

/** The order and filter chosen, and how the reader chooses others. */
export interface SortChoice {
  readonly sort: SortKey;
  readonly filter: CardFilter;
  readonly choose: (sort: SortKey, filter: CardFilter) => void;
}

/** What the panel's summary says while the filter hides cards (`shown` of `total`); nothing while it hides none. */
export const hiding = (shown: number, total: number) =>
  shown < total ? msg(str`Sort and filter · showing ${formatNumber(shown)} of ${formatNumber(total)}`) : undefined;

const chosen = (e: Event) => (e.target as HTMLSelectElement).value;

/** The two choices; "Show" counts the cards of each state (`counts`, as the list's summary has them). */
export function renderSort(total: number, counts: ReadonlyMap<Pile | 'bad', number>, choice: SortChoice) {
  const option = (value: string, label: string, selected: boolean) =>
    html`<option value=${value} ?selected=${selected}>${label}</option>`;
  const count = (what: Pile | 'bad') => formatNumber(counts.get(what) ?? 0);
  return html`<div class="row">
    <label class="inline"
      >${msg('Sort by')}
      <select @change=${(e: Event) => choice.choose(chosen(e) as SortKey, choice.filter)}>
        ${Object.entries(sorts()).map(([key, label]) => option(key, label, choice.sort === key))}
      </select></label
    >
    <label class="inline"
      >${msg('Show')}
      <select @change=${(e: Event) => choice.choose(choice.sort, chosen(e) as CardFilter)}>
        ${option('all', msg(str`All (${formatNumber(total)})`), choice.filter === 'all')}
        ${PILES.map((p) => option(p, `${pileLabel(p)} (${count(p)})`, choice.filter === p))}
        ${option('problems', msg(str`With problems (${count('bad')})`), choice.filter === 'problems')}
      </select></label
    >
  </div>`;
}
