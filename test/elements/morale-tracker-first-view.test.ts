// The first frame of <morale-tracker> (Morale, its state and its buttons) is complete before what comes after it (the
// log, Between Battles, "Save and share") has loaded, a click right after the tracker is on the page acts, and the
// space of what comes after is kept, so that nothing moves when it arrives.
import '../../src/elements/morale-tracker/define.js';

import { expect, fixture, html } from '@open-wc/testing';

import { afterModule, type MoraleTracker } from '../../src/elements/morale-tracker/morale-tracker.js';
import { button, click, eventually, holdBack, text } from './helpers.js';
import { feedback, morale, root } from './morale-tracker-helpers.js';

const summaries = (el: MoraleTracker) => [...root(el).querySelectorAll('summary')].map(text);

describe('<morale-tracker> first frame', () => {
  it('is accessible and complete before the panels load; a click at once acts; they arrive without moving it', async () => {
    const release = holdBack(afterModule);
    const el = await fixture<MoraleTracker>(html`<morale-tracker name="Ayla" level="6" in-battle></morale-tracker>`);
    await click(el, 'Lose 1'); // at once: what the buttons do loads on this click
    expect(morale(el)).to.equal('6');
    expect(feedback(el)).to.equal('Morale lost: −1 Morale. Morale 6.');
    expect(text(root(el).querySelector('[part~=status]'))).to.equal('⚔ In a Battle');
    expect(button(el, 'End Battle').isConnected).to.equal(true);
    expect(summaries(el)).to.deep.equal([]); // the panels are still to come
    await expect(el).to.be.accessible();
    const height = el.getBoundingClientRect().height;
    release();
    await eventually(() => summaries(el).length === 3);
    expect(summaries(el)).to.deep.equal(['Between Battles: buy Morale, upkeep, new Day', 'Log (1)', 'Save and share']);
    expect(el.getBoundingClientRect().height).to.be.closeTo(height, 0.5);
  });
});
