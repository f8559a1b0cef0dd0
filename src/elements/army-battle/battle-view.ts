import { msg } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';

import { battleRuling, type BattleState } from '../../rules/battle/index.js';
import { totalMorale } from '../../rules/morale/index.js';
import { onOffense } from '../../rules/table/index.js';
import type { LazyPanel } from '../../shared/lazy-panel.js';
import { formatList, formatNumber } from '../../shared/localize.js';
import { rulingWords } from '../../shared/rule-words/rulings.js';
import { pileName } from '../../shared/terms.js';

const PILES = ['hand', 'exhausted', 'disabled', 'killed'] as const;

/** Each commander's Morale and piles, card names listed (AC-GL): the "Morale and piles" panel. */
export function renderSides(state: BattleState): TemplateResult {
  return html`<div class="sides">
    ${state.commanders.map(
      (c, seat) =>
        html`<section class="side" aria-label=${c.name}>
          <h4>
            ${c.name}${onOffense(state) === seat ? html` <span class="muted">· ${msg('on Offense')}</span>` : nothing}
          </h4>
          <dl>
            <dt>${msg('Morale')}</dt>
            <dd>${formatNumber(totalMorale(c.morale))}${c.morale.routed ? ` · ${msg('Routed')}` : ''}</dd>
            ${
              c.morale.npc
                ? nothing
                : html`<dt>${msg('Influence')}</dt>
                    <dd>${formatNumber(c.influence)}</dd>`
            }
            ${PILES.map(
              (pile) =>
                html`<dt>${pileName(pile)}</dt>
                  <dd>
                    ${
                      formatList(
                        c[pile].flatMap((id) => state.cards[id]?.unit.name ?? []),
                        'unit',
                      ) || '—'
                    }
                  </dd>`,
            )}
          </dl>
        </section>`,
    )}
  </div>`;
}

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
