import { msg, str } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';

import type { RosterChangeDetail } from '../../events/index.js';
import { type Pile, PILES } from '../../rules/army/index.js';
import { sameName } from '../../rules/core/index.js';
import { MAX_TRAININGS } from '../../rules/economy/index.js';
import { formatList, formatNumber } from '../../shared/localize.js';
import { renderProblems } from '../../shared/problems.js';
import { pathName, roleName, traitName } from '../../shared/terms.js';
import { capital } from '../../shared/words.js';
import { PILE_ICONS } from './roster-order.js';
import { type CardView, retinueOf } from './roster-state.js';
import { pileLabel } from './roster-words.js';

/** What a card's control asks for, of the card `id` (`pile`: the state chosen). */
export type CardAct = (act: 'pile' | 'edit' | 'remove' | 'fairEscape', id: string, pile?: Pile) => void;

/**
 * The state of a card as a row of four choices, word + icon + colour: native radio buttons, so a click picks one
 * and the arrow keys move between them. Each is named by its word; only the chosen one shows it, the others their
 * icon, with the word as their tooltip. Which one is checked is set after each update (see {@link checkPiles}).
 */
function pileChoices(view: CardView, name: string, on: CardAct) {
  const { id, pile } = view.entry;
  return html`<fieldset class="piles" aria-label=${msg(str`State of ${name}`)}>
    ${PILES.map((p) => {
      const label = pileLabel(p);
      return html`<label class="pile" data-pile=${p} title=${label}
        ><input type="radio" name="pile-${id}" aria-label=${label} @change=${() => on('pile', id, p)} /><span
          aria-hidden="true"
          >${PILE_ICONS[p]}${p === pile ? ` ${label}` : ''}</span
        ></label
      >`;
    })}
  </fieldset>`;
}

/**
 * One card of the list: name, Strength (with the Retinue's +1 when this roster's commander owns it, AC-EC-6),
 * Role, Path and traits, its state, and its actions. A card the rules cannot read is shown as written, with
 * what is wrong, and is left out of every figure; what the rules only warn about (no name, an unknown trait) is
 * tagged on the card.
 */
function renderCard(view: CardView, commander: string, on: CardAct) {
  const { entry, unit } = view;
  // The name as written (the rules' "Unnamed unit" is English): the same text for a unit the rules can read.
  const name = entry.name || msg('Unnamed unit');
  const retinue = retinueOf(view, commander); // AC-EC-6
  const canEscape = retinue > 0 && entry.pile !== 'killed';
  const meta = unit
    ? [roleName(unit.role), unit.path ? pathName(unit.path) : '', ...(unit.traits ?? []).map(traitName)]
    : [entry.role && msg(str`role '${entry.role}'`), entry.path && msg(str`path '${entry.path}'`), entry.traits];
  const strength = unit ? (unit.strength === null ? '-' : formatNumber(unit.strength)) : entry.strength || '?';
  return html`<li class="card" part="card" data-pile=${unit ? entry.pile : 'bad'} data-id=${entry.id}>
    <span class="head">
      <span class="name">${name}</span>
      <span class="strength" title=${msg('Strength')}
        ><span class="visually-hidden">${msg('Strength')} </span>${strength}${
          retinue ? html`<span class="bonus"> +${retinue}</span>` : nothing
        }</span
      >
    </span>
    <span class="details">
      <span class="meta">${meta.filter(Boolean).join(' · ')}</span>
      ${retinue ? html`<span class="tag">${msg('Retinue +1')}</span>` : nothing}
      ${entry.owner && !retinue ? html`<span class="tag">${msg(str`Retinue of ${entry.owner}`)}</span>` : nothing}
      ${entry.quest ? html`<span class="tag">${msg('Quest')}</span>` : nothing}
      ${view.trained ? html`<span class="tag">${msg(str`Trained ${view.trained}/${MAX_TRAININGS}`)}</span>` : nothing}
      ${view.warnings.map((w) => html`<span class="tag warn"><span aria-hidden="true">⚠</span> ${capital(w)}</span>`)}
      ${
        canEscape
          ? html`<button
              @click=${() => on('fairEscape', entry.id)}
              aria-label=${msg(str`Fair Escape −2: ${name}`)}
              title=${msg('Instead of spending Influence on Fair Escape (AC-EC-6)')}
            >
              ${msg('Fair Escape −2')}
            </button>`
          : nothing
      }
    </span>
    ${unit ? pileChoices(view, name, on) : renderProblems(view.errors)}
    <button class="edit" @click=${() => on('edit', entry.id)} aria-label=${msg(str`Edit ${name}`)}>
      ${msg('Edit')}
    </button>
    <button class="remove" @click=${() => on('remove', entry.id)} aria-label=${msg(str`Remove ${name}`)}>
      ${msg('Remove')}
    </button>
  </li>`;
}

