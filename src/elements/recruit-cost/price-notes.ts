// The notes `<recruit-cost>` shows next to a price: an extrapolated price (R6), the upkeep it brings, the weapons that
// count, a unit fully trained. Plain functions of rules results to templates; every figure comes from src/rules.
import { msg, str } from '@lit/localize';
import { html } from 'lit';

import { type Unit } from '../../rules/core/index.js';
import {
  MAX_TRAININGS,
  type PlannedTraining,
  RECRUIT_TABLE,
  TRAINING_TABLE,
  upkeep,
  upkeepReason,
} from '../../rules/economy/index.js';
import { formatNumber } from '../../shared/localize.js';
import { upkeepSaid } from '../../shared/rule-sentences/economy.js';
import { lunari } from '../../shared/words.js';

/** R6: the extrapolated figure, said to be one, never passed off as a rule. */
function ruling(what: string, amount: number) {
  return html`<p part="ruling" role="note">
    <strong>${msg(str`Extrapolated: ${lunari(amount)}.`)}</strong> ${what}
    ${msg('Ruling R6: this is not a rule, your GM may decide otherwise.')}
  </p>`;
}

/** A recruiting price off the table (R6): the Strength, whether after the quest, and the extrapolated price. */
export interface OffTable {
  readonly strength: number;
  readonly quest: boolean;
  readonly amount: number;
}

/** R6: Strength off the recruiting table. */
export const recruitRuling = ({ strength, quest, amount }: OffTable) => {
  const [asked, least, most] = [strength, RECRUIT_TABLE[0]!.strength, RECRUIT_TABLE.at(-1)!.strength].map((n) =>
    formatNumber(n),
  );
  return ruling(
    msg(
      str`Strength ${asked} is not on the recruiting table (Strength ${least} to ${most}). This price follows the table's pattern, ${formatNumber(quest ? 4 : 5)} × Strength × (Strength + 1).`,
    ),
    amount,
  );
};

/** R6: a new Strength past the training table. */
export const trainingRuling = (newStrength: number, amount: number) =>
  ruling(
    msg(
      str`Strength ${formatNumber(newStrength)} is beyond the training table (up to Strength ${formatNumber(TRAINING_TABLE.at(-1)!.strength)}). This price follows the table's pattern, ${formatNumber(10)} × the new Strength.`,
    ),
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
  const { counts, reason } = upkeepReason(unit);
  const why = counts === unit.strength ? '' : ` (${upkeepSaid(reason)})`;
  const perDay = msg(str`${lunari(upkeep([unit]))} per Day`);
  return html`<p class="note">
    ${
      before
        ? msg(html`${label}: <strong>${perDay}</strong>${why}, ${lunari(upkeep([before]))} now`)
        : msg(html`${label}: <strong>${perDay}</strong>${why}`)
    }
    <span class="rule">AC-EC-1</span>
  </p>`;
}

/** AC-EC-4: said instead of a plan once a unit is fully trained. */
export const fullyTrained = () =>
  html`<p class="note">
    ${msg(str`This unit has been trained ${formatNumber(MAX_TRAININGS)} times, the most a unit can be`)}
    <span class="rule">AC-EC-4</span>.
  </p>`;

/** "1 weapon", "3 weapons", in the current language. */
const weaponCount = (count: number) => (count === 1 ? msg('1 weapon') : msg(str`${formatNumber(count)} weapons`));

/** AC-EC-5: how many of the weapons count for the next training, and why not all of them. */
export function weaponsNote(next: PlannedTraining, weapons: number) {
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
