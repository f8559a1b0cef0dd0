// "Move, Capture and Rituals" (loaded on first open): what the army does on the campaign map and which Rituals it may
// play. Every number comes from the rules package; the Capture under way is kept with the roster (AC-MA-3).
import { css, html, nothing, type ReactiveElement } from 'lit';

import { ritualPaths, ritualUse } from '../../rules/army/index.js';
import type { ArmyUnit } from '../../rules/core/index.js';
import { CAPTURE_PRESETS, captureStrength, moveBreakdown, movesToCapture } from '../../rules/map/index.js';
import { renderProblems } from '../../shared/problems.js';
import { capital, plural } from '../../shared/words.js';
import { beginCapture, captureMove, restartCapture } from './capture-steps.js';
import { type Breakdown, figure, numberInput, readTyped } from './roster-figures.js';
import type { RosterRecord } from './roster-record.js';

export const styles = css`
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space-xs);
    padding: 0;
    list-style: none;
    font-size: var(--_font-size-small);
  }

  .plain {
    padding: 0;
    list-style: none;
    font-size: var(--_font-size-small);
  }

  .yes,
  .captured {
    color: var(--_success);
  }

  .no {
    color: var(--_text-muted);
  }

  progress {
    width: 100%;
    accent-color: var(--_success);
  }
`;

/** AC-MA-2: inches per Move for the terrain typed, with Slow, Fast and Fly/Burrow shown. */
function moveFigure(units: readonly ArmyUnit[], terrainTyped: string, onTerrain: (e: Event) => void, why: Breakdown) {
  const terrain = readTyped(terrainTyped, 'Difficult terrain', false);
  const move = moveBreakdown(units, { difficultTerrain: terrain.value });
  const share = (n: number) => `${n} of ${move.units}`;
  return figure(
    'move',
    'Move',
    html`<p class="value">${move.inches} inches <span class="muted">per Move</span></p>
      ${numberInput('Difficult terrain (inches lost)', terrain, { whole: false }, onTerrain)}
      <ul class="chips" aria-label="Movement traits">
        <li class="tag">Slow: ${share(move.slow)}</li>
        <li class="tag">Fast: ${share(move.fast)}</li>
        <li class="tag">Fly or Burrow: ${share(move.flyOrBurrow)}${move.ignoresTerrain ? ' (terrain ignored)' : ''}</li>
      </ul>
      ${why('move', (w) => w.moveLines(move))}`,
  );
}

/** AC-RI-1: the Paths with two or more units, and whether each Ritual card of the army may be played. */
function ritualFigure(units: readonly ArmyUnit[], why: Breakdown) {
  const paths = ritualPaths(units);
  const usable = paths.filter((p) => p.usable);
  const rituals = units.filter((u) => u.role === 'ritual' && !u.killed);
  return figure(
    'rituals',
    'Rituals usable',
    html`<p class="value">
        ${usable.length ? usable.map((p) => capital(p.path)).join(', ') : html`<span class="muted">None</span>`}
      </p>
      ${
        rituals.length
          ? html`<ul class="plain">
              ${rituals.map((r) => {
                const use = ritualUse(r, units)!;
                return html`<li class=${use.usable ? 'yes' : 'no'}>
                  <span aria-hidden="true">${use.usable ? '✓' : '✗'}</span> ${use.text}
                </li>`;
              })}
            </ul>`
          : nothing
      }
      ${why('rituals', (w) => w.ritualLines(paths))}`,
  );
}

/** The panel of one roster: its figures, and what is wrong with the total typed for another location. */
export class RosterMap {
  readonly #host: ReactiveElement;
  readonly #record: RosterRecord;
  readonly #why: Breakdown;
  #problem = '';

  constructor(host: ReactiveElement, record: RosterRecord, why: Breakdown) {
    this.#host = host;
    this.#record = record;
    this.#why = why;
  }

  #onPlace = (e: Event) => {
    this.#problem = '';
    this.#record.commit(beginCapture(this.#record.roster, (e.target as HTMLSelectElement).value));
  };

  #onRequirement = (e: Event) => {
    const value = readTyped((e.target as HTMLInputElement).value, 'The total needed', false);
    this.#problem = value.problem ?? (value.value > 0 ? '' : 'The total needed must be more than 0.');
    if (this.#problem) this.#host.requestUpdate();
    else this.#record.commit(beginCapture(this.#record.roster, 'other', value.value));
  };

  #onTerrain = (e: Event) => this.#record.keep({ terrain: (e.target as HTMLInputElement).value });

  /** AC-MA-3: Moves needed to Capture a location, and the progress of the Capture under way. */
  #capture(units: readonly ArmyUnit[]) {
    const { capture, inBattle } = this.#record.roster;
    const strength = captureStrength(units);
    const need = (total: number) => plural(movesToCapture(units, total), 'Move');
    const left = capture.requirement - capture.total;
    return figure(
      'capture',
      'Capture',
      html`<div class="row">
          <label class="inline"
            >Location
            <select @change=${this.#onPlace}>
              ${CAPTURE_PRESETS.map(
                (p) =>
                  html`<option value=${p.id} ?selected=${capture.place === p.id}>
                    ${p.name} (${p.requirement}${p.orMore ? '+' : ''})
                  </option>`,
              )}
              <option value="other" ?selected=${capture.place === 'other'}>Other…</option>
            </select></label
          >
          ${
            capture.place === 'other'
              ? html`<label class="inline"
                  >Total needed
                  <input
                    class="number"
                    type="number"
                    min="1"
                    step="1"
                    .value=${String(capture.requirement)}
                    @change=${this.#onRequirement}
                /></label>`
              : nothing
          }
        </div>
        ${renderProblems(this.#problem ? [this.#problem] : [])}
        <p class="value">
          ${
            capture.captured
              ? html`<span class="captured">✓ Captured</span>`
              : strength
                ? html`${need(capture.requirement)} <span class="muted">from the start</span>`
                : html`Cannot capture <span class="muted">(no Strength)</span>`
          }
        </p>
        <p>
          <progress
            max=${capture.requirement}
            .value=${Math.min(capture.total, capture.requirement)}
            aria-hidden="true"
          ></progress>
          Total ${capture.total} of ${capture.requirement} after
          ${plural(capture.moves, 'Move')}${capture.captured || !capture.moves || !strength ? '' : `; ${need(left)} to go`}
        </p>
        ${inBattle ? html`<p class="muted">A Battle is under way: capture after it.</p>` : nothing}
        <div class="row">
          <button
            @click=${() => this.#record.commit(captureMove(this.#record.roster, strength))}
            ?disabled=${capture.captured || strength === 0 || inBattle}
            title=${inBattle ? 'Not during a Battle' : ''}
          >
            Spend a Move capturing (+${strength})
          </button>
          <button @click=${() => this.#record.commit(restartCapture(this.#record.roster))} ?disabled=${!capture.moves}>
            Start over
          </button>
        </div>
        ${this.#why('capture', (w) => w.captureLines(strength))}`,
    );
  }

  render(units: readonly ArmyUnit[]) {
    return html`<div class="figures">
      ${moveFigure(units, this.#record.roster.terrain, this.#onTerrain, this.#why)} ${this.#capture(units)}
      ${ritualFigure(units, this.#why)}
    </div>`;
  }
}
