import { html, nothing, type TemplateResult } from 'lit';

import { ritualPaths, RITUALS_PER_BATTLE, RITUALS_PER_PHASE, ritualUse } from '../../rules/army/index.js';
import type { ArmyUnit, RuleNote } from '../../rules/core/index.js';
import { LUNARI_PER_MORALE, upkeepBreakdown } from '../../rules/economy/index.js';
import {
  CAPTURE_PRESETS,
  captureStrength,
  miniatures,
  moveBreakdown,
  movesToCapture,
  UNITS_PER_MINIATURE,
  unitsOnMap,
} from '../../rules/map/index.js';
import { renderProblems } from '../../shared/problems.js';
import { capital, plural } from '../../shared/words.js';
import type { CaptureTarget } from './roster-state.js';

/**
 * The figure panels of `<army-roster>`: each shows its value, the inputs it depends on, and its breakdown on
 * demand (a `<details>`). Every number comes from the rules package; these functions only lay it out.
 */

/** A number typed into a figure's input: the value used, the text as typed, and what is wrong with it. */
export interface TypedNumber {
  readonly value: number;
  readonly typed: string;
  readonly problem?: string;
}

/** Reads a number typed by a player: empty is 0; anything unreadable or negative is 0 with a problem. */
export function readTyped(typed: string, what: string, whole: boolean): TypedNumber {
  const text = typed.trim();
  const value = text === '' ? 0 : Number(text);
  if (!Number.isFinite(value) || value < 0 || (whole && !Number.isInteger(value)))
    return { value: 0, typed, problem: `${what} must be a ${whole ? 'whole ' : ''}number ≥ 0, not '${text}'.` };
  return { value, typed };
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** A breakdown line: what, how much, and the rule. */
const line = (note: RuleNote, amount = '') =>
  html`<li>
    <span>${note.text}</span> <b>${amount}</b>
    <span class="rule">${note.rule}</span>
  </li>`;

const breakdown = (lines: TemplateResult | TemplateResult[]) =>
  html`<details class="why">
    <summary>Breakdown</summary>
    <ul class="lines">
      ${lines}
    </ul>
  </details>`;

/** One figure: a labelled group with its value first, then its inputs and breakdown. */
const figure = (id: string, title: string, body: TemplateResult) =>
  html`<div class="figure" role="group" aria-labelledby="figure-${id}">
    <p class="figure-title" id="figure-${id}">${title}</p>
    ${body}
  </div>`;

/** A text field, not type=number: what is typed ("-", "1.") stays as typed while the figure follows it. */
const numberInput = (
  label: string,
  field: TypedNumber,
  opts: { readonly whole: boolean; readonly describedBy?: string },
  onInput: (e: Event) => void,
) =>
  html`<label class="inline"
      >${label}
      <input
        class="number"
        inputmode=${opts.whole ? 'numeric' : 'decimal'}
        autocomplete="off"
        .value=${field.typed}
        aria-invalid=${field.problem ? 'true' : 'false'}
        aria-describedby=${opts.describedBy ?? nothing}
        @input=${onInput}
      /><span class="print-only">${field.value}</span></label
    >${renderProblems(field.problem ? [field.problem] : [])}`;

/** Morale the commander spent on upkeep today (AC-EC-2), and whose Morale tracker says so (a name, as shown). */
export interface UpkeepMorale {
  readonly morale: number;
  readonly by: string;
}

/**
 * AC-EC-1, AC-EC-2: upkeep per Day, the contract's main figure: after the Morale spent on upkeep today in the
 * commander's Morale tracker (the one place Morale is spent), with a what-if field that only previews more.
 */
export function upkeepFigure(
  units: readonly ArmyUnit[],
  spent: UpkeepMorale | null,
  whatIf: TypedNumber,
  onWhatIf: (e: Event) => void,
) {
  const morale = spent?.morale ?? 0;
  const upkeep = upkeepBreakdown(units, { moraleSpent: morale });
  const tracker = spent ? `${spent.by}'s Morale tracker` : 'the Morale tracker';
  const preview = whatIf.value > 0 ? upkeepBreakdown(units, { moraleSpent: morale + whatIf.value }) : null;
  // AC-EC-2: upkeep never goes below 0, so Morale beyond it takes nothing more off.
  const cut = upkeep.moraleOffset < morale * LUNARI_PER_MORALE ? ' (upkeep never below 0)' : '';
  return figure(
    'upkeep',
    'Upkeep per Day',
    html`<p class="value"><output part="result">${upkeep.total} lunari</output></p>
      ${
        upkeep.moraleOffset
          ? html`<p class="muted">
              ${upkeep.subtotal} lunari before ${plural(morale, 'Morale point')} spent in ${tracker}
            </p>`
          : nothing
      }
      <div class="what-if">
        ${numberInput('What-if Morale', whatIf, { whole: true, describedBy: 'what-if-note' }, onWhatIf)}
        <p class="muted" id="what-if-note">
          ${
            preview
              ? html`With ${whatIf.value} more spent: <b>${preview.total} lunari</b> (a preview: spend it in
                  ${tracker}).`
              : `A preview only: Morale is spent on upkeep in ${tracker}.`
          }
        </p>
      </div>
      ${breakdown([
        ...upkeep.lines.map((l) => line(l, `${l.lunari}`)),
        line({ rule: 'AC-EC-1', text: `5 lunari × ${upkeep.strengthCounted} Strength` }, `${upkeep.subtotal}`),
        ...(upkeep.moraleOffset
          ? [
              line(
                { rule: 'AC-EC-2', text: `${plural(morale, 'Morale point')} spent today in ${tracker}${cut}` },
                signed(-upkeep.moraleOffset),
              ),
            ]
          : []),
        ...upkeep.notes.filter((n) => n.rule !== 'AC-EC-2').map((n) => line(n)),
      ])}`,
  );
}

/** AC-MA-1: units (Rituals not counted), their total Strength, miniatures; and the Retinue (AC-EC-6). */
export function armyFigure(units: readonly ArmyUnit[], retinue: { commander: string; units: number }) {
  const army = unitsOnMap(units);
  const rituals = units.filter((u) => u.role === 'ritual').length;
  const killed = units.filter((u) => u.killed && u.role !== 'ritual').length;
  const count = miniatures(units);
  const left = [rituals ? plural(rituals, 'Ritual') : '', killed ? `${killed} Killed` : ''].filter(Boolean);
  return figure(
    'army',
    'Army on the map',
    html`<dl class="stats">
        <div>
          <dt>Units</dt>
          <dd>${army.length}</dd>
        </div>
        <div>
          <dt>Strength</dt>
          <dd>${captureStrength(units)}</dd>
        </div>
        <div>
          <dt>Miniatures</dt>
          <dd>${count}</dd>
        </div>
      </dl>
      ${
        retinue.units
          ? html`<p>
              ${retinue.commander}'s Retinue: ${plural(retinue.units, 'unit')}, each +1 under ${retinue.commander}
            </p>`
          : nothing
      }
      ${breakdown([
        line({
          rule: 'AC-MA-1',
          text: `${plural(army.length, 'unit')}${left.length ? ` (not counted: ${left.join(', ')})` : ''}`,
        }),
        line({ rule: 'AC-MA-1', text: `One miniature per ${UNITS_PER_MINIATURE} units, rounded up` }, `${count}`),
        line({ rule: 'AC-MA-3', text: 'Strength: the units’ Strength added up ("-" adds nothing)' }),
        ...(retinue.units
          ? [line({ rule: 'AC-EC-6', text: 'Retinue: +1 only when its owner commands; never triggers Savant' })]
          : []),
      ])}`,
  );
}

/** AC-MA-2: inches per Move for the terrain typed, with Slow, Fast and Fly/Burrow shown. */
export function moveFigure(units: readonly ArmyUnit[], terrain: TypedNumber, onTerrain: (e: Event) => void) {
  const move = moveBreakdown(units, { difficultTerrain: terrain.value });
  const share = (n: number) => `${n} of ${move.units}`;
  return figure(
    'move',
    'Move',
    html`<p class="value">${move.inches} inches <span class="muted">per Move</span></p>
      ${numberInput('Difficult terrain (inches lost)', terrain, { whole: false }, onTerrain)}
      <ul class="chips" aria-label="Movement traits">
        <li>Slow: ${share(move.slow)}</li>
        <li>Fast: ${share(move.fast)}</li>
        <li>Fly or Burrow: ${share(move.flyOrBurrow)}${move.ignoresTerrain ? ' (terrain ignored)' : ''}</li>
      </ul>
      ${breakdown(move.lines.map((l) => line(l, signed(l.inches))))}`,
  );
}

export interface CaptureHandlers {
  readonly place: (e: Event) => void;
  readonly requirement: (e: Event) => void;
  readonly move: () => void;
  readonly restart: () => void;
}

/** AC-MA-3: Moves needed to Capture a location, and the progress of the Capture under way. */
export function captureFigure(
  units: readonly ArmyUnit[],
  capture: CaptureTarget,
  opts: { readonly inBattle: boolean; readonly problem: string },
  on: CaptureHandlers,
) {
  const strength = captureStrength(units);
  const need = (total: number) => plural(movesToCapture(units, total), 'Move');
  const left = capture.requirement - capture.total;
  return figure(
    'capture',
    'Capture',
    html`<div class="row">
        <label class="inline"
          >Location
          <select @change=${on.place}>
            ${CAPTURE_PRESETS.map(
              (p) =>
                html`<option value=${p.id} ?selected=${capture.place === p.id}>
                  ${p.name} (${p.requirement}${p.orMore ? '+' : ''})
                </option>`,
            )}
            <option value="other" ?selected=${capture.place === 'other'}>Other…</option>
          </select>
          <span class="print-only">${CAPTURE_PRESETS.find((p) => p.id === capture.place)?.name ?? 'Other'}</span></label
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
                  @change=${on.requirement}
              /></label>`
            : nothing
        }
      </div>
      ${renderProblems(opts.problem ? [opts.problem] : [])}
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
      ${opts.inBattle ? html`<p class="muted">A Battle is under way: capture after it.</p>` : nothing}
      <div class="row">
        <button
          @click=${on.move}
          ?disabled=${capture.captured || strength === 0 || opts.inBattle}
          title=${opts.inBattle ? 'Not during a Battle' : ''}
        >
          Spend a Move capturing (+${strength})
        </button>
        <button @click=${on.restart} ?disabled=${!capture.moves}>Start over</button>
      </div>
      ${breakdown([
        line({ rule: 'AC-MA-3', text: `Each Move adds the army's Strength, ${strength}` }),
        line({ rule: 'AC-MA-3', text: 'A Battle interrupts the Capture: it starts over' }),
      ])}`,
  );
}

/** AC-RI-1: the Paths with two or more units, and whether each Ritual card of the army may be played. */
export function ritualFigure(units: readonly ArmyUnit[]) {
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
      ${breakdown([
        ...paths.map((p) => line({ rule: 'AC-RI-1', text: `${capital(p.path)}: ${plural(p.units, 'unit')}` })),
        line({
          rule: 'Ruling',
          text: 'Counted: units still in the army, Exhausted and Disabled too; not Rituals or Killed',
        }),
        line({
          rule: 'AC-RI-1',
          text: `Needs 2 units on the Ritual's Path; at most ${RITUALS_PER_BATTLE} Rituals a Battle, ${RITUALS_PER_PHASE} a Phase`,
        }),
      ])}`,
  );
}
