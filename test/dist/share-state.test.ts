// "Share" of what a widget keeps beyond its attributes: a tracker's Morale and log, a board's Battle so far with its
// trackers and rosters. The link's state is read back in embed.html by the widget's own saved-state reader, never
// saved in the reader's browser; a damaged or hostile state is said inline and in the console, the rest working.
import '../../src/elements/morale-tracker/define.js';

import { expect, fixture, fixtureSync, html } from '@open-wc/testing';

import type { ArmyBattle } from '../../src/elements/army-battle/army-battle.js';
import type { MoraleTracker } from '../../src/elements/morale-tracker/morale-tracker.js';
import { buildWidget } from '../../src/shared/build-widget.js';
import { readShared, sharedLink, type SharedWidget } from '../../src/shared/share-state.js';
import { actionNames, actions, ready, status } from '../elements/army-battle-helpers.js';
import {
  button,
  click,
  eventually,
  openPanel,
  problems,
  restorePage,
  result,
  text,
  warningsDuring,
  type Widget,
} from '../elements/helpers.js';

const EMBED = new URL('/dist/embed.html', location.href).href;

/** Share pressed on `el` (or a widget inside it): the link shown. */
async function share(el: Widget) {
  await click(el, 'Share');
  return (await eventually(() => el.shadowRoot!.querySelector<HTMLInputElement>('[part~=share] input'), 4000)).value;
}

/** The link's page in an iframe: its `tag` once `drawn` says it is drawn. */
async function open<T extends Widget>(link: string, tag: string, drawn: (el: T) => unknown) {
  const iframe = document.createElement('iframe');
  iframe.title = 'Shared widget';
  iframe.src = link;
  document.body.append(iframe);
  await new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  const doc = iframe.contentDocument!;
  const el = await eventually(() => {
    const found = doc.querySelector<T>(tag);
    return found && drawn(found) ? found : null;
  }, 8000);
  await el.updateComplete;
  return { doc, el };
}

const shown = (el: Element, selector: string) => text(el.shadowRoot!.querySelector(selector));
const logLines = async (el: Widget) =>
  [...(await openPanel(el, 'Log')).querySelectorAll('ol > li')].map((li) => text(li));
/** What `localStorage` holds: a link's state must never be written there. */
const stored = () => JSON.stringify(Object.entries(localStorage).sort());

/** A link drawn here by the embed's own path (read, then built), the console warnings it gave. */
async function builtHere(link: string) {
  const read = readShared(new URL(link).hash.slice('#w='.length));
  if (!read.ok) throw new Error(read.problem);
  let el: Widget | undefined;
  const warnings = await warningsDuring(async () => {
    el = (await buildWidget(read.state, new URL('/dist/elements/', location.href), [])) as Widget;
    document.body.append(el);
    await eventually(() => el!.shadowRoot?.querySelector('[part~=problems], [part~=note]'), 8000);
  });
  return { el: el!, warnings };
}

/** Ayla's Vanguard (kept under its own `state-key`) against Brann's bandits, on a board kept under `share-ford`. */
async function board() {
  const el = fixtureSync<ArmyBattle>(html`<army-battle state-key="share-ford" seed="share" odds-battles="0">
    <morale-tracker name="Ayla" level="6" influence="1" commander-class="evoker"></morale-tracker>
    <army-roster commander="Ayla" name="Vanguard" state-key="vanguard">
      <army-unit name="Spearmen" strength="3" role="aggressor" traits="reach"></army-unit>
      <army-unit name="Archers" strength="2" traits="ranged"></army-unit>
    </army-roster>
    <morale-tracker name="Brann" npc morale="5"></morale-tracker>
    <army-roster commander="brann" name="Bandits">
      <army-unit name="Soldier" strength="2"></army-unit>
      <army-unit name="Raiders" strength="2" role="aggressor"></army-unit>
    </army-roster>
  </army-battle>`);
  await ready(el);
  return el;
}

