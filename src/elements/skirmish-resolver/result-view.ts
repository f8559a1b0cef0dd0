// The outcome of a roll in `<output part="result">`: the headline, each card's fate by word, icon and colour
// together, each side's dice and the sum behind its total, its details (outcome-card.ts) when opened; then "Resolve" (while discards may still change it, AC-SK-9)
// or, once resolved, kill prevention (AC-SK-8, R5). Loaded with the roll (play.ts).
import { msg, str } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';

import { pileName } from '../../shared/terms.js';
import { FATE_ICONS } from './format.js';
import { headline, type Outcome, type OutcomeSide } from './outcome.js';
import { cardDetails } from './outcome-details.js';
import type { ResolverHost } from './resolver-record.js';
import { resolve, saveFromKill } from './resolving.js';

/** Kill prevention for each Killed card of a resolved outcome (AC-SK-8; R5: the automatic Kill too). */
function killPrevention(outcome: Outcome, host: ResolverHost) {
  const killed = outcome.sides.filter((s) => s.fate === 'killed');
  if (!killed.length) return nothing;
  return html`<div class="prevent" part="kill-prevention">
    ${killed.map(
      (s) =>
        html`<p>
          <button type="button" @click=${() => saveFromKill(host, s.side)}>
            ${s.npc ? msg(str`Save ${s.name} from the Kill: spend 3 Morale`) : msg(str`Save ${s.name} from the Kill: spend 1 Influence`)}
          </button>
          <span class="muted">
            ${
              s.npc
                ? s.commanderName
                  ? msg(str`non-player commander ${s.commanderName}`)
                  : msg('non-player commander')
                : s.commanderName
                  ? msg(str`player-character commander ${s.commanderName}`)
                  : msg('player-character commander')
            }
            <span class="rule">AC-SK-8</span>
          </span>
        </p>`,
    )}
  </div>`;
}

/**
 * One side's roll on a line: its dice (the kept die plain, a dropped one struck through) and the sum behind its total,
 * e.g. "4 1 · Strength 3 + Die 4 = 7": every roll shows its dice and sums without opening the details.
 */
function rolled(outcome: Outcome, s: OutcomeSide) {
  const parts = cardDetails(outcome, s).parts.map((p, i) =>
    i === 0 ? `${p.label} ${p.value}` : `${p.value < 0 ? '−' : '+'} ${p.label} ${Math.abs(p.value)}`,
  );
  return html`<li>
    <strong>${s.name}</strong>
    ${s.dice.map((d) =>
      s.dice.length > 1 && !d.kept
        ? html`<s class="rolled-die">${d.value}<span class="visually-hidden"> ${msg('dropped')}</span></s> `
        : html`<span class="rolled-die">${d.value}<span class="visually-hidden"> ${msg('kept')}</span></span> `,
    )}
    · ${parts.join(' ')} = ${s.total}
  </li>`;
}

/**
 * What the roll decided: the outcome in `<output part="result">` with its `details` (drawn while open), and the
 * action that comes next.
 * @example renderResult(outcome, host, details)
 */
export function renderResult(outcome: Outcome, host: ResolverHost, details: unknown): TemplateResult {
  const resolved = !!outcome.number;
  return html`<output part="result" aria-live="off" class=${resolved ? 'resolved' : 'pending'}>
      <div class="headline">${headline(outcome)}</div>
      <p class="fates">
        ${outcome.sides.map(
          (s) =>
            html`<span class="fate-of"
                >${s.name}
                <span class="fate ${s.side} ${s.fate}"
                  ><span aria-hidden="true">${FATE_ICONS[s.fate]}</span> ${pileName(s.fate)}</span
                ></span
              >${' '}`,
        )}
      </p>
      <ul class="rolled">
        ${outcome.sides.map((s) => rolled(outcome, s))}
      </ul>
      <div class="status" tabindex="-1">
        ${
          resolved
            ? msg(str`Resolved: Skirmish #${outcome.number}`)
            : msg('Not resolved yet: discards (AC-SK-9) may still change it.')
        }
      </div>
      ${details}
    </output>
    ${
      resolved
        ? killPrevention(outcome, host)
        : html`<p class="actions">
            <button type="button" class="primary" @click=${() => resolve(host)}>
              ${outcome.kind === 'unopposed' ? msg('Resolve the Unopposed attack') : msg('Resolve the Skirmish')}
            </button>
          </p>`
    }`;
}
