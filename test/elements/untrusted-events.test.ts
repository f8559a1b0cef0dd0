// Events from other scripts on the page are not trusted: a flood of malformed events of every type the widgets
// hear leaves no page error, and every widget still does its main action afterwards.
import '../../src/elements/army-roster/define.js';
import '../../src/elements/army-unit/define.js';
import '../../src/elements/morale-tracker/define.js';
import '../../src/elements/recruit-cost/define.js';
import '../../src/elements/skirmish-resolver/define.js';

import { expect, fixtureSync, html } from '@open-wc/testing';
import fc from 'fast-check';
import type { TemplateResult } from 'lit';

import type { HeardEventType } from '../../src/events/index.js';
import { button, click, result, text, type Widget } from './helpers.js';

/** The unit names a roster lists. */
const names = (roster: Widget) => [...roster.shadowRoot!.querySelectorAll('[part~=card] .name')].map(text).join(', ');

const HEARD: readonly HeardEventType[] = [
  'army-roster-change',
  'army-roster-request',
  'army-skirmish-resolved',
  'army-skirmish-undone',
  'army-unopposed-resolved',
  'army-morale-damage',
  'army-kill-prevented',
  'army-morale-change',
  'army-routed',
  'army-rout-rolled',
  'army-unit-recruit',
  'army-upkeep-morale',
];

const trap = new Proxy(
  {},
  {
    get: () => {
      throw new Error('trap');
    },
  },
);
const hostile = { toString: 1, valueOf: 1 };
/** The shapes reported from real pages, addressed to the commander on the page so that no filter skips them. */
const KNOWN_BAD: unknown[] = [
  undefined,
  null,
  5,
  'Ayla',
  [],
  {},
  trap,
  { commander: 'Ayla', name: 'Ayla' },
  { commander: 'Ayla', name: 'Ayla', cards: 5 },
  { commander: 'Ayla', name: 'Ayla', cards: [null] },
  { commander: 'Ayla', name: 'Ayla', cards: [{ id: 'x', unit: null, pile: 'hand' }] },
  { commander: 'Ayla', name: 7, cards: [] },
  { commander: hostile, name: hostile, cards: [] },
  { offense: { commander: 'Ayla', name: 'Spearmen', fate: 'killed' }, defense: null, discards: [null] },
  { offense: { commander: 'Ayla', name: 'Spearmen', fate: 'x' }, defense: { commander: 'Ayla' }, margin: '1' },
  { commander: 'Ayla', killed: [null], rolls: [null] },
  { commander: 'Ayla', name: 'Spearmen', paid: '1' },
  { commander: 'Ayla', amount: -1, reason: hostile, rule: null },
  { commander: 'Ayla', unit: { name: hostile, strength: 2 }, lunari: '1', timesTrained: 9, quest: 'yes' },
  { commander: 'Ayla', morale: Infinity, name: trap },
];

/** 1,000 details per event type: the known bad shapes, then arbitrary values from fast-check. */
function malformed(count: number): unknown[] {
  const random = fc.sample(
    fc.oneof(
      fc.anything({ withObjectString: true, withNullPrototype: true }),
      fc.record({ commander: fc.constant('Ayla'), name: fc.anything(), cards: fc.anything(), unit: fc.anything() }),
      fc.record({ offense: fc.anything(), defense: fc.anything(), discards: fc.anything(), killed: fc.anything() }),
    ),
    { numRuns: count - KNOWN_BAD.length, seed: 12 },
  );
  return [...KNOWN_BAD, ...random];
}

/** An event as another script might make it: a CustomEvent, or a plain Event with a detail getter. */
function eventOf(type: string, detail: unknown, i: number): Event {
  if (i % 2) return new CustomEvent(type, { detail, bubbles: true, composed: true });
  const event = new Event(type, { bubbles: true, composed: true });
  Object.defineProperty(event, 'detail', { get: () => detail });
  return event;
}

/**
 * A page of widgets, once each has rendered. Not `fixture()`: for a plain `<div>` it waits for an animation frame,
 * which never comes while the test runner's other page is in front.
 */
async function widgets(page: TemplateResult): Promise<HTMLElement> {
  const root = fixtureSync<HTMLElement>(page);
  await Promise.all([...root.querySelectorAll<Widget>('*')].map((el) => el.updateComplete));
  return root;
}

describe('events from other scripts', () => {
  let errors: string[] = [];
  const onError = (event: ErrorEvent) => {
    errors.push(event.message);
    event.preventDefault();
  };
  beforeEach(() => {
    errors = [];
    window.addEventListener('error', onError);
  });
  afterEach(() => window.removeEventListener('error', onError));

  it('is accessible: the four widgets on one page', async () => {
    const page = await widgets(
      html`<div>
        <army-roster commander="Ayla" name="Vanguard"><army-unit name="Spearmen" strength="3"></army-unit></army-roster>
        <morale-tracker name="Ayla" level="6"></morale-tracker>
      </div>`,
    );
    await expect(page).to.be.accessible();
  });

  it('1,000 malformed events of every type leave no page error, and every widget still works', async () => {
    const page = await widgets(
      html`<div>
        <army-roster commander="Ayla" name="Vanguard">
          <army-unit name="Spearmen" strength="3" role="aggressor"></army-unit>
          <army-unit name="Archers" strength="2"></army-unit>
        </army-roster>
        <morale-tracker name="Ayla" level="6"></morale-tracker>
        <skirmish-resolver seed="7">
          <army-unit slot="offense" name="Knights" strength="4" role="aggressor"></army-unit>
          <army-unit slot="defense" name="Militia" strength="2"></army-unit>
        </skirmish-resolver>
        <recruit-cost commander="Ayla" name="Scouts" strength="1"></recruit-cost>
      </div>`,
    );
    const [roster, tracker, resolver, recruit] = [
      'army-roster',
      'morale-tracker',
      'skirmish-resolver',
      'recruit-cost',
    ].map((tag) => page.querySelector(tag) as Widget) as [Widget, Widget, Widget, Widget];
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (message: string) => void warnings.push(message);
    try {
      const details = malformed(1000);
      for (const type of HEARD)
        details.forEach((detail, i) => page.querySelector('army-unit')!.dispatchEvent(eventOf(type, detail, i)));
      await Promise.all([roster, tracker, resolver, recruit].map((el) => el.updateComplete));
    } finally {
      console.warn = warn;
    }
    expect(errors, 'page errors').to.deep.equal([]);
    // Each bad event is reported by the widget that heard it, naming the event and the field.
    expect(warnings).to.include(
      '<skirmish-resolver>: ignored an army-roster-change event: cards must be a list, not 5',
    );
    expect(warnings).to.include(
      '<morale-tracker>: ignored an army-morale-damage event: amount must be a whole number from 0 to 1000, not -1',
    );

    // Each widget's main action, and the widgets still hear each other.
    expect(names(roster)).to.contain('Spearmen');
    await click(resolver, 'Roll the dice');
    expect(result(resolver)).to.match(/wins|tie|no winner/i);
    const before = result(tracker);
    await click(tracker, 'Lose 1');
    expect(result(tracker)).to.not.equal(before);
    button(recruit, 'Add to army').click();
    await roster.updateComplete;
    expect(names(roster)).to.contain('Scouts');
    expect(errors, 'page errors').to.deep.equal([]);
  });
});
