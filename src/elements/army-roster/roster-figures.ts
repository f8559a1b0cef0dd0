import { msg, str } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';

import type { ArmyUnit } from '../../rules/core/index.js';
import { upkeepShares } from '../../rules/economy/index.js';
import { captureStrength, miniatures, unitsOnMap } from '../../rules/map/index.js';
import { formatNumber } from '../../shared/localize.js';
import { renderProblems } from '../../shared/problems.js';
import type * as Why from './roster-why.js';
import { lunariText, moraleCount, unitCount } from './roster-words.js';

/**
 * The figure panels of `<army-roster>` always shown (upkeep, the army on the map) and what every figure is made of:
 * its value first, the inputs it depends on, and its breakdown on demand. Every number comes from the rules package;
 * these functions only lay it out.
 */

/** A figure's "Breakdown": a `<details>` drawn only while open, its lines from roster-why.ts (`id`: which figure). */
export type Breakdown = (id: string, lines: (why: typeof Why) => unknown) => unknown;

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

/** One figure: a labelled group with its value first, then its inputs and breakdown. */
export const figure = (id: string, title: string, body: TemplateResult) =>
  html`<div class="figure" role="group" aria-labelledby="figure-${id}">
    <p class="figure-title" id="figure-${id}">${title}</p>
    ${body}
  </div>`;

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
  whatIf: { readonly field: TypedNumber; readonly onInput: (e: Event) => void },
  breakdown: Breakdown,
) {
  const morale = spent?.morale ?? 0;
  const upkeep = upkeepShares(units, { moraleSpent: morale });
  const tracker = spent ? msg(str`${spent.by}'s Morale tracker`) : msg('the Morale tracker');
  const more = whatIf.field.value;
  const preview = more > 0 ? upkeepShares(units, { moraleSpent: morale + more }) : null;
  return figure(
    'upkeep',
    msg('Upkeep per Day'),
    html`<output class="value" part="result">${lunariText(upkeep.total)}</output>
      ${
        upkeep.moraleOffset
          ? html`<p class="muted">
              ${msg(str`${lunariText(upkeep.subtotal)} before ${moraleCount(morale)} spent in ${tracker}`)}
            </p>`
          : nothing
      }
      ${numberInput(
        msg('What-if Morale'),
        whatIf.field,
        { whole: true, describedBy: 'what-if-note', class: 'what-if' },
        whatIf.onInput,
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
      ${breakdown('upkeep', (why) => why.upkeepLines(upkeep, morale, tracker))}`,
  );
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
