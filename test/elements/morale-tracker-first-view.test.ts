// The first frame of <morale-tracker> (Morale, its state and its buttons) is complete before what comes after it (the
// log, Between Battles, "Save and share") has loaded, a click right after the tracker is on the page acts (with
// another widget's change that came as early: both wait for what changes Morale), and the space of what comes after
// is kept, so that nothing moves when it arrives.
import '../../src/elements/morale-tracker/define.js';

import { expect, fixture, html, nextFrame } from '@open-wc/testing';

import { afterModule, type MoraleTracker } from '../../src/elements/morale-tracker/morale-tracker.js';
import { changeModule } from '../../src/elements/morale-tracker/tracker-record.js';
import { MoraleDamageEvent } from '../../src/events/index.js';
import { button, click, eventually, holdBack, text } from './helpers.js';
import { feedback, morale, root } from './morale-tracker-helpers.js';

const summaries = (el: MoraleTracker) => [...root(el).querySelectorAll('summary')].map(text);

describe('<morale-tracker> first frame', () => {
  it('is accessible and complete before the panels load; a click at once acts; they arrive without moving it', async () => {
    const release = holdBack(afterModule);
    const el = await fixture<MoraleTracker>(html`<morale-tracker name="Ayla" level="6" in-battle></morale-tracker>`);
    const changes = holdBack(changeModule); // a slow network: the first click and damage wait for it, in order
    button(el, 'Lose 1').click();
    const damage = { commander: 'Ayla', amount: 1, reason: 'Power used', rule: 'AC-CP' };
    document.body.dispatchEvent(new MoraleDamageEvent(damage));
    await nextFrame();
    expect(morale(el)).to.equal('7');
    changes();
    await el.updateComplete;
    expect(morale(el)).to.equal('5');
    await click(el, 'Lose 1'); // at once now
    expect(morale(el)).to.equal('4');
    expect(feedback(el)).to.equal('Morale lost: −1 Morale. Morale 4.');
    expect(text(root(el).querySelector('[part~=status]'))).to.equal('⚔ In a Battle');
    expect(button(el, 'End Battle').isConnected).to.equal(true);
    expect(summaries(el)).to.deep.equal([]); // the panels are still to come
    await expect(el).to.be.accessible();
    const height = el.getBoundingClientRect().height;
    release();
    await eventually(() => summaries(el).length === 3);
    expect(summaries(el)).to.deep.equal(['Between Battles: buy Morale, upkeep, new Day', 'Log (3)', 'Save and share']); // none lost
    expect(el.getBoundingClientRect().height).to.be.closeTo(height, 0.5);
  });
});
