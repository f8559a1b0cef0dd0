// `dist/army-combat.js` registers every element, the Battle board too, before any board is on the page; the board's
// Battle loads when a board appears, and the widgets inside follow it from then on.
import '../../src/index.js';

import { expect } from '@open-wc/testing';

import { actionNames, ready, status } from './army-battle-helpers.js';
import { battleCards, writeBoard } from './army-battle-page.js';
import { click, restorePage } from './helpers.js';

describe('<army-battle> registered with everything else (src/index.ts)', () => {
  afterEach(restorePage);

  it('is defined on a page without a board; a board written afterwards is accessible while it loads, then plays', async () => {
    expect(document.querySelector('army-battle')).to.equal(null);
    expect(customElements.get('army-battle')).to.not.equal(undefined);
    const el = writeBoard('seed="eager" odds-battles="0"');
    await el.updateComplete;
    // Its frame at once, ready to start, the armies inside shown, while its Battle loads.
    expect(status(el)).to.equal('Ready: press "Start the Battle" when both armies are set.');
    expect(actionNames(el)).to.deep.equal(['Start the Battle']);
    expect(el.shadowRoot!.querySelector('slot')!.assignedElements()).to.have.length(4);
    await expect(el).to.be.accessible();
    await ready(el);
    expect(status(el)).to.contain('Ready');
    await click(el, 'Start the Battle');
    expect(status(el)).to.equal('Before the Battle · Ayla: roll for who chooses the first turn (AC-BA-1)');
    // The rosters asked for the board's Battle before it had loaded, and follow it now.
    expect(await battleCards(el)).to.contain('Spearmen');
    el.remove();
  });
});