describe('Share carries the state: a tracker, a board', function () {
  before(() => {
    const meta = Object.assign(document.createElement('meta'), { name: 'army-combat-embed', content: '/dist/embed.html' });
    document.head.append(meta);
  });
  afterEach(async () => {
    document.querySelectorAll('iframe, body > morale-tracker, body > army-battle').forEach((el) => el.remove());
    await restorePage();
  });

  it("morale-tracker: the link shows the same Morale, status and log; the reader's saved tracker is left alone", async () => {
    const el = await fixture<MoraleTracker>(
      html`<morale-tracker name="Ayla" level="6" state-key="share-ayla"></morale-tracker>`,
    );
    await click(el, 'Start Battle');
    await click(el, 'Lose 1', 2);
    await openPanel(el, 'Save and share');
    const link = await share(el);
    await expect(el).to.be.accessible();
    // AC-MO-1: level 6 starts at 7; two lost in a Battle.
    expect(result(el)).to.equal('5');
    const lines = await logLines(el);
    expect(lines).to.have.length(3);
    const saved = stored();
    expect(saved).to.contain('army-combat:morale-tracker:share-ayla');

    const { el: embedded } = await open<MoraleTracker>(link, 'morale-tracker', (t) => result(t) === '5');
    for (const part of ['[part~=status]', '.figure', '.start']) expect(shown(embedded, part)).to.equal(shown(el, part));
    expect(await logLines(embedded)).to.deep.equal(lines);
    expect(embedded.hasAttribute('state-key')).to.equal(false);
    button(embedded, 'Lose 1').click();
    await embedded.updateComplete;
    expect(result(embedded)).to.equal('4');
    expect(stored(), 'nothing saved by the embed').to.equal(saved);
  });

  it('army-battle: the link shows the Battle at the same step, its rosters and trackers following it, and goes on', async () => {
    const el = await board();
    await click(el, 'Start the Battle');
    for (let step = 0; step < 4; step++) await click(el, actions(el)[0]!);
    const [vanguard] = el.querySelectorAll<Widget>('army-roster');
    const cards = shown(vanguard!, '.battle-cards');
    expect(cards).to.contain('In the Battle · Phase 1');
    const link = await share(el);
    const saved = stored();

    const { el: embedded } = await open<ArmyBattle>(link, 'army-battle', (b) => actions(b).length > 0);
    await eventually(() => embedded.querySelector('army-roster')?.shadowRoot?.querySelector('.battle-cards'), 8000);
    expect(status(embedded)).to.equal(status(el));
    expect(actionNames(embedded)).to.deep.equal(actionNames(el));
    // The roster kept under a state-key is known by its name there, and shows the same cards in the same piles.
    expect(shown(embedded.querySelector('army-roster')!, '.battle-cards')).to.equal(cards);
    const morale = (board: Element) => [...board.querySelectorAll('morale-tracker')].map((t) => result(t));
    expect(morale(embedded)).to.deep.equal(morale(el));
    expect(embedded.querySelector('morale-tracker')!.getAttribute('commander-class')).to.equal('evoker');

    const before = status(embedded);
    actions(embedded)[0]!.click();
    await embedded.updateComplete;
    expect(status(embedded)).to.not.equal(before);
    expect(stored(), 'nothing saved by the embed').to.equal(saved);
  });

  it('a damaged state: said inline and in the console, the widget starting from its attributes and working', async () => {
    // AC-MO-9: Morale never goes below 0, so no saved tracker holds −2.
    const damaged = { morale: { version: 1, start: 7, morale: -2 }, log: [], undo: [], rout: null };
    const tracker = sharedLink(EMBED, {
      tag: 'morale-tracker',
      attrs: { name: 'Ayla', level: '6' },
      state: { version: 1, state: damaged },
    });
    const note = 'The saved state was damaged and could not be used, so it was reset.';
    const { el, doc } = await open<MoraleTracker>(tracker, 'morale-tracker', (t) => result(t));
    expect(shown(el, '[part~=note]')).to.equal(note);
    expect(result(el)).to.equal('7');
    button(el, 'Lose 1').click();
    await el.updateComplete;
    expect(result(el)).to.equal('6');
    expect(doc.querySelector('.problem')).to.equal(null);
    expect((await builtHere(tracker)).warnings).to.include(`<morale-tracker>: ${note}`);

    const battle = sharedLink(EMBED, {
      tag: 'army-battle',
      attrs: { 'odds-battles': '0' },
      state: { version: 2, state: { setup: 1, steps: [], sides: [] } },
      children: [
        { tag: 'morale-tracker', attrs: { name: 'Ayla', level: '6' }, state: { version: 99, state: {} } },
        { tag: 'army-roster', attrs: { commander: 'Ayla' }, units: [{ name: 'Spearmen', strength: '3' }] },
        { tag: 'morale-tracker', attrs: { name: 'Brann', npc: '', morale: '5' } },
        { tag: 'army-roster', attrs: { commander: 'Brann' }, units: [{ name: 'Soldier', strength: '2' }] },
      ],
    });
    const { el: board } = await open<ArmyBattle>(battle, 'army-battle', (b) => actions(b).length > 0);
    expect(problems(board)).to.deep.equal([note]);
    expect(shown(board.querySelector('morale-tracker')!, '[part~=note]')).to.equal(
      'The saved state came from another version (99) and could not be used, so it was reset.',
    );
    await click(board, 'Start the Battle');
    expect(status(board)).to.contain('roll for who chooses the first turn');
    const here = await builtHere(battle);
    expect(here.warnings).to.include(`<army-battle>: ${note}`);
  });

  it('a hostile state: its text stays text; a state that is no saved state, or on a widget without one, is named', async () => {
    const markup = '<img src=x onerror="parent.hacked = 1">';
    const state = {
      morale: { version: 1, start: 7, morale: 6, inBattle: false },
      log: [{ at: new Date().toISOString(), notes: [{ rule: 'AC-MO-5', text: markup }], from: 7, to: 6 }],
      undo: [],
      rout: null,
    };
    const hostile: SharedWidget = { tag: 'morale-tracker', attrs: { name: 'Ayla', level: '6' }, state: { version: 1, state } };
    const { el } = await open<MoraleTracker>(sharedLink(EMBED, hostile), 'morale-tracker', (t) => result(t) === '6');
    expect(await logLines(el)).to.satisfy((lines: string[]) => lines.some((line) => line.includes(markup)));
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    expect((window as { hacked?: unknown }).hacked).to.equal(undefined);

    for (const [shared, said] of [
      [
        { tag: 'morale-tracker', attrs: {}, state: '{"version":1}' },
        "This link's widget cannot be shown: state is not a saved state with its version.",
      ],
      [
        { tag: 'recruit-cost', attrs: { strength: '3' }, state: { version: 1, state: {} } },
        'Not used, not an attribute of the widget: state (on <recruit-cost>).',
      ],
    ] as const) {
      const iframe = document.createElement('iframe');
      iframe.title = 'Shared widget';
      iframe.src = sharedLink(EMBED, shared as unknown as SharedWidget);
      document.body.append(iframe);
      await new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
      expect(text(await eventually(() => iframe.contentDocument!.querySelector('.problem'), 8000))).to.equal(said);
    }
  });
});
