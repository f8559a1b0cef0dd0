// The notes `<recruit-cost>` shows next to a price: an extrapolated price (R6), the upkeep it brings, the weapons that
// count, a unit fully trained. Plain functions of rules results to templates; every figure comes from src/rules.
import { html } from 'lit';

import { type Unit } from '../../rules/core/index.js';
import {
  MAX_TRAININGS,
  type PlannedTraining,
  RECRUIT_TABLE,
  TRAINING_TABLE,
  upkeep,
  upkeepCount,
} from '../../rules/economy/index.js';
import { lunari, plural } from '../../shared/words.js';

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
