// Drives a <skirmish-resolver> as a person would: controls found by their label text (what a screen
// reader names them), typed into with the keyboard, buttons clicked. Shared by the
// skirmish-resolver-*.test.ts files.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SkirmishResolver } from '../../src/elements/skirmish-resolver/skirmish-resolver.js';

type Control = HTMLInputElement | HTMLSelectElement;

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase();

/** The control whose label is `name`, or else starts with it (case-insensitive, spaces folded). */
export function control<T extends Control = Control>(el: SkirmishResolver, name: string): T {
  const root = el.shadowRoot!;
  const wanted = clean(name);
  const starting = [...root.querySelectorAll('label')].filter((l) => clean(l.textContent).startsWith(wanted));
  const exact = starting.filter((l) => clean(l.textContent) === wanted);
  const found = (exact.length ? exact : starting).map((l) => l.control).filter((c): c is T => !!c);
  if (found.length === 0) throw new Error(`no control labelled "${name}"`);
  if (found.length > 1) throw new Error(`${found.length} controls labelled "${name}"`);
  return found[0]!;
}

/** The button whose text (visible or for screen readers) contains `name`. */
export function button(el: SkirmishResolver, name: string): HTMLButtonElement {
  const wanted = clean(name);
  const found = [...el.shadowRoot!.querySelectorAll('button')].filter((b) =>
    clean(b.getAttribute('aria-label') ?? b.textContent).includes(wanted),
  );
  if (found.length !== 1) throw new Error(`${found.length} buttons named "${name}"`);
  return found[0]!;
}

export const hasButton = (el: SkirmishResolver, name: string) =>
  [...el.shadowRoot!.querySelectorAll('button')].some((b) => clean(b.textContent).includes(clean(name)));

/** Focuses the field, selects what is in it and types `text` with the keyboard. */
export async function type(el: SkirmishResolver, name: string, text: string) {
  const input = control<HTMLInputElement>(el, name);
  input.focus();
  input.select();
  if (text === '') await sendKeys({ press: 'Backspace' });
  else await sendKeys({ type: text });
  await el.updateComplete;
}

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

/** Ticks or unticks a checkbox or radio by clicking it. */
export async function tick(el: SkirmishResolver, name: string) {
  control<HTMLInputElement>(el, name).click();
  await el.updateComplete;
}

export async function click(el: SkirmishResolver, name: string) {
  button(el, name).click();
  await el.updateComplete;
}

/** Opens a side's commander section (a person clicks its summary). */
export async function openCommander(el: SkirmishResolver, side: 'offense' | 'defense') {
  const details = el.shadowRoot!.querySelector<HTMLDetailsElement>(`.side.${side} details.commander`)!;
  if (!details.open) details.querySelector('summary')!.click();
  await el.updateComplete;
}

/** Types a whole unit into a side's inline form. */
export async function unit(
  el: SkirmishResolver,
  side: 'Offense' | 'Defense',
  name: string,
  strength: string,
  role = 'trooper',
  traits = '',
) {
  await type(el, `${side} name`, name);
  await type(el, `${side} strength`, strength);
  await choose(el, `${side} role`, role);
  if (traits) await type(el, `${side} traits`, traits);
}

/** The chances shown in `part="odds"`, label → percentage (as numbers). */
export function odds(el: SkirmishResolver): Record<string, number> {
  const shown: Record<string, number> = {};
  for (const row of el.shadowRoot!.querySelectorAll('[part~=odds] dl > div')) {
    const label = row.querySelector('dt')!.textContent!.trim();
    shown[label] = Number(row.querySelector('dd')!.textContent!.replace('%', ''));
  }
  return shown;
}

/** The text of `output[part=result]`, spaces folded. */
export const result = (el: SkirmishResolver) =>
  el.shadowRoot!.querySelector('output[part~=result]')!.textContent!.replace(/\s+/g, ' ').trim();

/** Each outcome card's fate, by its word (lowercase), per side. */
export function fates(el: SkirmishResolver): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const card of el.shadowRoot!.querySelectorAll('output .card'))
    shown[card.classList.contains('offense') ? 'offense' : 'defense'] = clean(
      card.querySelector('.fate')!.textContent!.replace(/[^A-Za-z]/g, ''),
    );
  return shown;
}

/** Types real dice: `{ offense: [2, 3], defense: [2] }` into round `round` (0 = the first roll). */
export async function enterDice(el: SkirmishResolver, dice: { offense?: number[]; defense?: number[] }, round = 0) {
  const prefix = round ? `Re-roll #${round}, ` : '';
  for (const side of ['offense', 'defense'] as const)
    for (const [i, die] of (dice[side] ?? []).entries())
      await type(el, `${prefix}${side === 'offense' ? 'Offense' : 'Defense'} die ${i + 1}`, String(die));
}

/** Switches to typed dice ("We rolled real dice"). */
export const realDice = (el: SkirmishResolver) => tick(el, 'We rolled real dice');

/** Collects the events of the given types that reach `document`. */
export function listen(...types: string[]) {
  const heard: Event[] = [];
  const hear = (event: Event) => heard.push(event);
  for (const t of types) document.addEventListener(t, hear);
  return {
    heard,
    of: <E extends Event>(t: string) => heard.filter((e) => e.type === t) as E[],
    stop: () => types.forEach((t) => document.removeEventListener(t, hear)),
  };
}

/** The number of dice fields per side in the first round of typed dice. */
export function diceFields(el: SkirmishResolver) {
  const labels = [...el.shadowRoot!.querySelectorAll('.round label')].map((l) => clean(l.textContent));
  return {
    offense: labels.filter((l) => l.startsWith('offense die')).length,
    defense: labels.filter((l) => l.startsWith('defense die')).length,
  };
}

export function expectPercent(shown: Record<string, number>, label: string, exact: number) {
  expect(shown[label], label).to.be.closeTo(exact * 100, 0.05);
}
