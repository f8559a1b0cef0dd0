// What only <morale-tracker> has, driven as a person would (the generic helpers are in helpers.ts). Shared by the
// morale-tracker-*.test.ts files.
import '../../src/elements/morale-tracker/define.js';

import { fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';

import type { MoraleTracker } from '../../src/elements/morale-tracker/morale-tracker.js';
import type { MoraleChangeEvent, RoutedEvent } from '../../src/events/index.js';
import { eventually, listen, LOADING, openPanel, text, typeInto } from './helpers.js';
// Driving the tracker as a person would: controls found by their visible name, text read from the screen.

export const root = (el: MoraleTracker) => el.shadowRoot!;
export const shown = (el: MoraleTracker, selector: string) => text(root(el).querySelector(selector));
export const morale = (el: MoraleTracker) => shown(el, 'output[part=result]');
export const feedback = (el: MoraleTracker) => shown(el, '[part=feedback]');

/** Types into a field by keyboard, optionally pressing Enter to submit its form. */
export async function type(el: MoraleTracker, label: string, typed: string, { enter = true } = {}) {
  await typeInto(el, label, typed);
  if (enter) await sendKeys({ press: 'Enter' });
  await el.updateComplete;
}

/**
 * Opens a folded section (<details>) the way a keyboard user does: focus its summary, press Enter; then waits until
 * it is drawn (a section's content loads on first open).
 */
export async function open(el: MoraleTracker, summary: string) {
  // The sections come after the first frame: waited for.
  const found = await eventually(() =>
    [...root(el).querySelectorAll('summary')].find((s) => text(s).startsWith(summary)),
  );
  if (!(found.parentElement as HTMLDetailsElement).open) {
    found.focus();
    await sendKeys({ press: 'Enter' });
  }
  await openPanel(el, summary);
}

/** The log lines as shown, newest first: the log is opened first, as a reader does, when folded. */
export async function logLines(el: MoraleTracker) {
  await openPanel(el, 'Log');
  return [...root(el).querySelectorAll('.log ol > li')].map((li) => text(li));
}

/** Waits until the Routed panel is drawn (its code loads when a commander is first Routed). */
export async function routPanel(el: MoraleTracker) {
  await waitUntil(() => root(el).querySelector('[part=rout]'), 'the Routed panel was not drawn', LOADING);
  await el.updateComplete;
}

/** The Morale changes and Routs a tracker sends, as heard on `document` (where sibling widgets listen). */
export function trackerEvents() {
  const events = listen('army-morale-change', 'army-routed');
  return {
    get changes() {
      return events.of<MoraleChangeEvent>('army-morale-change').map((e) => e.detail);
    },
    get routs() {
      return events.of<RoutedEvent>('army-routed').map((e) => e.detail);
    },
    stop: events.stop,
  };
}

export const KEY = 'army-combat:morale-tracker:test-ayla';

/** Ayla, a level-6 player character (Morale 7), between Battles or in one. */
export const ayla = (where?: 'in-battle') =>
  fixture<MoraleTracker>(
    html`<morale-tracker name="Ayla" level="6" ?in-battle=${where === 'in-battle'}></morale-tracker>`,
  );
