/**
 * The pieces `<recruit-cost>` shows: the recruiting table, the training plan and the notes next to a price.
 * Plain functions of rules results to templates; every figure comes from src/rules.
 */
import { html, nothing } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';

import { type Unit } from '../../rules/core/index.js';
import {
  MAX_TRAININGS,
  type PlannedTraining,
  RECRUIT_TABLE,
  recruitQuote,
  recruitTable,
  TRAINING_TABLE,
  type TrainingPlan,
  upkeep,
  upkeepCount,
} from '../../rules/economy/index.js';
import { lunari, plural } from '../../shared/words.js';

/** A price cell: extrapolated prices are marked with a star that screen readers hear as a word (R6). */
const priceCell = (amount: number, onTable: boolean) =>
  onTable
    ? html`${amount}`
    : html`${amount}<span aria-hidden="true">*</span><span class="visually-hidden"> (extrapolated)</span>`;

/** The row header of the marked row: arrow, value and word, so the mark is never colour alone. */
const marked = (value: number, word: string) =>
  html`<span aria-hidden="true">▶ </span>${value} <span class="chosen">${word}</span>`;

/** R6: the extrapolated figure, said to be one, never passed off as a rule. */
function ruling(what: string, amount: number) {
  return html`<p part="ruling" role="note">
    <strong>Extrapolated: ${lunari(amount)}.</strong> ${what} Ruling R6: this is not a rule, your GM may decide
    otherwise.
  </p>`;
}

/** A recruiting price off the table (R6): the Strength, whether after the quest, and the extrapolated price. */
export interface OffTable {
  readonly strength: number;
  readonly quest: boolean;
  readonly amount: number;
}

/** R6: Strength off the recruiting table. */
export const recruitRuling = ({ strength, quest, amount }: OffTable) =>
  ruling(
    `Strength ${strength} is not on the recruiting table (Strength ${RECRUIT_TABLE[0]!.strength} to
    ${RECRUIT_TABLE.at(-1)!.strength}). This price follows the table's pattern, ${quest ? 4 : 5} × Strength ×
    (Strength + 1).`,
    amount,
  );

/** R6: a new Strength past the training table. */
export const trainingRuling = (newStrength: number, amount: number) =>
  ruling(
    `Strength ${newStrength} is beyond the training table (up to Strength ${TRAINING_TABLE.at(-1)!.strength}). This
    price follows the table's pattern, 10 × the new Strength.`,
    amount,
  );

/** An upkeep line: what it is called, the unit, and (after a training) the unit as it is now. */
export interface UpkeepOf {
  readonly label: string;
  readonly unit: Unit;
  readonly before?: Unit;
}

/** AC-EC-1: upkeep per Day of the unit, with why it counts less than its Strength, and optionally the upkeep now. */
export function upkeepLine({ label, unit, before }: UpkeepOf) {
  const { counts, text } = upkeepCount(unit);
  const why = counts === unit.strength ? '' : ` (${text})`;
  const now = before ? `, ${lunari(upkeep([before]))} now` : '';
  return html`<p class="note">
    ${label}: <strong>${lunari(upkeep([unit]))} per Day</strong>${why}${now}
    <span class="rule">AC-EC-1</span>
  </p>`;
}

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
      <th scope="row">${chosen ? marked(s, 'chosen') : s}</th>
      <td class=${chosen && !quest ? 'picked' : ''}>${priceCell(standard.lunari, standard.onTable)}</td>
      <td class=${chosen && quest ? 'picked' : ''}>${priceCell(afterQuest.lunari, afterQuest.onTable)}</td>
    </tr>`;
  };
  const standard = recruitTable();
  const afterQuest = recruitTable({ quest: true });
  const offTable = strength !== null && !standard.some((r) => r.strength === strength);
  return html`<table>
    <caption>
      Recruiting prices in lunari
      <span class="rule" aria-hidden="true">AC-EC-3</span>
    </caption>
    <thead>
      <tr>
        <th scope="col">Strength</th>
        <th scope="col">Standard</th>
        <th scope="col">After its quest</th>
      </tr>
    </thead>
    <tbody>
      ${standard.map((r, i) => row({ strength: r.strength, standard: r, afterQuest: afterQuest[i]! }))}
    </tbody>
    ${
      offTable
        ? html`<tbody class="extrapolated">
              ${row({ strength, standard: recruitQuote(strength), afterQuest: recruitQuote(strength, { quest: true }) })}
            </tbody>
            <tfoot>
              <tr>
                <td colspan="3">* Not on the table: extrapolated (ruling R6).</td>
              </tr>
            </tfoot>`
        : nothing
    }
  </table>`;
}

/** AC-EC-4, AC-EC-5: every training left, in order, the next one marked, with weapons and the running total. */
export function trainingPlanTable(plan: TrainingPlan) {
  if (!plan.trainings.length) return nothing;
  return html`<table>
    <caption>
      Trainings left, with the running total in lunari
      <span class="rule" aria-hidden="true">AC-EC-4, AC-EC-5</span>
    </caption>
    <thead>
      <tr>
        <th scope="col">To Strength</th>
        <th scope="col">Weapons</th>
        <th scope="col">Lunari</th>
        <th scope="col">Total</th>
      </tr>
    </thead>
    <tbody>
      ${plan.trainings.map(
        (t, i) =>
          html`<tr aria-current=${ifDefined(i === 0 ? 'step' : undefined)}>
            <th scope="row">${i === 0 ? marked(t.newStrength, 'next') : t.newStrength}</th>
            <td>${t.weaponsUsed || '—'}</td>
            <td class=${t.onTable ? '' : 'extrapolated'}>${priceCell(t.lunari, t.onTable)}</td>
            <td>${t.runningTotal}</td>
          </tr>`,
      )}
    </tbody>
    <tfoot>
      <tr>
        <td colspan="4">
          ${plan.notes.map((note) => `${note.rule === 'R6' ? '* ' : ''}${note.text} (${note.rule}). `)}
          ${plan.weaponsLeft ? `${plural(plan.weaponsLeft, 'weapon')} more than all these trainings can use.` : nothing}
        </td>
      </tr>
    </tfoot>
  </table>`;
}

/** AC-EC-4: said instead of a plan once a unit is fully trained. */
export const fullyTrained = () =>
  html`<p class="note">
    This unit has been trained ${MAX_TRAININGS} times, the most a unit can be <span class="rule">AC-EC-4</span>.
  </p>`;

/** AC-EC-5: how many of the weapons count for the next training, and why not all of them. */
export function weaponsNote(next: PlannedTraining, weapons: number) {
  const kept = weapons - next.weaponsUsed;
  const cap =
    kept > 0
      ? ` Weapons pay at most half a training's price: ${plural(next.weaponCap, 'weapon')} at most here,
        ${plural(kept, 'weapon')} kept for later trainings.`
      : '';
  return html`<p class="note">
    ${next.weaponsUsed} of ${plural(weapons, 'weapon')} count: −${lunari(next.fullCost - next.lunari)} off
    ${lunari(next.fullCost)}.${cap}
    <span class="rule">AC-EC-5</span>
  </p>`;
}
