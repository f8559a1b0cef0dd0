// The price tables of `<recruit-cost>`: the recruiting table and the training plan, loaded when first opened. Plain
// functions of rules results to templates; every figure comes from src/rules.
import { msg, str } from '@lit/localize';
import { css, html, nothing } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';

import type { RuleNote } from '../../rules/core/index.js';
import { recruitCost, recruitTable, type TrainingPlan } from '../../rules/economy/index.js';
import { formatNumber, said } from '../../shared/localize.js';

/** The tables' own look: tabular figures, the chosen row and price marked, extrapolated prices in italics. */
export const styles = css`
  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
    font-size: var(--_font-size-small);
  }

  caption {
    text-align: start;
    font-weight: 600;
    padding-bottom: var(--_space-xs);
  }

  th,
  td {
    padding: var(--_space-xs);
    border-bottom: 1px solid color-mix(in srgb, var(--_border) 45%, transparent);
    text-align: end;
  }

  th:first-child {
    text-align: start;
  }

  thead th {
    font-weight: 600;
    vertical-align: bottom;
  }

  tbody th {
    font-weight: 400;
    white-space: nowrap;
  }

  tr[aria-current] {
    background: var(--_surface-raised);
    font-weight: 700;
    box-shadow: inset 4px 0 0 var(--_accent);
  }

  tr[aria-current] th {
    font-weight: 700;
  }

  /* The chosen price: a tinted ground and a heavier figure, never an outline (that is what focus looks like). */
  td.picked {
    background: color-mix(in srgb, var(--_accent) 16%, transparent);
    font-weight: 800;
  }

  .chosen {
    font-size: var(--_font-size-caption);
    font-weight: 600;
    color: var(--_accent);
  }

  tbody.extrapolated tr:first-child > * {
    border-top: 2px dashed var(--_border);
  }

  tbody.extrapolated,
  td.extrapolated {
    font-style: italic;
  }

  tfoot td {
    text-align: start;
    font-size: var(--_font-size-caption);
    color: var(--_text-muted);
    border-bottom: 0;
  }
`;

/** A price cell: extrapolated prices are marked with a star that screen readers hear as a word (R6). */
const priceCell = (amount: number, onTable: boolean) =>
  onTable
    ? formatNumber(amount)
    : html`${formatNumber(amount)}<span aria-hidden="true">*</span
        ><span class="visually-hidden"> ${msg('(extrapolated)')}</span>`;

/** The row header of the marked row: arrow, value and word, so the mark is never colour alone. */
const marked = (value: number, word: string) =>
  html`<span aria-hidden="true">▶ </span>${formatNumber(value)} <span class="chosen">${word}</span>`;

/**
 * AC-EC-3: the whole recruiting table, standard and after the quest, with the chosen row marked and the chosen
 * price set on a tinted ground (not an outline, which would look like the keyboard focus). A chosen Strength off the table gets its own row below, marked as extrapolated (R6).
 */
export function recruitingTable(strength: number | null, quest: boolean) {
  type Price = { lunari: number; onTable: boolean };
  type Row = { strength: number; standard: Price; afterQuest: Price };
  const row = ({ strength: s, standard, afterQuest }: Row) => {
    const chosen = s === strength;
    return html`<tr aria-current=${ifDefined(chosen ? 'true' : undefined)}>
      <th scope="row">${chosen ? marked(s, msg('chosen')) : formatNumber(s)}</th>
      <td class=${chosen && !quest ? 'picked' : ''}>${priceCell(standard.lunari, standard.onTable)}</td>
      <td class=${chosen && quest ? 'picked' : ''}>${priceCell(afterQuest.lunari, afterQuest.onTable)}</td>
    </tr>`;
  };
  const standard = recruitTable();
  const afterQuest = recruitTable({ quest: true });
  const offTable = strength !== null && !standard.some((r) => r.strength === strength);
  return html`<table>
    <caption>
      ${msg('Recruiting prices in lunari')}
      <span class="rule" aria-hidden="true">AC-EC-3</span>
    </caption>
    <thead>
      <tr>
        <th scope="col">${msg('Strength')}</th>
        <th scope="col">${msg('Standard')}</th>
        <th scope="col">${msg('After its quest')}</th>
      </tr>
    </thead>
    <tbody>
      ${standard.map((r, i) => row({ strength: r.strength, standard: r, afterQuest: afterQuest[i]! }))}
    </tbody>
    ${
      offTable
        ? html`<tbody class="extrapolated">
              ${row({ strength, standard: recruitCost(strength), afterQuest: recruitCost(strength, { quest: true }) })}
            </tbody>
            <tfoot>
              <tr>
                <td colspan="3">* ${msg('Not on the table: extrapolated (ruling R6).')}</td>
              </tr>
            </tfoot>`
        : nothing
    }
  </table>`;
}

/** A note of a training plan (AC-EC-4, R6), named by its rule, in the language drawn (only this table shows them). */
const planNoteSaid = (note: RuleNote, plan: TrainingPlan): string =>
  said({ rule: note.rule, plan }, 'planNote', () => note.text);

/** AC-EC-4, AC-EC-5: every training left, in order, the next one marked, with weapons and the running total. */
export function trainingPlanTable(plan: TrainingPlan) {
  return html`<table>
    <caption>
      ${msg('Trainings left, with the running total in lunari')}
      <span class="rule" aria-hidden="true">AC-EC-4, AC-EC-5</span>
    </caption>
    <thead>
      <tr>
        <th scope="col">${msg('To Strength')}</th>
        <th scope="col">${msg('Weapons')}</th>
        <th scope="col">${msg('Lunari')}</th>
        <th scope="col">${msg('Total')}</th>
      </tr>
    </thead>
    <tbody>
      ${plan.trainings.map(
        (t, i) =>
          html`<tr aria-current=${ifDefined(i === 0 ? 'step' : undefined)}>
            <th scope="row">${i === 0 ? marked(t.newStrength, msg('next')) : formatNumber(t.newStrength)}</th>
            <td>${t.weaponsUsed ? formatNumber(t.weaponsUsed) : '—'}</td>
            <td class=${t.onTable ? '' : 'extrapolated'}>${priceCell(t.lunari, t.onTable)}</td>
            <td>${formatNumber(t.runningTotal)}</td>
          </tr>`,
      )}
    </tbody>
    <tfoot>
      <tr>
        <td colspan="4">
          ${plan.notes.map((note) => `${note.rule === 'R6' ? '* ' : ''}${planNoteSaid(note, plan)} (${note.rule}). `)}
          ${
            plan.weaponsLeft
              ? plan.weaponsLeft === 1
                ? msg('1 weapon more than all these trainings can use.')
                : msg(str`${formatNumber(plan.weaponsLeft)} weapons more than all these trainings can use.`)
              : nothing
          }
        </td>
      </tr>
    </tfoot>
  </table>`;
}
