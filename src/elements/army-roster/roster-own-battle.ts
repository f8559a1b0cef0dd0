// The Battle of a roster on its own (outside a board): Start/End, Phase 2, Undo, and the recent changes.
import { msg, str } from '@lit/localize';
import { html, nothing } from 'lit';

import type { RosterRecord } from './roster-record.js';

/** A change's words without its rule codes ("(AC-BA-1)", "(R4)"): what a screen reader says for "Undo". */
const spoken = (label: string) => label.replace(/ \((?:AC-[A-Z]{2}-\d+|R\d+)\)/g, '');

/** The roster's own Battle (outside a board): Start/End, Phase 2, Undo, and what changed. */
export function renderOwnBattle(record: RosterRecord) {
  const { roster, undoSteps, log } = record;
  const { inBattle } = roster;
  const [lastStep] = undoSteps;
  return html`<div class="row battle" role="group" aria-label=${msg('Battle')}>
      ${
        inBattle && roster.phase !== 2
          ? html`<button @click=${() => record.step((steps) => steps.phaseTwoStep(record.roster))}>
              ${msg('Phase 2')}
            </button>`
          : nothing
      }
      <!-- One button that changes its word, so that the keyboard focus stays on it (AC-BA-1, AC-BA-6). -->
      <button
        class="primary"
        @click=${() => record.step((steps) => (inBattle ? steps.endBattle(record.roster) : steps.startBattle(record.roster)))}
      >
        ${inBattle ? msg('End Battle') : msg('Start Battle')}
      </button>
      <button
        @click=${() => record.undo()}
        ?disabled=${!lastStep}
        aria-label=${lastStep ? msg(str`Undo: ${spoken(lastStep.label)}`) : msg('Undo')}
      >
        ${msg('Undo')}
      </button>
    </div>
    ${
      log.length
        ? // The live region around the list: a list keeps its own role, for its items to be read as a list.
          html`<div class="log" part="log" role="log" aria-label=${msg('Recent changes, newest first')}>
            <ul>
              ${log.map((line) => html`<li>${line}</li>`)}
            </ul>
          </div>`
        : nothing
    }`;
}
