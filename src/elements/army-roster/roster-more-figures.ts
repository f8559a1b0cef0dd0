// The figures' inputs and what comes after the roster's first frame: the what-if field of the upkeep, the army on
// the map (AC-MA-1), and numbers typed by a player (also read by Move, Capture and Rituals). Every number comes from
// the rules package; these functions only lay it out.
import { msg, str } from '@lit/localize';
import { html, nothing } from 'lit';

import type { ArmyUnit } from '../../rules/core/index.js';
import { upkeepShares } from '../../rules/economy/index.js';
import { captureStrength, miniatures, unitsOnMap } from '../../rules/map/index.js';
import { formatNumber } from '../../shared/localize.js';
import { renderProblems } from '../../shared/problems.js';
import { type Breakdown, figure, type UpkeepFigureMore } from './roster-figures.js';
import { lunariText, unitCount } from './roster-words.js';

/** A number typed into a figure's input: the value used, the text as typed, and what is wrong with it. */
export interface TypedNumber {
  readonly value: number;
  readonly typed: string;
  readonly problem?: string;
}

/**
 * Reads a number typed by a player (`what`: the field's label), with the decimal mark of the language drawn ("0,5"
 * in Portuguese and Italian): empty is 0; anything unreadable or negative is 0 with a problem.
 */
export function readTyped(typed: string, what: string, whole: boolean): TypedNumber {
  const text = typed.trim();
  const value = text === '' ? 0 : Number(text.replace(formatNumber(0.5).charAt(1), '.'));
  if (!Number.isFinite(value) || value < 0 || (whole && !Number.isInteger(value))) {
    const problem = whole
      ? msg(str`${what} must be a whole number ≥ 0, not '${text}'.`)
      : msg(str`${what} must be a number ≥ 0, not '${text}'.`);
    return { value: 0, typed, problem };
  }
  return { value, typed };
}

/** A text field, not type=number: what is typed ("-", "1.") stays as typed while the figure follows it. */
export const numberInput = (
  label: string,
  field: TypedNumber,
  opts: { readonly whole: boolean; readonly describedBy?: string; readonly class?: string },
  onInput: (e: Event) => void,
) =>
  html`<label class="inline ${opts.class ?? ''}"
      >${label}
      <input
        class="number"
        inputmode=${opts.whole ? 'numeric' : 'decimal'}
        autocomplete="off"
        .value=${field.typed}
        aria-invalid=${field.problem ? 'true' : 'false'}
        aria-describedby=${opts.describedBy ?? nothing}
        @input=${onInput}
    /></label>
    ${renderProblems(field.problem ? [field.problem] : [])}`;

/** An amount of lunari in bold: a preview's figure. */
const bold = (amount: number) => html`<b>${lunariText(amount)}</b>`;

/**
 * AC-EC-2: the upkeep's what-if field, which only previews more Morale spent (it is spent in `tracker`), and the
 * upkeep's breakdown.
 */
export function whatIf(
  units: readonly ArmyUnit[],
  spent: Parameters<UpkeepFigureMore>[0],
  field: { readonly typed: TypedNumber; readonly onInput: (e: Event) => void },
  breakdown: Breakdown,
) {
  const { upkeep, morale, tracker } = spent;
  const more = field.typed.value;
  const preview = more > 0 ? upkeepShares(units, { moraleSpent: morale + more }) : null;
  return html`${numberInput(
      msg('What-if Morale'),
      field.typed,
      { whole: true, describedBy: 'what-if-note', class: 'what-if' },
      field.onInput,
    )}
    <p class="muted what-if" id="what-if-note">
      ${
        preview
          ? msg(
              html`With ${formatNumber(more)} more spent: ${bold(preview.total)} (a preview: spend it in ${tracker}).`,
            )
          : msg(str`A preview only: Morale is spent on upkeep in ${tracker}.`)
      }
    </p>
    ${breakdown('upkeep', (why) => why.upkeepLines(upkeep, morale, tracker))}`;
}

/** AC-MA-1: units (Rituals not counted), their total Strength, miniatures; and the Retinue (AC-EC-6). */
export function armyFigure(
  units: readonly ArmyUnit[],
  retinue: { commander: string; units: number },
  breakdown: Breakdown,
) {
  const onMap = unitsOnMap(units).length;
  const count = miniatures(units);
  return figure(
    'army',
    msg('Army on the map'),
    html`<dl class="stats">
        <dt>${msg('Units')}</dt>
        <dd>${formatNumber(onMap)}</dd>
        <dt>${msg('Strength')}</dt>
        <dd>${formatNumber(captureStrength(units))}</dd>
        <dt>${msg('Miniatures')}</dt>
        <dd>${formatNumber(count)}</dd>
      </dl>
      ${
        retinue.units
          ? html`<p>
              ${msg(
                str`${retinue.commander}'s Retinue: ${unitCount(retinue.units)}, each +1 under ${retinue.commander}`,
              )}
            </p>`
          : nothing
      }
      ${breakdown('army', (why) => why.armyLines(units, { onMap, miniatures: count, retinue: retinue.units }))}`,
  );
}
