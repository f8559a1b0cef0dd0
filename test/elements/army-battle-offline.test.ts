// A board whose Battle cannot be fetched (offline before the first visit, a file missing from the server) says so
// inline and in the console, keeps the armies inside usable, and loads its Battle when it is put on the page again.
import { expect, waitUntil } from '@open-wc/testing';

import { type ArmyBattle, battleEngine } from '../../src/elements/army-battle/army-battle.js';
import { actionNames, ready, status } from './army-battle-helpers.js';
import { writeBoard } from './army-battle-page.js';
import { click, LOADING, restorePage, warningsDuring } from './helpers.js';

describe('<army-battle> when its Battle cannot load', () => {
  afterEach(restorePage);

  it('says so inline and in the console, is accessible, and loads when put back on the page', async () => {
    const online = battleEngine.load.bind(battleEngine);
    battleEngine.load = () => Promise.reject(new TypeError('Failed to fetch'));
    let el!: ArmyBattle;
    const warnings = await warningsDuring(async () => {
      el = writeBoard('odds-battles="0"');
      await waitUntil(() => status(el).startsWith('Could not'), 'the board never gave up loading', LOADING);
    });
    expect(status(el)).to.equal('Could not load the Battle: check the connection and reload the page.');
    expect(actionNames(el)).to.deep.equal([]); // nothing offered that could not be done
    expect(warnings.filter((w) => w.startsWith('<army-battle>'))).to.deep.equal([
      '<army-battle>: could not load the Battle: TypeError: Failed to fetch',
    ]);
    expect(el.shadowRoot!.querySelector('slot')!.assignedElements()).to.have.length(4); // the armies still shown
    await expect(el).to.be.accessible();
    // The connection is back: the board put on the page again tries again.
    battleEngine.load = online;
    el.remove();
    document.body.append(el);
    await ready(el);
    await click(el, 'Start the Battle');
    expect(el.battle).to.not.equal(null);
    el.remove();
  });
});
