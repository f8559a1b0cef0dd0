// What <recruit-cost> sends on the page: "Add to army" sends `army-unit-recruit` to the `<army-roster>` of its
// commander, having first asked the rosters (`army-roster-request`) whether one of that commander is there to add it.
import { msg, str } from '@lit/localize';

import { UnitRecruitEvent } from '../../events/index.js';
import type { Unit } from '../../rules/core/index.js';
import { budgetCheck } from '../../rules/economy/index.js';
import { formatNumber } from '../../shared/localize.js';
import { findRoster } from '../../shared/roster-find.js';
import { lunari } from '../../shared/words.js';
import type { Reading } from './recruit-state.js';

/** What the last "Add to army" did, or why it refused: said once in the widget's status line. */
export interface Sent {
  readonly text: string;
  readonly refused: boolean;
}

/**
 * What "Add to army" would send and pay, or why it cannot now (in a player's words): it needs a readable Strength,
 * a name, and a valid role and path.
 */
export function recruitOrWhy(
  reading: Reading,
  name: string,
): { unit: Unit; price: number; onTable: boolean } | { why: string } {
  const { quote, budget, unit } = reading;
  if (!quote || !unit) return { why: msg('Fix the Strength above to send it.') };
  if (!name.trim()) return { why: msg('Give the unit a name (Unit to add) to send it.') };
  if (reading.unitErrors.length) return { why: msg('Fix the problems above to send it.') };
  const { lunari: price, onTable } = quote;
  const check = budget === null ? null : budgetCheck(budget, price);
  if (check && !check.enough)
    return { why: msg(str`Not enough lunari: ${lunari(price)} needed, ${lunari(check.short)} short of "I have".`) };
  return { unit, price, onTable };
}

/** "Add to army" pressed: what the widget knows, and where it sends from. */
export interface AddToArmy {
  readonly host: Element;
  readonly reading: Reading;
  readonly commander: string;
  readonly name: string;
  readonly quest: boolean;
}

/**
 * Sends the unit to its commander's roster (or says why not): what to say, and the budget left once a roster of
 * the commander adds the unit, which is paid for then (null: the budget stays as it is).
 */
export function addToArmy({ host, reading, commander: written, name, quest }: AddToArmy): {
  sent: Sent;
  budgetLeft: number | null;
} {
  const recruit = recruitOrWhy(reading, name);
  if ('why' in recruit)
    return { sent: { text: `${msg('Not added.')} ${recruit.why}`, refused: true }, budgetLeft: null };
  const { unit, price, onTable } = recruit;
  const commander = written.trim();
  const roster = findRoster(host, commander);
  host.dispatchEvent(new UnitRecruitEvent({ commander, unit, lunari: price, timesTrained: 0, quest }));
  const strength = unit.strength === null ? '-' : formatNumber(unit.strength); // a printed "-" (AC-UN-1)
  const sent = onTable
    ? msg(str`${unit.name} (Strength ${strength}, ${lunari(price)})`)
    : msg(str`${unit.name} (Strength ${strength}, ${lunari(price)}, extrapolated)`);
  if (!roster) {
    const text = msg(str`Sent ${sent}, but no army roster of ${commander} is on this page to add it.`);
    return { sent: { text, refused: true }, budgetLeft: null };
  }
  const { budget } = reading;
  const army = roster.name.trim();
  const added = army ? msg(str`Added ${sent} to ${army}.`) : msg(str`Added ${sent} to the army of ${commander}.`);
  const left = budget === null ? '' : ` ${msg(str`${lunari(budget - price)} left.`)}`;
  const text = `${added}${left} ${msg('Undo it there if needed.')}`;
  return { sent: { text, refused: false }, budgetLeft: budget === null ? null : budget - price };
}
