import { msg } from '@lit/localize';
import { html, nothing } from 'lit';
import { guard } from 'lit/directives/guard.js';

import { battleRuling, type BattleState } from '../../rules/battle/index.js';
import { totalMorale } from '../../rules/morale/index.js';
import { onOffense } from '../../rules/table/index.js';
import type { LazyPanel } from '../../shared/lazy-panel.js';
import { currentLanguage, formatList, formatNumber } from '../../shared/localize.js';
import { rulingWords } from '../../shared/rule-words/rulings.js';
import { pileName } from '../../shared/terms.js';

const PILES = ['hand', 'exhausted', 'disabled', 'killed'] as const;

/** What the "Morale and piles" panel shows of one commander. */
interface SideShown {
  readonly name: string;
  readonly onOffense: boolean;
  readonly morale: number;
  readonly routed: boolean;
  /** A player commander's Influence; an NPC has none (null). */
  readonly influence: number | null;
  /** The units' names in each of PILES. */
  readonly piles: readonly (readonly string[])[];
}

const sidesShown = (state: BattleState): SideShown[] =>
  state.commanders.map((c, seat) => ({
    name: c.name,
    onOffense: onOffense(state) === seat,
    morale: totalMorale(c.morale),
    routed: c.morale.routed,
    influence: c.morale.npc ? null : c.influence,
    piles: PILES.map((pile) => c[pile].flatMap((id) => state.cards[id]?.unit.name ?? [])),
  }));

/**
 * Each commander's Morale and piles, card names listed (AC-GL): the "Morale and piles" panel. Most steps change
 * neither, so the panel is drawn again only when what it shows (or the language) has changed.
 */
export function renderSides(state: BattleState) {
  const sides = sidesShown(state);
  return guard([JSON.stringify(sides), currentLanguage()], () => drawSides(sides));
}

const drawSides = (sides: readonly SideShown[]) =>
  html`<div class="sides">
    ${sides.map(
      (side) =>
        html`<section class="side" aria-label=${side.name}>
          <h4>${side.name}${side.onOffense ? html` <span class="muted">· ${msg('on Offense')}</span>` : nothing}</h4>
          <dl>
            <dt>${msg('Morale')}</dt>
            <dd>${formatNumber(side.morale)}${side.routed ? ` · ${msg('Routed')}` : ''}</dd>
            ${
              side.influence === null
                ? nothing
                : html`<dt>${msg('Influence')}</dt>
                    <dd>${formatNumber(side.influence)}</dd>`
            }
            ${PILES.map(
              (pile, k) =>
                html`<dt>${pileName(pile)}</dt>
                  <dd>${formatList(side.piles[k]!, 'unit') || '—'}</dd>`,
            )}
          </dl>
        </section>`,
    )}
  </div>`;

/**
 * The project's rulings (R7 on) that the words on screen cite — the decision, its buttons, what just happened — each
 * with its text, drawn when opened, so that nobody needs the rules page open to know why the board does what it does.
 */
export function renderRulings(texts: readonly string[], panelOf: (id: string) => LazyPanel<object>) {
  const ids = new Set(texts.flatMap((text) => text.match(/\bR\d+\b/g) ?? []));
  const rulings = [...ids].flatMap((id) => battleRuling(id) ?? []);
  return rulings.length
    ? html`<div class="rulings" aria-label=${msg('Rulings that apply')}>
        ${rulings.map((r) => {
          const { title, text } = rulingWords(r);
          return panelOf(r.id).details(`${r.id} · ${title}`, () => html`<p>${text}</p>`);
        })}
      </div>`
    : nothing;
}
