// The Skirmishes resolved in this element, newest first, one line each.
import { html, type TemplateResult } from 'lit';

import { FATES } from './format.js';
import { type Outcome, summary } from './outcome.js';

/**
 * The history section.
 * @example renderHistory([outcome])
 */
export function renderHistory(history: readonly Outcome[]): TemplateResult {
  return html`<section class="history" part="history" aria-labelledby="history-title">
    <h3 id="history-title">Resolved here <span class="muted">(newest first)</span></h3>
    ${
      history.length
        ? html`<ol>
            ${history.map(
              (o) =>
                html`<li>
                  <span class="number">#${o.number}</span>
                  <span class="line">
                    ${o.sides.map(
                      (s) => html`<span class="fate-icon ${s.fate}" aria-hidden="true">${FATES[s.fate].icon}</span>`,
                    )}
                    ${summary(o)}
                    ${o.sides.flatMap((s) => s.notes).map((n) => html` <span class="muted">${n.text}.</span>`)}
                  </span>
                </li>`,
            )}
          </ol>`
        : html`<p class="muted">Nothing resolved yet.</p>`
    }
  </section>`;
}
