// A <morale-tracker> whose code for its buttons cannot be fetched (offline before the first visit, a file missing from
// the server): a press says so inline and in the console and changes nothing, the rest keeps working (the reasons of
// unavailable buttons, other widgets' Morale damage), and the next press tries again. The code loads once per page:
// the test is its page's first press.
import '../../src/elements/morale-tracker/define.js';

import { expect } from '@open-wc/testing';

import { pressedModule } from '../../src/elements/morale-tracker/morale-tracker.js';
import { MoraleDamageEvent } from '../../src/events/index.js';
import type { LazyModule } from '../../src/shared/lazy-panel.js';
import { click, control, warningsDuring } from './helpers.js';
import { ayla, feedback, logLines, morale, type } from './morale-tracker-helpers.js';

const NOT_LOADED = 'This part could not be loaded. Check the connection and open it again.';
const WARNING = '<morale-tracker>: could not load what the buttons do: TypeError: Failed to fetch';

/** Runs `run` while `module` cannot be fetched; gives the console warnings. */
async function offline<M extends object>(module: LazyModule<M>, run: () => Promise<unknown>) {
  const online = module.load.bind(module);
  module.load = () => Promise.reject(new TypeError('Failed to fetch'));
  try {
    return await warningsDuring(run);
  } finally {
    module.load = online;
  }
}

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
});