/**
 * Checks each card's state as the roster has it, after every update, from the DOM as it is (what Lit's `live` would do
 * per radio, for less code): a click the roster did not follow, or a row that now shows another card (rows are kept
 * by position in the army's order, see {@link Rows}), would otherwise keep the radio checked before.
 */
export function checkPiles(root: ParentNode) {
  for (const card of root.querySelectorAll<HTMLElement>('[part~=card]'))
    for (const choice of card.querySelectorAll<HTMLElement>('.pile'))
      choice.querySelector('input')!.checked = choice.dataset.pile === card.dataset.pile;
}

/**
 * How the rows are laid out: by position (the army's order, where a row keeps its place), or, once cards are sorted
 * or filtered, keyed by card (roster-sort.ts), so that a card whose state moves it keeps its row and focus.
 */
export type Rows = (shown: readonly CardView[], row: (view: CardView) => TemplateResult) => unknown;

const byPosition: Rows = (shown, row) => shown.map(row);

/** How many readable cards are in each pile, and how many cannot be read (`bad`). */
export function pileCounts(views: readonly CardView[]): Map<Pile | 'bad', number> {
  const counts = new Map<Pile | 'bad', number>(PILES.map((p) => [p, 0]));
  for (const v of views) {
    const pile = v.unit ? v.entry.pile : 'bad';
    counts.set(pile, (counts.get(pile) ?? 0) + 1);
  }
  return counts;
}

/**
 * The card list: how many cards are in each pile (`summary`, drawn after the first frame), the cards (`shown`: sorted
 * and filtered, see roster-sort.ts), and a note when several cards share a name (a Skirmish result naming only the
 * unit then moves the first one in hand). `sorting` is the "Sort and filter" panel, between the summary and the cards.
 */
export function renderList(
  views: readonly CardView[],
  shown: readonly CardView[],
  opts: {
    readonly commander: string;
    readonly summary: unknown;
    readonly sorting: unknown;
    readonly rows?: Rows | undefined;
  },
  on: CardAct,
) {
  const names = views.map((v) => v.entry.name.trim().toLowerCase());
  const shared = [...new Set(views.filter((_, i) => names.indexOf(names[i]!) !== i).map((v) => v.entry.name))];
  return html`${opts.summary} ${opts.sorting}
  ${
    views.length
      ? html`<ul class="cards" aria-label=${msg('Units')} tabindex="-1">
          ${(opts.rows ?? byPosition)(shown, (v) => renderCard(v, opts.commander, on))}
        </ul>`
      : html`<p class="muted">${msg('No units yet: add one below, or import an army.')}</p>`
  }
  ${
    shared.length
      ? html`<p class="muted">
          ${msg(
            str`Several cards share a name (${formatList(shared)}): a Skirmish result that names only the unit moves the first one in hand.`,
          )}
        </p>`
      : nothing
  }`;
}

/** Another roster of the same commander on the page (two armies in one Day): said, since cards are told apart by it. */
export function renderOtherArmies(commander: string, roster: string, rosters: readonly RosterChangeDetail[]) {
  const others = rosters.filter((r) => sameName(r.commander, commander) && (r.roster ?? '') !== roster);
  return others.length
    ? html`<p class="muted">
        ${msg(
          str`${commander} also leads ${formatList(others.map((r) => r.name || r.roster || ''))} on this page: each army moves only its own cards.`,
        )}
      </p>`
    : nothing;
}
