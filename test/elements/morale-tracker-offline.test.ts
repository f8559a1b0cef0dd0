// A <morale-tracker> whose code for later cannot be fetched (offline before the first visit, a file missing from the
// server): what could not load is said inline and in the console, the rest keeps working, and asking again tries
// again. Each module loads once per page: each test is the first to ask for its module.
import '../../src/elements/morale-tracker/define.js';

import { expect, fixture, html } from '@open-wc/testing';

import {
  type MoraleTracker,
  pressedModule,
  problemWordsModule,
} from '../../src/elements/morale-tracker/morale-tracker.js';
import { MoraleDamageEvent } from '../../src/events/index.js';
import { click, control, NOT_LOADED, offline, problems } from './helpers.js';
import { ayla, feedback, logLines, morale, type } from './morale-tracker-helpers.js';

const WARNING = '<morale-tracker>: could not load what the buttons do: TypeError: Failed to fetch';

describe('<morale-tracker> when the code of its buttons cannot be fetched', () => {
  it('is accessible, and says so when pressed; Morale damage still arrives; pressing again acts', async () => {
    const el = await ayla('in-battle');
    const warnings = await offline(pressedModule, async () => {
      await click(el, 'Lose 1');
      expect(feedback(el)).to.equal(NOT_LOADED);
      expect(morale(el)).to.equal('7');
      await type(el, "Unopposed unit's total", '9');
      expect(feedback(el)).to.equal(NOT_LOADED);
      expect(control<HTMLInputElement>(el, "Unopposed unit's total").value).to.equal('9'); // kept, to send again
      await click(el, 'Undo'); // an unavailable button still says why
      expect(feedback(el)).to.equal('Undo: nothing to undo yet.');
      document.body.dispatchEvent(
        new MoraleDamageEvent({ commander: 'Ayla', amount: 1, reason: 'Power used', rule: 'AC-CP' }),
      );
      await el.updateComplete;
      expect(morale(el)).to.equal('6');
    });
    expect(warnings).to.deep.equal([WARNING, WARNING]);
    await expect(el).to.be.accessible();
    // The connection is back: the Unopposed total is taken when sent again, and Lose 1 acts.
    await type(el, "Unopposed unit's total", '9');
    expect(feedback(el)).to.equal('Unopposed unit: −2 Morale. Morale 4.');
    await click(el, 'Lose 1');
    expect(morale(el)).to.equal('3');
    expect(feedback(el)).to.equal('Morale lost: −1 Morale. Morale 3.');
    expect((await logLines(el)).length).to.equal(3);
  });

  it('a wrong attribute is still listed when its words cannot load; put on the page again, it says what is wrong', async () => {
    let el!: MoraleTracker;
    const warnings = await offline(problemWordsModule, async () => {
      el = await fixture<MoraleTracker>(html`<morale-tracker name="Brann" level="x"></morale-tracker>`);
    });
    expect(warnings).to.deep.equal([
      '<morale-tracker>: could not load what is wrong with the attributes: TypeError: Failed to fetch',
      `<morale-tracker>: ${NOT_LOADED}`,
    ]);
    expect(problems(el)).to.deep.equal([NOT_LOADED]);
    expect(morale(el)).to.equal('4'); // a level-0 character's until the page is fixed
    await expect(el).to.be.accessible();
    el.remove();
    document.body.append(el);
    await el.updateComplete;
    expect(problems(el)).to.deep.equal([
      'level="x": write the character\'s level as a whole number from 0 to 999, e.g. level="6". Starting at 4 (a level-0 character) until then.',
    ]);
    el.remove();
  });
});
