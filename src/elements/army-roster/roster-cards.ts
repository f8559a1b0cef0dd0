import { html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import { repeat } from 'lit/directives/repeat.js';

import type { RosterChangeDetail } from '../../events/index.js';
import { type Pile, PILES } from '../../rules/army/index.js';
import { sameName } from '../../rules/core/index.js';
import { MAX_TRAININGS } from '../../rules/economy/index.js';
import { renderProblems } from '../../shared/problems.js';
import { capital } from '../../shared/words.js';
import { type CardFilter, orderCards, PILE_ICONS, PILE_LABELS, type SortKey, SORTS } from './roster-order.js';
import { type CardView, retinueOf } from './roster-state.js';

/** What a card's controls do; each names the card by its id. */
export interface CardHandlers {
  readonly pile: (id: string, pile: Pile) => void;
  readonly edit: (id: string) => void;
  readonly remove: (id: string) => void;
  readonly fairEscape: (id: string) => void;
}

/**
 * The state of a card as a row of four choices, word + icon + colour: native radio buttons, so a click picks one
 * and the arrow keys move between them. Only the chosen one shows its word; the others show their icon, with
 * the word as their accessible name and tooltip.
 */
function pileChoices(view: CardView, name: string, on: CardHandlers) {
  const { id, pile } = view.entry;
  return html`<fieldset class="piles">
    <legend class="visually-hidden">State of ${name}</legend>
    ${PILES.map(
      (p) =>
        html`<label class="pile" data-pile=${p} title=${PILE_LABELS[p]}
          ><input type="radio" name="pile-${id}" .checked=${live(p === pile)} @change=${() => on.pile(id, p)} /><span
            aria-hidden="true"
            class="icon"
            >${PILE_ICONS[p]}</span
          ><span class="word">${PILE_LABELS[p]}</span></label
        >`,
    )}
    <span class="print-only">${PILE_ICONS[pile]} ${PILE_LABELS[pile]}</span>
  </fieldset>`;
}

/**
 * One card of the list: name, Strength (with the Retinue's +1 when this roster's commander owns it, AC-EC-6),
 * Role, Path and traits, its state, and its actions. A card the rules cannot read is shown as written, with
 * what is wrong, and is left out of every figure; what the rules only warn about (no name, an unknown trait) is
 * tagged on the card.
 */
function renderCard(view: CardView, commander: string, on: CardHandlers) {
  const { entry, unit } = view;
  const name = unit?.name ?? (entry.name || 'Unnamed unit');
  const retinue = retinueOf(view, commander); // AC-EC-6
  const canEscape = retinue > 0 && entry.pile !== 'killed';
  const meta = unit
    ? [capital(unit.role), unit.path ? capital(unit.path) : '', ...(unit.traits ?? [])]
    : [entry.role && `role '${entry.role}'`, entry.path && `path '${entry.path}'`, entry.traits];
  const strength = unit ? (unit.strength ?? '-') : entry.strength || '?';
  return html`<li class="card" part="card" data-pile=${unit ? entry.pile : 'bad'} data-id=${entry.id}>
    <div class="who">
      <span class="head">
        <span class="name">${name}</span>
        <span class="strength" title="Strength"
          ><span class="visually-hidden">Strength </span>${strength}${
            retinue ? html`<span class="bonus"> +${retinue}</span>` : nothing
          }</span
        >
      </span>
      <span class="details">
        <span class="meta">${meta.filter(Boolean).join(' · ')}</span>
        ${retinue ? html`<span class="tag">Retinue +1</span>` : nothing}
        ${entry.owner && !retinue ? html`<span class="tag">Retinue of ${entry.owner}</span>` : nothing}
        ${entry.quest ? html`<span class="tag">Quest</span>` : nothing}
        ${view.trained ? html`<span class="tag">Trained ${view.trained}/${MAX_TRAININGS}</span>` : nothing}
        ${view.warnings.map((w) => html`<span class="tag warn"><span aria-hidden="true">⚠</span> ${capital(w)}</span>`)}
        ${
          canEscape
            ? html`<button
                @click=${() => on.fairEscape(entry.id)}
                aria-label="Fair Escape −2: ${name}"
                title="Instead of spending Influence on Fair Escape (AC-EC-6)"
              >
                Fair Escape −2
              </button>`
            : nothing
        }
      </span>
    </div>
    ${unit ? pileChoices(view, name, on) : renderProblems(view.errors)}
    <div class="actions">
      <button @click=${() => on.edit(entry.id)} aria-label="Edit ${name}">Edit</button>
      <button @click=${() => on.remove(entry.id)} aria-label="Remove ${name}">Remove</button>
    </div>
  </li>`;
}

export interface ListOptions {
  readonly commander: string;
  readonly sort: SortKey;
  readonly filter: CardFilter;
  readonly onSort: (e: Event) => void;
  readonly onFilter: (e: Event) => void;
}

/**
 * The card list: how many cards are in each pile, the sort and filter controls, the cards, and a note when
 * several cards share a name (a Skirmish result naming only the unit then moves the first one in hand).
 */
export function renderList(views: readonly CardView[], opts: ListOptions, on: CardHandlers) {
  const counts = new Map(PILES.map((p) => [p, views.filter((v) => v.unit && v.entry.pile === p).length]));
  const bad = views.filter((v) => !v.unit).length;
  const names = views.map((v) => v.entry.name.trim().toLowerCase());
  const shared = [...new Set(views.filter((_, i) => names.indexOf(names[i]!) !== i).map((v) => v.entry.name))];
  const option = (value: string, label: string, selected: boolean) =>
    html`<option value=${value} ?selected=${selected}>${label}</option>`;
  return html`<p class="piles-summary">
      ${PILES.map(
        (p) =>
          html`<span class="pile-count" data-pile=${p}
            ><span aria-hidden="true">${PILE_ICONS[p]}</span> ${PILE_LABELS[p]} ${counts.get(p)}</span
          >`,
      )}
      ${
        bad
          ? html`<span class="pile-count" data-pile="bad"><span aria-hidden="true">⚠</span> ${bad} with problems</span>`
          : nothing
      }
    </p>
    <div class="row list-controls">
      <label class="inline"
        >Sort by
        <select @change=${opts.onSort}>
          ${Object.entries(SORTS).map(([key, label]) => option(key, label, opts.sort === key))}
        </select></label
      >
      <label class="inline"
        >Show
        <select @change=${opts.onFilter}>
          ${option('all', `All (${views.length})`, opts.filter === 'all')}
          ${PILES.map((p) => option(p, `${PILE_LABELS[p]} (${counts.get(p)})`, opts.filter === p))}
          ${option('problems', `With problems (${bad})`, opts.filter === 'problems')}
        </select></label
      >
    </div>
    ${
      views.length
        ? html`<ul class="cards" aria-label="Units" tabindex="-1">
            ${repeat(
              orderCards(views, opts.sort, opts.filter),
              (v) => v.entry.id, // each row keeps its card: its radios never show another card's state
              (v) => renderCard(v, opts.commander, on),
            )}
          </ul>`
        : html`<p class="muted">No units yet: add one below, or import an army.</p>`
    }
    ${
      shared.length
        ? html`<p class="muted">
            Several cards share a name (${shared.join(', ')}): a Skirmish result that names only the unit moves the
            first one in hand.
          </p>`
        : nothing
    }`;
}

/** The card shown after `id` in the list, else the one before: where the focus goes when `id` is removed. */
export function cardNear(root: ParentNode, id: string): string | undefined {
  const ids = [...root.querySelectorAll<HTMLElement>('[part~=card]')].map((li) => li.dataset.id);
  const at = ids.indexOf(id);
  return ids[at + 1] ?? ids[at - 1];
}

/**
 * Focuses the first button of card `id`, else the list of cards, else "Add a unit" when none is left: a removed
 * card's keyboard focus stays near it instead of falling to the page.
 */
export function focusCard(root: ParentNode, id: string | undefined) {
  const card = id ? root.querySelector<HTMLElement>(`[part~=card][data-id="${CSS.escape(id)}"] button`) : null;
  (card ?? root.querySelector<HTMLElement>('ul.cards') ?? root.querySelector<HTMLElement>('.editor summary'))?.focus();
}

/** Another roster of the same commander on the page (two armies in one Day): said, since cards are told apart by it. */
export function renderOtherArmies(commander: string, roster: string, rosters: readonly RosterChangeDetail[]) {
  const others = rosters.filter((r) => sameName(r.commander, commander) && (r.roster ?? '') !== roster);
  return others.length
    ? html`<p class="muted">
        ${commander} also leads ${others.map((r) => r.name || r.roster).join(', ')} on this page: each army moves only
        its own cards.
      </p>`
    : nothing;
}
