// The outcome as a roll card, in `<output part="result">`: each side's dice (kept die marked, dropped
// die struck through), Strength, every bonus with its source, the total, the tie-break steps, the
// margin, and each card's fate by word, icon and colour together. Then "Resolve" (while discards may
// still change it, AC-SK-9) or, once resolved, kill prevention (AC-SK-8, R5).
import { html, nothing, type TemplateResult } from 'lit';

import { type RuleNote } from '../../rules/core/index.js';
import { type SideName, signed } from '../../rules/skirmish/index.js';
import { FATES, sideWord } from './format.js';
import type { Outcome, OutcomeSide } from './outcome.js';

export interface OutcomeEdits {
  resolve(): void;
  preventKill(side: SideName): void;
}

const rule = (note: Pick<RuleNote, 'rule'>) => html`<span class="rule">${note.rule}</span>`;

function card(s: OutcomeSide) {
  const fate = FATES[s.fate];
  return html`<div class="card ${s.side}">
    <div class="card-title"><span class="side-word">${sideWord(s.side)}</span> <strong>${s.name}</strong></div>
    <div class="dice-row">
      ${
        s.dice.length
          ? s.dice.map((d) =>
              s.dice.length > 1 && !d.kept
                ? html`<s class="die dropped">${d.value}<span class="visually-hidden"> dropped</span></s>`
                : html`<span class="die kept">${d.value}<span class="visually-hidden"> kept</span></span>`,
            )
          : nothing
      }
      <span class="muted">${s.roll.text}</span> ${rule(s.roll)}
    </div>
    <dl class="sum">
      ${s.parts.map(
        (p) =>
          html`<div class="from-${p.source}">
            <dt>${p.label} ${p.source === 'strength' || p.source === 'die' ? nothing : rule(p)}</dt>
            <dd>${p.source === 'strength' ? p.value : signed(p.value)}</dd>
          </div>`,
      )}
      <div class="total">
        <dt>Total</dt>
        <dd>${s.total}</dd>
      </div>
    </dl>
    <div class="fate ${s.fate}"><span class="icon" aria-hidden="true">${fate.icon}</span> ${fate.word}</div>
    <div class="because muted">${s.because.text} ${rule(s.because)}</div>
    ${s.notes.map((n) => html`<div class="note">${n.text} ${rule(n)}</div>`)}
  </div>`;
}

/** Kill prevention for each Killed card of a resolved outcome (AC-SK-8; R5: the automatic Kill too). */
function killPrevention(outcome: Outcome, edits: OutcomeEdits) {
  const killed = outcome.sides.filter((s) => s.fate === 'killed');
  if (!killed.length) return nothing;
  return html`<div class="prevent" part="kill-prevention">
    ${killed.map(
      (s) =>
        html`<p>
          <button type="button" @click=${() => edits.preventKill(s.side)}>
            Save ${s.name} from the Kill: ${s.npc ? 'spend 3 Morale' : 'spend 1 Influence'}
          </button>
          <span class="muted">
            ${s.npc ? 'non-player' : 'player-character'} commander${s.commanderName ? ` ${s.commanderName}` : ''}
            <span class="rule">AC-SK-8</span>
          </span>
        </p>`,
    )}
  </div>`;
}

/**
 * The outcome section: the card, and the action that comes next.
 * @example renderOutcome(outcome, edits)
 */
export function renderOutcome(outcome: Outcome | undefined, edits: OutcomeEdits): TemplateResult {
  const resolved = !!outcome?.number;
  return html`<section class="outcome" aria-labelledby="outcome-title">
    <h3 id="outcome-title">Outcome</h3>
    <output part="result" aria-live="off" class=${resolved ? 'resolved' : 'pending'}>
      ${
        outcome
          ? html`<div class="headline">${outcome.headline}</div>
              <div class="status" tabindex="-1">
                ${
                  resolved
                    ? `Resolved: Skirmish #${outcome.number}`
                    : 'Not resolved yet: discards (AC-SK-9) may still change it.'
                }
              </div>
              <div class="cards">${outcome.sides.map(card)}</div>
              ${
                outcome.steps.length
                  ? html`<ol class="steps" aria-label="Steps">
                      ${outcome.steps.map((s) => html`<li>${s.text} ${rule(s)}</li>`)}
                    </ol>`
                  : nothing
              }
              ${
                outcome.rulings.length
                  ? html`<ul class="rulings" part="rulings" aria-label="Rules and rulings applied">
                      ${outcome.rulings.map((r) => html`<li>${rule(r)} ${r.text}</li>`)}
                    </ul>`
                  : nothing
              }`
          : html`<span class="muted waiting">Not rolled yet.</span>`
      }
    </output>
    ${
      outcome && !resolved
        ? html`<p class="actions">
            <button type="button" class="primary" @click=${() => edits.resolve()}>
              ${outcome.kind === 'unopposed' ? 'Resolve the Unopposed attack' : 'Resolve the Skirmish'}
            </button>
          </p>`
        : nothing
    }
    ${resolved ? killPrevention(outcome, edits) : nothing}
  </section>`;
}
