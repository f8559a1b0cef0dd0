// The notes `<recruit-cost>` shows next to a price: an extrapolated price (R6) and the upkeep it brings (the training
// notes are in training-view.ts). Plain functions of rules results to templates; every figure comes from src/rules.
import { msg, str } from '@lit/localize';
import { html } from 'lit';

import { type Unit } from '../../rules/core/index.js';
import { RECRUIT_TABLE, upkeep, upkeepReason } from '../../rules/economy/index.js';
import { formatNumber } from '../../shared/localize.js';
import { upkeepSaid } from '../../shared/rule-sentences/economy.js';
import { lunari } from '../../shared/words.js';

/** R6: the extrapolated figure, said to be one, never passed off as a rule. */
export function ruling(what: string, amount: number) {
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
