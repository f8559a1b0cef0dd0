// The board's first view before its Battle has loaded: a board with no Battle to show is ready to start at once, a
// "Start the Battle" pressed meanwhile starts the Battle as soon as it has loaded (no click lost, by mouse or keyboard),
// and a board with a Battle saved says it is loading rather than offering to start another.
import '../../src/elements/army-battle/define.js';
import '../../src/elements/army-roster/define.js';
import '../../src/elements/morale-tracker/define.js';

import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';

import { type ArmyBattle, battleEngine } from '../../src/elements/army-battle/army-battle.js';
import { actionNames, actions, ready, status } from './army-battle-helpers.js';
import { writeBoard } from './army-battle-page.js';
import { eventually, holdBack, listen, LOADING, restorePage, text } from './helpers.js';

const READY = 'Ready: press "Start the Battle" when both armies are set.';
const STARTED = 'Before the Battle · Ayla: roll for who chooses the first turn (AC-BA-1)';

/** A board written on a page that has not loaded its Battle's code yet, drawn; `arrive()` lets the code come. */
async function beforeItsCode(attributes: string): Promise<{ el: ArmyBattle; arrive: () => void }> {
  const arrive = holdBack(battleEngine);
  const el = writeBoard(attributes);
  await el.updateComplete;
  return { el, arrive };
}

describe('<army-battle> before its Battle has loaded', () => {
  afterEach(restorePage);

  it('AC-BA-1: is accessible and ready to start at once; a Start pressed by keyboard starts the Battle once it loads', async () => {
    const release = holdBack(battleEngine);
    const heard = listen('army-battle-change');
    const el = writeBoard('seed="first" state-key="first-view" odds-battles="0"');
    await el.updateComplete;
    await expect(el).to.be.accessible();
    expect([status(el), ...actionNames(el)]).to.deep.equal([READY, 'Start the Battle']);
    actions(el)[0]!.focus();
    await sendKeys({ press: 'Enter' }); // pressed before the Battle is here
    // Said at once; the board's updateComplete waits for the Battle the press starts.
    await waitUntil(() => status(el) === 'Loading the Battle…', 'the press was not acknowledged', LOADING);
    const started = el.updateComplete;
    expect([status(el), el.battle, heard.heard.length]).to.deep.equal(['Loading the Battle…', null, 0]);
    release();
    await started;
    expect(el.battle, 'the press before the Battle loaded was lost').to.not.equal(null);
    await ready(el);
    expect(status(el)).to.equal(STARTED);
    expect(heard.of('army-battle-change')).to.have.length(1);
    // The keyboard goes on from the first action of the step, as after any step.
    expect(el.shadowRoot!.activeElement === actions(el)[0]).to.equal(true);
    heard.stop();
    el.remove();
  });

  it('AC-BA-1: with a Battle saved under its state-key, says it is loading and offers no Start until it shows that Battle', async () => {
    // The Battle the first board saved, on a page where the board's code has not loaded yet.
    const before = writeBoard('seed="first" state-key="kept" odds-battles="0"');
    await ready(before);
    actions(before)[0]!.click();
    await waitUntil(() => before.battle, 'the Battle did not start', LOADING);
    before.remove();
    const engine = battleEngine as { loaded: unknown };
    const loaded = engine.loaded;
    engine.loaded = undefined; // as on a page that has not loaded it yet
    const release = holdBack(battleEngine);
    const el: ArmyBattle = writeBoard('seed="first" state-key="kept" odds-battles="0"');
    await el.updateComplete;
    expect([status(el), ...actionNames(el)]).to.deep.equal(['Loading the Battle…']);
    engine.loaded = loaded;
    release();
    await ready(el);
    expect(status(el)).to.equal(STARTED);
    el.remove();
  });

  it('AC-BA-1: keeps the keyboard on "Start the Battle" when the Battle arrives', async () => {
    const { el, arrive } = await beforeItsCode('seed="first" odds-battles="0"');
    actions(el)[0]!.focus();
    arrive();
    await ready(el);
    const focused = el.shadowRoot!.activeElement;
    expect([focused === actions(el)[0], focused?.textContent?.trim(), el.battle]).to.deep.equal([
      true,
      'Start the Battle',
      null,
    ]);
    el.remove();
  });

  it('keeps its place while its Battle and its chances come: "Start the Battle" and the armies do not move', async () => {
    const { el, arrive } = await beforeItsCode('seed="first" odds-battles="400"');
    /** Where the reader sees Start and the armies, from the board's top. */
    const places = () =>
      [actions(el)[0]!, el.shadowRoot!.querySelector('details.armies')!].map((shown) =>
        Math.round(shown.getBoundingClientRect().top - el.getBoundingClientRect().top),
      );
    const [start, armies] = places();
    expect(el.shadowRoot!.querySelector('.tools'), 'the Battle is not here yet').to.equal(null);
    arrive();
    await ready(el);
    // Its chances take their lines at once, each figure "…" until the simulated Battles are in.
    const odds = () => text(el.shadowRoot!.querySelector('[part~=odds]'));
    expect(odds()).to.match(/^Ayla wins …% \(…%–…%\) Brann wins …% \(…%–…%\)/);
    const waiting = places();
    await eventually(() => /Ayla wins \d/.test(odds()) && !el.shadowRoot!.querySelector('[part~=odds] progress'));
    // Start never moves; the armies stay within a line of where the first frame drew them (the space kept for the
    // Battle's tools and chances is an estimate for the board's width), and do not move when the figures come.
    expect(places()).to.deep.equal(waiting);
    expect(waiting[0]).to.equal(start);
    expect(Math.abs(waiting[1]! - armies!), `the armies moved from ${armies} to ${waiting[1]}`).to.be.at.most(24);
    el.remove();
  });

  it('keeps its place without chances (odds-battles="0"): only the tools come, in the space kept for them', async () => {
    const { el, arrive } = await beforeItsCode('seed="first" odds-battles="0"');
    const armies = () =>
      Math.round(
        el.shadowRoot!.querySelector('details.armies')!.getBoundingClientRect().top - el.getBoundingClientRect().top,
      );
    const before = armies();
    arrive();
    await ready(el);
    expect(el.shadowRoot!.querySelector('[part~=odds]'), 'no chances are worked out').to.equal(null);
    expect(Math.abs(armies() - before), `the armies moved from ${before} to ${armies()}`).to.be.at.most(2);
    el.remove();
  });
});
