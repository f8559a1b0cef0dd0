// AC-SK-9: cards discarded for a Strength bonus before the Skirmish resolves, each a separate entry,
// in the order the commanders discarded them (the attacker first, then in turn). A bonus may go to
// either unit; each one from another card sets off a Savant's +2 (AC-SK-10), which the sides show.
import { html, nothing, type TemplateResult } from 'lit';
import { sameName, type SideName } from '../../rules/index.js';
import { renderProblems } from '../../shared/problems.js';
import type { DiscardDraft } from './drafts.js';
import { other, SIDES, sideWord } from './format.js';
import type { SkirmishView } from './skirmish-view.js';

export interface DiscardEdits {
  addDiscard(): void;
  discard(index: number, change: Partial<DiscardDraft>): void;
  removeDiscard(index: number): void;
}

/** The attacker discards first, then the commanders take turns (AC-SK-9). */
export const nextDiscarder = (discards: readonly DiscardDraft[]): SideName =>
  discards.length ? other(discards[discards.length - 1]!.by) : 'offense';

const value = (e: Event) => (e.target as HTMLInputElement | HTMLSelectElement).value;

/** The discarding commander's cards in hand, when a roster names them; the cards in the Skirmish left out. */
function handOf(view: SkirmishView, by: SideName) {
  const commander = view.sides[by].commander;
  const fighting = new Set(SIDES.map((s) => view.sides[s].cardId));
  const picks = view.sides[by].picks.find((p) => sameName(p.roster.commander, commander));
  return picks?.cards.filter((c) => !fighting.has(c.id)) ?? [];
}

function entry(i: number, d: DiscardDraft, view: SkirmishView, edits: DiscardEdits) {
  const n = i + 1;
  const id = (key: string) => `discard-${i}-${key}`;
  const hand = handOf(view, d.by);
  const sideOptions = (chosen: SideName, word: (s: SideName) => string) =>
    SIDES.map((s) => html`<option value=${s} .selected=${s === chosen}>${word(s)}</option>`);
  const bad = view.discardProblems.some((p) => p.startsWith(`Discard #${n}:`) && !p.includes('ignored'));
  return html`<li>
    <fieldset class="discard">
      <legend>Discard #${n}</legend>
      <div class="field">
        <label for=${id('by')}>By</label>
        <select id=${id('by')} @change=${(e: Event) => edits.discard(i, { by: value(e) as SideName, cardId: '' })}>
          ${sideOptions(d.by, (s) => `${sideWord(s)} commander`)}
        </select>
      </div>
      ${
        hand.length
          ? html`<div class="field">
              <label for=${id('card')}>Card</label>
              <select
                id=${id('card')}
                @change=${(e: Event) => {
                  const card = hand.find((c) => c.id === value(e));
                  edits.discard(i, { cardId: card?.id ?? '', name: card?.unit.name ?? '' });
                }}
              >
                <option value="" .selected=${!d.cardId}>a card not in hand here</option>
                ${hand.map((c) => html`<option value=${c.id} .selected=${c.id === d.cardId}>${c.unit.name}</option>`)}
              </select>
            </div>`
          : nothing
      }
      ${
        d.cardId
          ? nothing
          : html`<div class="field">
              <label for=${id('name')}>Card name</label>
              <input
                id=${id('name')}
                autocomplete="off"
                placeholder="optional"
                .value=${d.name}
                @input=${(e: Event) => edits.discard(i, { name: value(e) })}
              />
            </div>`
      }
      <div class="field bonus">
        <label for=${id('bonus')}>Bonus</label>
        <input
          id=${id('bonus')}
          inputmode="numeric"
          autocomplete="off"
          aria-invalid=${bad}
          .value=${d.bonus}
          @input=${(e: Event) => edits.discard(i, { bonus: value(e) })}
        />
      </div>
      <div class="field">
        <label for=${id('for')}>For</label>
        <select id=${id('for')} @change=${(e: Event) => edits.discard(i, { target: value(e) as SideName })}>
          ${sideOptions(d.target, (s) => `${sideWord(s)}: ${view.sides[s].unit?.name ?? 'its unit'}`)}
        </select>
      </div>
      <button type="button" class="remove" @click=${() => edits.removeDiscard(i)}>
        <span aria-hidden="true">✕</span><span class="visually-hidden">Remove discard #${n}</span>
      </button>
    </fieldset>
  </li>`;
}

/**
 * The discards section.
 * @example renderDiscards(view, discards, edits)
 */
export function renderDiscards(
  view: SkirmishView,
  discards: readonly DiscardDraft[],
  edits: DiscardEdits,
): TemplateResult {
  return html`<section class="discards" part="discards" aria-labelledby="discards-title">
    <h3 id="discards-title">Discards for a bonus <span class="rule">AC-SK-9</span></h3>
    <p class="muted">
      Until the Skirmish is resolved, even after the roll: the attacker first, then in turn. Each discarded card goes to
      its owner's Disabled pile.
    </p>
    ${
      discards.length
        ? html`<ol>
            ${discards.map((d, i) => entry(i, d, view, edits))}
          </ol>`
        : nothing
    }
    <button type="button" @click=${() => edits.addDiscard()}>
      Add a discard <span class="muted">(${sideWord(nextDiscarder(discards))} next)</span>
    </button>
    ${renderProblems(view.discardProblems)}
  </section>`;
}
