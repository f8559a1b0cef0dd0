// What only <skirmish-resolver> has, driven as a person would (the generic helpers are in helpers.ts): its
// selects and ticks, a whole unit typed in, the odds, the outcome card and the dice typed from the table.
// Shared by the skirmish-resolver-*.test.ts files.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';

import type { SkirmishResolver } from '../../src/elements/skirmish-resolver/skirmish-resolver.js';
import { type CardPile, RosterChangeEvent } from '../../src/events/index.js';
import type { Role } from '../../src/rules/core/index.js';
import { click, control, eventually, LOADING, openPanel, squash, text, typeInto } from './helpers.js';

const clean = (shown: string | null | undefined) => squash(shown).toLowerCase();

/** Soldier (Strength 2) attacks Militia (Strength 2), both on the page: equal bases, so ties roll again (AC-SK-6). */
export const evenFight = () =>
  fixture<SkirmishResolver>(
    html`<skirmish-resolver>
      <army-unit slot="offense" name="Soldier" strength="2"></army-unit>
      <army-unit slot="defense" name="Militia" strength="2"></army-unit>
    </skirmish-resolver>`,
  );

/** AC-SK-12: Spearmen (Strength 3, Aggressor, Reach) attack a Soldier (Strength 2), both on the page; dice from `seed`. */
export const spearmenAgainstSoldier = (seed: string) =>
  fixture<SkirmishResolver>(
    html`<skirmish-resolver seed=${seed}>
      <army-unit slot="offense" name="Spearmen" strength="3" role="aggressor" traits="reach"></army-unit>
      <army-unit slot="defense" name="Soldier" strength="2"></army-unit>
    </skirmish-resolver>`,
  );

/** Picks an option by its value, as a person does with a select (which then sends `change`). */
export async function choose(el: SkirmishResolver, name: string, value: string) {
  const select = control<HTMLSelectElement>(el, name);
  if (![...select.options].some((o) => o.value === value))
    throw new Error(`"${name}" has no option ${value}: ${[...select.options].map((o) => o.value).join(', ')}`);
  select.focus();
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await el.updateComplete;
}

/** The labels of the options of the select labelled `name`. */
export const options = (el: SkirmishResolver, name: string) =>
  [...control<HTMLSelectElement>(el, name).options].map((o) => o.textContent.trim());

/** Ticks or unticks a checkbox or radio by clicking it. */
export async function tick(el: SkirmishResolver, name: string) {
  control<HTMLInputElement>(el, name).click();
  await el.updateComplete;
}

/**
 * AC-SK-9: the Defense commander discards a card for +1 to the Defense unit (the first discard: its fields are the
 * only ones). "For" follows "By"; the bonus is typed, as the card says.
 */
export async function defenseDiscard(el: SkirmishResolver) {
  await openDiscards(el);
  await click(el, 'Add a discard');
  await choose(el, 'By', 'defense');
  await typeInto(el, 'Bonus', '+1');
}

/**
 * Waits until what the resolver draws after its first frame is there (the chart, the breakdowns before the die, the
 * commander sections, the hints): no space is kept for it any more.
 */
export const afterFirstFrame = (el: SkirmishResolver) =>
  eventually(() => !el.shadowRoot!.querySelector('.after-space'));

/** Opens a side's commander section (a person clicks its summary), and waits until it is drawn. */
export async function openCommander(el: SkirmishResolver, side: 'offense' | 'defense') {
  await afterFirstFrame(el);
  const details = el.shadowRoot!.querySelector<HTMLDetailsElement>(`.side.${side} details.commander`)!;
  if (!details.open) details.querySelector('summary')!.click();
  await waitUntil(() => details.querySelector('select'), `the ${side} commander section was not drawn`, LOADING);
  await el.updateComplete;
}

/** Opens the discards for a bonus (AC-SK-9). */
export const openDiscards = (el: SkirmishResolver) => openPanel(el, 'Discards for a bonus');

