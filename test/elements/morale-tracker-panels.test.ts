// The panels of <morale-tracker> that a reader opens (Between Battles, the log, Save and share) draw nothing while
// closed; their code loads on first open, by click or by keyboard, and then they work as before.
import '../../src/elements/morale-tracker/define.js';

import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';

import type { MoraleTracker } from '../../src/elements/morale-tracker/morale-tracker.js';
import { button, click, LOADING, openPanel, restorePage, text } from './helpers.js';
import { ayla, feedback, morale, root, type } from './morale-tracker-helpers.js';

/** What each `<details>` of the tracker holds besides its summary. */
const drawn = (el: MoraleTracker) =>
  [...root(el).querySelectorAll('details')].map((details) => details.querySelectorAll(':scope > :not(summary)').length);

describe('<morale-tracker> panels', () => {
  afterEach(restorePage);

  it('is accessible, every panel closed', async () => {
    const el = await ayla('in-battle');
    await expect(el).to.be.accessible();
  });

  it('draws nothing of a closed panel, and no Routed panel before a Rout', async () => {
    const el = await ayla('in-battle');
    await click(el, 'Lose 1', 2);
    const summaries = [...root(el).querySelectorAll('summary')].map(text);
    expect(summaries).to.deep.equal(['Between Battles: buy Morale, upkeep, new Day', 'Log (2)', 'Save and share']);
    expect([...root(el).querySelectorAll('details')].map((details) => details.open)).to.deep.equal([
      false,
      false,
      false,
    ]);
    expect(drawn(el)).to.deep.equal([0, 0, 0]);
    expect(root(el).querySelector('[part=rout]')).to.equal(null);
    // The primary view is all there: the Morale and the buttons that change it.
    expect(morale(el)).to.equal('5');
    expect(button(el, 'Lose 1').isConnected && button(el, 'Gain 1 from a card').isConnected).to.equal(true);
  });

  it('opens "Between Battles" by click: drawn once loaded, it buys Morale; closed again, it draws nothing', async () => {
    const el = await ayla();
    await click(el, 'Lose 1', 2);
    const between = await openPanel(el, 'Between Battles');
    expect(between.open).to.equal(true);
    await type(el, 'Morale to buy', '2');
    expect(morale(el)).to.equal('7');
    expect(feedback(el)).to.equal('Bought 2 Morale for 10 lunari. Morale 7.');
    between.querySelector('summary')!.click();
    await waitUntil(() => drawn(el)[0] === 0, 'the closed panel was still drawn', LOADING);
    expect(morale(el)).to.equal('7');
  });

  it('opens "Between Battles" by keyboard (Enter on its summary), and its New Day works by keyboard', async () => {
    const el = await ayla('in-battle');
    await click(el, 'Lose 1', 3);
    await click(el, 'End Battle');
    const summary = [...root(el).querySelectorAll('summary')].find((s) => text(s).startsWith('Between Battles'))!;
    summary.focus();
    await sendKeys({ press: 'Enter' });
    expect((summary.parentElement as HTMLDetailsElement).open).to.equal(true);
    await waitUntil(() => drawn(el)[0]! > 0, 'the panel was not drawn', LOADING);
    await el.updateComplete;
    button(el, 'New Day').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(morale(el)).to.equal('7');
    expect(feedback(el)).to.equal('New Day: Morale refreshed to 7. Morale 7.');
  });

  it('opens the log and Save and share on demand, each drawn from its own code', async () => {
    const el = await ayla();
    await click(el, 'Lose 1');
    const log = await openPanel(el, 'Log');
    expect(text(log.querySelector('ol > li'))).to.contain('Morale lost: −1 Morale 7 → 6');
    const saving = await openPanel(el, 'Save and share');
    expect(text(saving.querySelector('p'))).to.equal(
      'Not kept after a reload: give the tracker a state-key to keep it.',
    );
    expect(button(el, 'Export JSON').isConnected).to.equal(true);
  });
});
