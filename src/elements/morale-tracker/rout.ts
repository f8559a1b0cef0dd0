import { msg, str } from '@lit/localize';

import type { RosterCard } from '../../events/index.js';
import type { D6, Unit } from '../../rules/core/index.js';
import { routRolls } from '../../rules/morale/index.js';
import type { RoutDie } from './tracker-state.js';

/**
 * The units a Routed commander's opponent rolls for (AC-MO-2): from an `<army-roster>` with the same commander,
 * or typed by the game master (names, or just how many). Pure functions; the element shows what they return.
 */

/** A unit in the Disabled or Exhausted pile, with its roster card id when it came from a roster. */
export type RoutUnit = Unit & { readonly cardId?: string };

/** More than any army fields; keeps a typo like "300" from filling the screen with dice. */
const MOST_UNITS = 60;

/** AC-MO-2: the roster's cards in the Disabled or Exhausted pile. */
export function unitsFromRoster(cards: readonly RosterCard[]): RoutUnit[] {
  return cards
    .filter((card) => card.pile === 'disabled' || card.pile === 'exhausted')
    .map((card) => ({ ...card.unit, cardId: card.id }));
}

/** What the game master typed: "Spearmen, Archers" (names) or "3" (how many). */
export function readTypedUnits(text: string): { units: RoutUnit[]; problem?: string } {
  const written = text.trim();
  if (/^\d+$/.test(written)) {
    const count = Number(written);
    if (count > MOST_UNITS) return { units: [], problem: msg(str`At most ${MOST_UNITS} units, not ${count}.`) };
    return { units: Array.from({ length: count }, (_, i) => typedUnit(msg(str`Unit ${i + 1}`))) };
  }
  const names = written.split(/[,;\n]/).map((name) => name.trim());
  return { units: names.filter((name) => name !== '').map(typedUnit) };
}

/** A typed name: a plain unit, since only its name matters for a Rout's die. */
const typedUnit = (name: string): RoutUnit => ({ name, strength: null, role: 'trooper' });

/** AC-MO-2 with AC-UN-4: Rituals are not units, so they get no die (as `routRolls` does). */
export const rollable = (units: readonly RoutUnit[]): RoutUnit[] => units.filter((unit) => unit.role !== 'ritual');

/** Real dice typed in ("5 2 6" or "5, 2, 6"): exactly one 1–6 per unit, or a problem in plain words. */
export function readDice(text: string, count: number): { dice: number[] } | { problem: string } {
  const written = text.split(/[\s,;]+/).filter((die) => die !== '');
  const wrong = written.find((die) => !/^[1-6]$/.test(die));
  if (wrong !== undefined) return { problem: msg(str`A d6 shows 1 to 6, not "${wrong}".`) };
  if (written.length !== count)
    return {
      problem: msg(str`Enter one die per unit: ${count} dice, in the order listed (${written.length} given).`),
    };
  return { dice: written.map(Number) };
}

/** AC-MO-2: one d6 per unit, 5 or 6 Kills it (the dice come from `d6`: virtual or entered). */
export function rollRout(units: readonly RoutUnit[], d6: D6): RoutDie[] {
  return routRolls(units, d6).map(({ unit, roll, killed }) =>
    unit.cardId === undefined
      ? { name: unit.name, roll, killed }
      : { name: unit.name, roll, killed, cardId: unit.cardId },
  );
}

/** AC-MO-2: the log line of a Rout's dice, and the Killed cards as the roster is told them (by id, else by name). */
export function routOutcome(dice: readonly RoutDie[]) {
  const killed = dice.filter((die) => die.killed);
  const names = killed.map((die) => die.name);
  const text = `Rout rolls ${dice.map((die) => die.roll).join(', ')}: ${names.length ? `${names.join(', ')} Killed` : 'none Killed'}`;
  const cards = killed.map(({ name, cardId }) => (cardId ? { cardId, name } : { name }));
  return { note: { rule: 'AC-MO-2', text }, killed: cards };
}