/** Opens the outcome's details: each card's dice and sum, the steps and the rulings. */
export const openDetails = (el: SkirmishResolver) => openPanel(el, 'How it was decided');

/** Opens the history of the Skirmishes resolved here. */
export const openHistory = (el: SkirmishResolver) => openPanel(el, 'Resolved here');

/** Types a whole unit into a side's inline form. */
export async function unit(
  el: SkirmishResolver,
  side: 'Offense' | 'Defense',
  name: string,
  strength: string,
  role = 'trooper',
  traits = '',
) {
  await typeInto(el, `${side} name`, name);
  await typeInto(el, `${side} strength`, strength);
  await choose(el, `${side} role`, role);
  if (traits) await typeInto(el, `${side} traits`, traits);
}

/** The chances shown in `part="odds"`, label → percentage (as numbers). */
export function odds(el: SkirmishResolver): Record<string, number> {
  const shown: Record<string, number> = {};
  for (const row of el.shadowRoot!.querySelectorAll('[part~=odds] dl > div')) {
    const label = row.querySelector('dt')!.textContent.trim();
    shown[label] = Number(row.querySelector('dd')!.textContent.replace('%', ''));
  }
  return shown;
}

/** The text of `output[part=result]`, spaces folded. */
export const result = (el: SkirmishResolver) => text(el.shadowRoot!.querySelector('output[part~=result]'));

/** Each card's fate in the outcome, by its word (lowercase), per side. */
export function fates(el: SkirmishResolver): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const fate of el.shadowRoot!.querySelectorAll('output .fate'))
    shown[fate.classList.contains('offense') ? 'offense' : 'defense'] = clean(
      fate.textContent.replace(/[^A-Za-z]/g, ''),
    );
  return shown;
}

/** Types real dice: `{ offense: [2, 3], defense: [2] }` into round `round` (0 = the first roll). */
export async function enterDice(el: SkirmishResolver, dice: { offense?: number[]; defense?: number[] }, round = 0) {
  const prefix = round ? `Re-roll #${round}, ` : '';
  for (const side of ['offense', 'defense'] as const)
    for (const [i, die] of (dice[side] ?? []).entries())
      await typeInto(el, `${prefix}${side === 'offense' ? 'Offense' : 'Defense'} die ${i + 1}`, String(die));
}

/** Switches to typed dice ("We rolled real dice"). */
export const realDice = (el: SkirmishResolver) => tick(el, 'We rolled real dice');

/** The number of dice fields per side in the first round of typed dice. */
export function diceFields(el: SkirmishResolver) {
  const labels = [...el.shadowRoot!.querySelectorAll('.round label')].map((l) => clean(l.textContent));
  return {
    offense: labels.filter((l) => l.startsWith('offense die')).length,
    defense: labels.filter((l) => l.startsWith('defense die')).length,
  };
}

/** An element next to the resolver (not inside it), to send what an `<army-roster>` sends. */
export function sibling(el: Element) {
  const roster = document.createElement('div');
  el.after(roster);
  return roster;
}

/** A roster's card, short: Strength null is a "-" card. */
export interface CardLine {
  id: string;
  name: string;
  strength: number | null;
  pile: CardPile;
  role?: Role;
  retinue?: boolean;
}

/** Sends what an `<army-roster>` of `commander` sends when its cards change. */
export const announce = (from: Element, commander: string, cards: CardLine[]) =>
  from.dispatchEvent(
    new RosterChangeEvent({
      commander,
      name: `${commander}'s army`,
      cards: cards.map(({ id, name, strength, pile, role = 'trooper', retinue }) => ({
        id,
        unit: { name, strength, role },
        pile,
        ...(retinue ? { retinue } : {}),
      })),
    }),
  );

export function expectPercent(shown: Record<string, number>, label: string, exact: number) {
  expect(shown[label], label).to.be.closeTo(exact * 100, 0.05);
}
