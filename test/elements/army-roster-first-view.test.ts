// The first frame of <army-roster> (the cards with their states, the upkeep per Day) is complete before what comes
// after it (what-if, breakdowns, the army on the map, pile counts, panels, tools) has loaded, a click right after the
// roster is on the page acts, and the space of what comes after is kept, so that the cards do not move when it arrives.
import '../../src/elements/army-roster/define.js';

import { expect, fixture } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';

import { afterModule, type ArmyRoster } from '../../src/elements/army-roster/army-roster.js';
import { changeModule } from '../../src/elements/army-roster/roster-record.js';
import { army, log, root, stateOf, stateRadio } from './army-roster-helpers.js';
import { button, eventually, holdBack, restorePage, result, text } from './helpers.js';

const top = (el: Element) => el.getBoundingClientRect().top;

describe('<army-roster> first frame', () => {
  afterEach(restorePage);

  it('is accessible and complete before the rest loads; a click at once acts; the rest arrives without moving the cards', async () => {
    await setViewport({ width: 1280, height: 900 });
    const release = holdBack(afterModule);
    const releaseChanges = holdBack(changeModule); // how the roster changes comes after the first frame too
    const el = await fixture<ArmyRoster>(army());
    stateRadio(el, 'Scouts', 'Exhausted').click(); // at once
    button(root(el), 'Remove Banner').click();
    releaseChanges();
    await el.updateComplete; // the clicks waited for their code, and acted in order
    expect(stateOf(el, 'Scouts')).to.equal('exhausted');
    expect(log(el)).to.deep.equal(['Removed Banner', 'Scouts: In hand → Exhausted']);
    expect(result(el)).to.equal('20 lunari');
    // Still to come: the pile counts, the army on the map, the tools.
    expect(
      ['.piles-summary:not(.coming)', '.stats', '.tools summary'].map((s) => root(el).querySelector(s) === null),
    ).to.deep.equal([true, true, true]);
    await expect(el).to.be.accessible();
    const cards = root(el).querySelector('[part~=card]')!;
    const [before, height] = [top(cards), el.getBoundingClientRect().height];
    release();
    const tools = await eventually(() => root(el).querySelector('.tools summary'));
    expect(text(tools)).to.equal('Import, export, share and print');
    expect(text(root(el).querySelector('.piles-summary'))).to.contain('Exhausted 1');
    expect(top(cards)).to.be.closeTo(before, 0.5);
    expect(el.getBoundingClientRect().height).to.be.closeTo(height, 0.5);
  });
});
