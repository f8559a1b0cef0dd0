// AC-SK-9: cards discarded for a Strength bonus before the Skirmish resolves, each a separate entry,
// in the order the commanders discarded them (the attacker first, then in turn). A bonus may go to
// either unit; each one from another card sets off a Savant's +2 (AC-SK-10), which the sides show.
//
// How a player at the table expects it to behave (our reading of AC-SK-9, stated in the element's docs):
// - a new discard is by the commander whose turn it is, and changes nothing until its bonus is typed:
//   cards say what they give (+1, +2, −1…), so the widget does not guess; an entry without a bonus is
//   "pending" and counts for nothing, in the odds, the roll or the events;
// - "For" follows "By" (a commander usually helps their own unit) until the player chooses "For" by hand.
//
// Loaded when the discards are opened: most Skirmishes have none.
import { msg, str } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';

import type { SideName } from '../../rules/skirmish/index.js';
import { renderProblems } from '../../shared/problems.js';
import { sideName } from '../../shared/terms.js';
import { discardStyles as styles } from './discard-list.styles.js';
import { SIDES } from './format.js';
import { nextDiscarder } from './setup.js';
import type { DiscardSetup } from './side-setup.js';
import type { SkirmishView } from './skirmish-view.js';

export { styles };

export interface DiscardEdits {
  addDiscard(): void;
  discard(index: number, change: Partial<DiscardSetup>): void;
  removeDiscard(index: number): void;
}

const value = (e: Event) => (e.target as HTMLInputElement | HTMLSelectElement).value;

/** What changes when "By" is chosen: the card is picked again from that hand; "For" follows unless chosen. */
const byChange = (d: DiscardSetup, by: SideName): Partial<DiscardSetup> => ({
  by,
  cardId: '',
  ...(d.targetChosen ? {} : { target: by }),
});

function entry(i: number, d: DiscardSetup, view: SkirmishView, edits: DiscardEdits) {
  const n = i + 1;
  const id = (key: string) => `discard-${i}-${key}`;
  const hand = view.sides[d.by].hand;
  const pending = d.bonus.trim() === '';
  const sideOptions = (chosen: SideName, word: (s: SideName) => string) =>
    SIDES.map((s) => html`<option value=${s} .selected=${s === chosen}>${word(s)}</option>`);
  const bad = view.discardProblems.some((p) => p.startsWith(`Discard #${n}:`) && !p.includes('ignored'));
  return html`<li>
    <fieldset class="discard">
      <legend>${msg(str`Discard #${n}`)}</legend>
      <div class="field">
        <label for=${id('by')}>${msg('By')}</label>
        <select id=${id('by')} @change=${(e: Event) => edits.discard(i, byChange(d, value(e) as SideName))}>
          ${sideOptions(d.by, (s) => (s === 'offense' ? msg('Offense commander') : msg('Defense commander')))}
        </select>
      </div>
      ${
        hand.length
          ? html`<div class="field">
              <label for=${id('card')}>${msg('Card')}</label>
              <select
                id=${id('card')}
                @change=${(e: Event) => {
                  const card = hand.find((c) => c.id === value(e));
                  edits.discard(i, { cardId: card?.id ?? '', name: card?.unit.name ?? '' });
                }}
              >
                <option value="" .selected=${!d.cardId}>${msg('a card not in hand here')}</option>
                ${hand.map((c) => html`<option value=${c.id} .selected=${c.id === d.cardId}>${c.unit.name}</option>`)}
              </select>
            </div>`
          : nothing
      }
      ${
        d.cardId
          ? nothing
          : html`<div class="field">
              <label for=${id('name')}>${msg('Card name')}</label>
              <input
                id=${id('name')}
                autocomplete="off"
                placeholder=${msg('optional')}
                .value=${d.name}
                @input=${(e: Event) => edits.discard(i, { name: value(e) })}
              />
            </div>`
      }
      <div class="field bonus">
        <label for=${id('bonus')}>${msg('Bonus')}</label>
        <input
          id=${id('bonus')}
          inputmode="numeric"
          autocomplete="off"
          placeholder="+1"
          aria-invalid=${bad}
          aria-describedby=${pending ? id('pending') : nothing}
          .value=${d.bonus}
          @input=${(e: Event) => edits.discard(i, { bonus: value(e) })}
        />
      </div>
      <div class="field">
        <label for=${id('for')}>${msg('For')}</label>
        <select
          id=${id('for')}
          @change=${(e: Event) => edits.discard(i, { target: value(e) as SideName, targetChosen: true })}
        >
          ${sideOptions(d.target, (s) => `${sideName(s)}: ${view.sides[s].unit?.name ?? msg('its unit')}`)}
        </select>
      </div>
      <button type="button" class="remove" @click=${() => edits.removeDiscard(i)}>
        <span aria-hidden="true">✕</span><span class="visually-hidden">${msg(str`Remove discard #${n}`)}</span>
      </button>
      ${
        pending
          ? html`<p class="pending-note muted" id=${id('pending')}>
              ${msg('Pending: type the bonus the card gives (e.g. +1); until then it changes nothing.')}
            </p>`
          : nothing
      }
    </fieldset>
  </li>`;
}

/**
 * The discards, in the order they were made, and the button that adds the next one.
 * @example renderDiscards(view, discards, edits)
 */
export function renderDiscards(
  view: SkirmishView,
  discards: readonly DiscardSetup[],
  edits: DiscardEdits,
): TemplateResult {
  return html`<p class="muted">
      ${msg(
        "Until the Skirmish is resolved, even after the roll: the attacker first, then in turn. Each discarded card goes to its owner's Disabled pile.",
      )}
    </p>
    ${
      discards.length
        ? html`<ol>
            ${discards.map((d, i) => entry(i, d, view, edits))}
          </ol>`
        : nothing
    }
    <button type="button" @click=${() => edits.addDiscard()}>
      ${msg('Add a discard')}
      <span class="muted">(${nextDiscarder(discards) === 'offense' ? msg('Offense next') : msg('Defense next')})</span>
    </button>
    ${renderProblems(view.discardProblems)}`;
}
