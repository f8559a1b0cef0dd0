// What only <army-roster> has, read as a person would (the generic helpers are in helpers.ts). Shared by the
// army-roster*.test.ts files.
import '../../src/elements/army-roster/define.js';

import { fixture, html, waitUntil } from '@open-wc/testing';
import type { TemplateResult } from 'lit';

import type { ArmyRoster } from '../../src/elements/army-roster/army-roster.js';
import { eventually, LOADING, text, warningsDuring } from './helpers.js';

export const root = (el: ArmyRoster) => el.shadowRoot!;
export const log = (el: ArmyRoster) => [...root(el).querySelectorAll('[part~=log] li')].map(text);
/**
 * The roster's own Battle (Start/End Battle, Phase 2, Undo) and its recent changes come after its first frame: waits
 * until its row of buttons is drawn, as a reader does. The reader's pointer passes over the roster on its way to a
 * button, a sign of intent that loads it at once (idle time may never come to a test page in the background).
 */
export function ownBattle(el: ArmyRoster) {
  el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
  return eventually(() => root(el).querySelector('.battle'));
}
/** The unit names in the list, in the order shown. */
export const names = (el: ArmyRoster) => [...root(el).querySelectorAll('[part~=card] .name')].map(text);

/** A figure panel by its title: its whole text. */
export function figure(el: ArmyRoster, title: string): HTMLElement {
  const found = [...root(el).querySelectorAll<HTMLElement>('.figure')].find(
    (f) => text(f.querySelector('.figure-title')) === title,
  );
  if (!found) throw new Error(`no figure "${title}"`);
  return found;
}
export const figureValue = (el: ArmyRoster, title: string) => text(figure(el, title).querySelector('.value'));
/** A figure of "Army on the map" by its name (the `<dd>` after its `<dt>`). */
export const stat = (el: ArmyRoster, name: string) =>
  Number(text([...root(el).querySelectorAll('.stats dt')].find((dt) => text(dt) === name)?.nextElementSibling));

/** Opens a figure's "Breakdown" as a reader clicks it, and returns it once its lines are drawn. */
export async function openBreakdown(el: ArmyRoster, title: string): Promise<HTMLDetailsElement> {
  const details = await eventually(() => figure(el, title).querySelector('details')); // after the first frame
  if (!details.open) details.querySelector('summary')!.click();
  await waitUntil(() => details.querySelector('.lines'), `the breakdown of "${title}" was not drawn`, LOADING);
  return details;
}

/** The card of the list showing this unit. */
export function card(el: ArmyRoster, name: string): HTMLElement {
  const found = [...root(el).querySelectorAll<HTMLElement>('[part~=card]')].find(
    (c) => text(c.querySelector('.name')) === name,
  );
  if (!found) throw new Error(`no card "${name}"`);
  return found;
}

/** The radio button of a card's state, found by the group's name ("State of Spearmen") and its own. */
export function stateRadio(el: ArmyRoster, unit: string, state: string): HTMLInputElement {
  const group = [...root(el).querySelectorAll('fieldset.piles')].find(
    (f) => f.getAttribute('aria-label') === `State of ${unit}`,
  );
  const radio = [...(group?.querySelectorAll('input') ?? [])].find((r) => r.getAttribute('aria-label') === state);
  if (!radio) throw new Error(`no state "${state}" for ${unit}`);
  return radio;
}
export const stateOf = (el: ArmyRoster, unit: string) => card(el, unit).dataset.pile;
/** Every card's name and state, in the order shown (tells apart cards of the same name). */
export const piles = (el: ArmyRoster) =>
  [...root(el).querySelectorAll<HTMLElement>('[part~=card]')].map(
    (c) => `${text(c.querySelector('.name'))}: ${c.dataset.pile}`,
  );

/**
 * The army most tests use. Worked out by hand:
 * - AC-EC-1 upkeep: Spearmen 3 + Scouts (Strength 0 counts 1) + Skeletons (Undead 0) + Banner ("-" 0) + Rite
 *   ("-" 0) = 4 → 20 lunari.
 * - AC-MA-1: Spearmen, Scouts, Skeletons, Banner = 4 units (the Ritual not counted) → 1 miniature; Strength 5.
 * - AC-MA-2: Skeletons are Slow (−1); 1 of 4 Fast is under 50% → 2 inches.
 * - AC-RI-1: Spearmen and Banner are Steel → Steel Rituals usable; Scouts alone on Nature.
 */
export const army = () =>
  html`<army-roster name="Northern Host" commander="Ayla">
    <army-unit name="Spearmen" strength="3" role="aggressor" path="steel" traits="reach" owner="Ayla"></army-unit>
    <army-unit name="Scouts" strength="0" role="trooper" path="nature" traits="fast"></army-unit>
    <army-unit name="Skeletons" strength="2" traits="undead slow"></army-unit>
    <army-unit name="Banner" strength="-" role="equipment" path="steel"></army-unit>
    <army-unit name="Iron Rite" strength="-" role="ritual" path="steel"></army-unit>
  </army-roster>`;

/** A roster made from `page`, with the console warnings it gave while being made. */
export async function warned(page: TemplateResult) {
  let el!: ArmyRoster;
  const warnings = await warningsDuring(async () => {
    el = await fixture<ArmyRoster>(page);
  });
  return { el, warnings };
}
