// "Move, Capture and Rituals" (loaded on first open): what the army does on the campaign map and which Rituals it may
// play. Every number comes from the rules package; the Capture under way is kept with the roster (AC-MA-3).
import { msg, str } from '@lit/localize';
import { css, html, nothing, type ReactiveElement } from 'lit';

import { ritualCheck, ritualPaths } from '../../rules/army/index.js';
import type { ArmyUnit } from '../../rules/core/index.js';
import { CAPTURE_PRESETS, captureStrength, moveSteps, movesToCapture } from '../../rules/map/index.js';
import { formatList, formatNumber } from '../../shared/localize.js';
import { renderProblems } from '../../shared/problems.js';
import { capturePlaceSaid, ritualSaid } from '../../shared/rule-sentences/map.js';
import { pathName } from '../../shared/terms.js';
import { beginCapture, captureMove, captureOf, restartCapture } from './capture-steps.js';
import { type Breakdown, figure } from './roster-figures.js';
import { numberInput, readTyped } from './roster-more-figures.js';
import type { RosterRecord } from './roster-record.js';

/** "1 Move", "3 Moves" (AC-MA-3). */
const moveCount = (n: number) => (n === 1 ? msg(str`${formatNumber(n)} Move`) : msg(str`${formatNumber(n)} Moves`));

export const styles = css`
  .map[open] > .figures {
    padding-block: var(--_space-m);
  }

  .value .muted {
    font-size: var(--_font-size-small);
    font-weight: 400;
  }

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
  const terrain = readTyped(terrainTyped, msg('Difficult terrain'), false);
  const move = moveSteps(units, { difficultTerrain: terrain.value });
  const share = (n: number) => msg(str`${formatNumber(n)} of ${formatNumber(move.units)}`);
  const flyOrBurrow = share(move.flyOrBurrow);
  return figure(
    'move',
    msg('Move'),
    html`<p class="value">${msg(html`${formatNumber(move.inches)} inches <span class="muted">per Move</span>`)}</p>
      ${numberInput(msg('Difficult terrain (inches lost)'), terrain, { whole: false }, onTerrain)}
      <ul class="chips" aria-label=${msg('Movement traits')}>
        <li class="tag">${msg(str`Slow: ${share(move.slow)}`)}</li>
        <li class="tag">${msg(str`Fast: ${share(move.fast)}`)}</li>
        <li class="tag">
          ${
            move.ignoresTerrain
              ? msg(str`Fly or Burrow: ${flyOrBurrow} (terrain ignored)`)
              : msg(str`Fly or Burrow: ${flyOrBurrow}`)
          }
        </li>
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
    msg('Rituals usable'),
    html`<p class="value">
        ${usable.length ? formatList(usable.map((p) => pathName(p.path))) : html`<span class="muted">${msg('None')}</span>`}
      </p>
      ${
        rituals.length
          ? html`<ul class="plain">
              ${rituals.map((r) => {
                const use = ritualCheck(r, units)!;
                return html`<li class=${use.usable ? 'yes' : 'no'}>
                  <span aria-hidden="true">${use.usable ? '✓' : '✗'}</span> ${ritualSaid(use.why)}
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
    this.#record.step(() => beginCapture(this.#record.roster, (e.target as HTMLSelectElement).value));
  };

  #onRequirement = (e: Event) =>
    this.#record.speak(() => {
      const value = readTyped((e.target as HTMLInputElement).value, msg('The total needed'), false);
      this.#problem = value.problem ?? (value.value > 0 ? '' : msg('The total needed must be more than 0.'));
      if (this.#problem) this.#host.requestUpdate();
      else this.#record.step(() => beginCapture(this.#record.roster, 'other', value.value));
    });

  #onTerrain = (e: Event) => this.#record.keep({ terrain: (e.target as HTMLInputElement).value });

  /** AC-MA-3: Moves needed to Capture a location, and the progress of the Capture under way. */
  #capture(units: readonly ArmyUnit[]) {
    const { inBattle } = this.#record.roster;
    const capture = captureOf(this.#record.roster);
    const strength = captureStrength(units);
    const need = (total: number) => moveCount(movesToCapture(units, total));
    const moved = msg(
      str`Total ${formatNumber(capture.total)} of ${formatNumber(capture.requirement)} after ${moveCount(capture.moves)}`,
    );
    const left = capture.requirement - capture.total;
    return figure(
      'capture',
      msg('Capture'),
      html`<div class="row">
          <label class="inline"
            >${msg('Location')}
            <select @change=${this.#onPlace}>
              ${CAPTURE_PRESETS.map(
                (p) =>
                  html`<option value=${p.id} ?selected=${capture.place === p.id}>
                    ${capturePlaceSaid(p)} (${formatNumber(p.requirement)}${p.orMore ? '+' : ''})
                  </option>`,
              )}
              <option value="other" ?selected=${capture.place === 'other'}>${msg('Other…')}</option>
            </select></label
          >
          ${
            capture.place === 'other'
              ? html`<label class="inline"
                  >${msg('Total needed')}
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
              ? html`<span class="captured">✓ ${msg('Captured')}</span>`
              : strength
                ? msg(html`${need(capture.requirement)} <span class="muted">from the start</span>`)
                : msg(html`Cannot capture <span class="muted">(no Strength)</span>`)
          }
        </p>
        <p>
          <progress
            max=${capture.requirement}
            .value=${Math.min(capture.total, capture.requirement)}
            aria-hidden="true"
          ></progress>
          ${capture.captured || !capture.moves || !strength ? moved : msg(str`${moved}; ${need(left)} to go`)}
        </p>
        ${inBattle ? html`<p class="muted">${msg('A Battle is under way: capture after it.')}</p>` : nothing}
        <div class="row">
          <button
            @click=${() => this.#record.step(() => captureMove(this.#record.roster, strength))}
            ?disabled=${capture.captured || strength === 0 || inBattle}
            title=${inBattle ? msg('Not during a Battle') : ''}
          >
            ${msg(str`Spend a Move capturing (+${formatNumber(strength)})`)}
          </button>
          <button
            @click=${() => this.#record.step(() => restartCapture(this.#record.roster))}
            ?disabled=${!capture.moves}
          >
            ${msg('Start over')}
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
