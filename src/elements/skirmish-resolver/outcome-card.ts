// The outcome card's details, in `<output part="result">` once opened: each side's dice (kept die marked, dropped die
// struck through), Strength, every bonus with its source, the total and why the card got its fate, then the
// decision steps, the margin and the rulings that applied. Loaded when the details are opened.
import { msg } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';

import type { RuleNote } from '../../rules/core/index.js';
import { signed } from '../../rules/skirmish/index.js';
import { sideName } from '../../shared/terms.js';
import { diceFaces } from './dice-faces.js';
import type { Outcome, OutcomeSide } from './outcome.js';
import { cardStyles as styles } from './outcome-card.styles.js';
import { cardDetails, rulings, steps } from './outcome-details.js';

export { styles };

const rule = (note: Pick<RuleNote, 'rule'>) => html`<span class="rule">${note.rule}</span>`;

function card(outcome: Outcome, s: OutcomeSide) {
  const { roll, parts, because, notes } = cardDetails(outcome, s);
  return html`<div class="card ${s.side}">
    <div><span class="side-word">${sideName(s.side)}</span> <strong>${s.name}</strong></div>
    <div class="dice-row">
      ${diceFaces(s.dice, 'die')}
      <span class="muted">${roll.text}</span> ${rule(roll)}
    </div>
    <dl class="sum">
      ${parts.map(
        (p) =>
          html`<div class="from-${p.source}">
            <dt>${p.label} ${p.source === 'strength' || p.source === 'die' ? nothing : rule(p)}</dt>
            <dd>${p.source === 'strength' ? p.value : signed(p.value)}</dd>
          </div>`,
      )}
      <div class="total">
        <dt>${msg('Total')}</dt>
        <dd>${s.total}</dd>
      </div>
    </dl>
    <div class="muted">${because.text} ${rule(because)}</div>
    ${notes.map((n) => html`<div class="note">${n.text} ${rule(n)}</div>`)}
  </div>`;
}

/**
 * The details of `outcome`: the cards, the steps and the rulings.
 * @example renderOutcomeDetails(outcome)
 */
export function renderOutcomeDetails(outcome: Outcome): TemplateResult {
  const { trace } = outcome.result;
  const decided = steps(outcome);
  const notes = rulings(outcome.view, trace, outcome.defensePlay);
  return html`<div class="cards">${outcome.sides.map((s) => card(outcome, s))}</div>
    ${
      decided.length
        ? html`<ol class="steps" aria-label=${msg('Steps')}>
            ${decided.map((s) => html`<li>${s.text} ${rule(s)}</li>`)}
          </ol>`
        : nothing
    }
    ${
      notes.length
        ? html`<ul class="rulings" part="rulings" aria-label=${msg('Rules and rulings applied')}>
            ${notes.map((r) => html`<li>${rule(r)} ${r.text}</li>`)}
          </ul>`
        : nothing
    }`;
}
