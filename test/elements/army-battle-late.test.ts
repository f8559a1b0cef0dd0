// A page where the board is defined after the widgets inside it, as element modules loaded one by one do (the
// autoloader, or `dist/elements/*.js` in any order): the widgets asked for the board's Battle (@lit/context) before
// any board could answer, and still follow it once the board is defined, has loaded its Battle and started.
import '../../src/elements/army-roster/define.js';
import '../../src/elements/army-unit/define.js';
import '../../src/elements/morale-tracker/define.js';

import { expect } from '@open-wc/testing';

import type { ArmyRoster } from '../../src/elements/army-roster/army-roster.js';
import { battleCards, writeBoard } from './army-battle-page.js';
import { eventually, restorePage, text } from './helpers.js';

describe('<army-battle> defined after the widgets inside it', () => {
  afterEach(restorePage);

  it('the rosters inside follow the Battle once the board is defined and started', async () => {
    const board = writeBoard('seed="late"');
    await board.querySelector<ArmyRoster>('army-roster')!.updateComplete;
    expect(customElements.get('army-battle')).to.equal(undefined);
    await import('../../src/elements/army-battle/define.js');
    const start = await eventually(
      () => board.shadowRoot!.querySelector<HTMLButtonElement>('[part~=actions] button'),
      10_000,
    );
    expect(text(start)).to.equal('Start the Battle');
    start.click();
    expect(await battleCards(board)).to.contain('Spearmen');
    board.remove();
  });
});
