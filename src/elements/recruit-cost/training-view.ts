// What <recruit-cost> shows in Training (`mode="train"`): the fields, the next training's price with its notes, the
// upkeep after it and what a budget pays for. Loaded when the Training mode is first shown, so that a page pricing
// recruits downloads none of it (what a budget pays for is in budget-view.ts); every figure comes from the rules package (AC-EC-4, AC-EC-5).
import { msg, str } from '@lit/localize';
import { html, nothing } from 'lit';

import { MAX_TRAININGS, type PlannedTraining, TRAINING_TABLE, trainingPlan } from '../../rules/economy/index.js';
import { formatNumber } from '../../shared/localize.js';
import { lunari } from '../../shared/words.js';
import { ruling, upkeepLine } from './price-notes.js';
import type * as PriceTables from './price-tables.js';
import { type Figures, numberField, priceLine, type RecruitView } from './recruit-view.js';

/** R6: a new Strength past the training table. */
const trainingRuling = (newStrength: number, amount: number) =>
  ruling(
    msg(
      str`Strength ${formatNumber(newStrength)} is beyond the training table (up to Strength ${formatNumber(TRAINING_TABLE.at(-1)!.strength)}). This price follows the table's pattern, ${formatNumber(10)} × the new Strength.`,
    ),
    amount,
  );

/** AC-EC-4: said instead of a plan once a unit is fully trained. */
const fullyTrained = () =>
  html`<p class="note">
    ${msg(str`This unit has been trained ${formatNumber(MAX_TRAININGS)} times, the most a unit can be`)}
    <span class="rule">AC-EC-4</span>.
  </p>`;

/** "1 weapon", "3 weapons", in the current language. */
const weaponCount = (count: number) => (count === 1 ? msg('1 weapon') : msg(str`${formatNumber(count)} weapons`));

/** AC-EC-5: how many of the weapons count for the next training, and why not all of them. */
function weaponsNote(next: PlannedTraining, weapons: number) {
  const kept = weapons - next.weaponsUsed;
  const off = lunari(next.fullCost - next.lunari);
  const full = lunari(next.fullCost);
  const used = formatNumber(next.weaponsUsed);
  return html`<p class="note">
    ${
      weapons === 1
        ? msg(str`${used} of 1 weapon count: −${off} off ${full}.`)
        : msg(str`${used} of ${formatNumber(weapons)} weapons count: −${off} off ${full}.`)
    }
    ${kept > 0 ? msg(str`Weapons pay at most half a training's price: ${weaponCount(next.weaponCap)} at most here, ${weaponCount(kept)} kept for later trainings.`) : ''}
    <span class="rule">AC-EC-5</span>
  </p>`;
}

export function trainingFields(view: RecruitView) {
  return html`${numberField(view, { label: msg('Strength now'), key: 'strength' })}
  ${numberField(view, { label: msg(str`Times trained (${formatNumber(0)}–${formatNumber(3)})`), key: 'trained' })}
  ${numberField(view, { label: msg('Weapons to destroy'), key: 'weapons' })}`;
}

export function trainingFigures(view: RecruitView): Figures {
  const { reading } = view;
  const { strength, trained, weapons, unit } = reading;
  const plan =
    strength === null || trained === null ? null : trainingPlan({ strength, timesTrained: trained, weapons }); // AC-EC-4/5
  const next = plan?.trainings[0];
  const price = priceLine(view, {
    label: next ? msg(str`Next training, to Strength ${formatNumber(next.newStrength)}`) : msg('Next training'),
    result: !plan
      ? '—'
      : !next
        ? msg('No training left')
        : next.onTable
          ? lunari(next.lunari)
          : msg('Not on the table'),
    rule: 'AC-EC-4',
  });
  const notes = html`${plan && !next ? fullyTrained() : nothing}
  ${next && !next.onTable ? trainingRuling(next.newStrength, next.lunari) : nothing}
  ${next && weapons > 0 ? weaponsNote(next, weapons) : nothing}`;
  const upkeepPreview =
    unit && next
      ? upkeepLine({
          label: msg('Upkeep after this training'),
          unit: { ...unit, strength: next.newStrength },
          before: unit,
        })
      : unit
        ? upkeepLine({ label: msg('Upkeep'), unit })
        : nothing;
  const table = plan?.trainings.length ? (tables: typeof PriceTables) => tables.trainingPlanTable(plan) : null;
  return { price, notes, table, upkeep: upkeepPreview, plan };
}
