// Before the Battle: each commander's chance to win, simulated in a Web Worker, filling in while the page stays
// usable, labelled as simulated.
import { expect } from '@open-wc/testing';

import { board } from './army-battle-helpers.js';
import { click, control, eventually, problems, restorePage, text, warningsDuring } from './helpers.js';

/**
 * How long an estimate may take: 4,000 Battles in a worker take a fraction of a second alone, several seconds beside
 * other tests. Few Battles, as the chances' figures are not under test here (the rules' tests check them), only that
 * they are shown, labelled, and worked out again.
 */
const SIMULATED = 15_000;
const odds = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLElement>('[part~=odds]');

describe('<army-battle> odds before the Battle', function () {
  this.timeout(40_000);
  afterEach(restorePage);

  it("fills in each commander's chance to win, labelled as simulated, while clicks are handled", async () => {
    const el = await board({ seed: 'odds', oddsBattles: 4_000 });
    // While it computes: a progress bar, and the board answers at once.
    const progress = await eventually(() => el.shadowRoot!.querySelector('progress'), SIMULATED);
    expect(Number(progress.value)).to.be.below(4_000);
    const dice = control(el, 'Enter the real dice');
    await click(el, dice);
    expect(dice.checked).to.equal(true);
    expect(el.shadowRoot!.querySelector('progress'), 'still computing when the click was handled').to.not.equal(null);
    // Done: both chances with their intervals, and how they were made.
    await eventually(
      () => !el.shadowRoot!.querySelector('progress') && text(odds(el)).includes('4,000 Battles'),
      SIMULATED,
    );
    const shown = text(odds(el));
    expect(shown).to.match(/Ayla wins \d+(\.\d)?% \(\d+(\.\d)?%–\d+(\.\d)?%\) Brann wins \d+(\.\d)?%/);
    expect(shown).to.contain('Simulated, not exact');
    expect(shown).to.contain('both commanders play sensibly');
    await expect(el).to.be.accessible();
    // Random play instead: the same Battles simulated again, labelled so; and back.
    await click(el, 'Show random play instead');
    await eventually(() => text(odds(el)).includes('4,000 Battles in which every legal play'), SIMULATED);
    await click(el, 'Show sensible play instead');
    await eventually(() => text(odds(el)) === shown, SIMULATED);
  });

  it('works out the chances again when an army changes, and leaves them once the Battle starts', async () => {
    const el = await board({ seed: 'odds', oddsBattles: 2_000 });
    /** All 2,000 Battles in: no progress bar, the figures shown. */
    const done = () => !odds(el)!.querySelector('progress') && /Ayla wins \d/.test(text(odds(el)));
    await eventually(done, SIMULATED);
    const before = text(odds(el));
    // Brann's army loses its Raiders: Ayla's chance goes up.
    el.querySelector('army-unit[name="Raiders"]')!.remove();
    await eventually(() => done() && text(odds(el)) !== before, SIMULATED);
    const chance = (shown: string) => Number(/Ayla wins (\d+(?:\.\d)?)%/.exec(shown)![1]);
    expect(chance(text(odds(el)))).to.be.above(chance(before));
    await click(el, 'Start the Battle');
    expect(odds(el)).to.equal(null);
  });

  it('odds-battles="0" shows no odds; a bad value says so inline and in the console, and the board still works', async () => {
    // Odds being worked out show at once, as a progress bar (above): none when the board is ready.
    const off = await board({ oddsBattles: 0 });
    expect(odds(off)).to.equal(null);
    off.remove();
    const warnings = await warningsDuring(async () => {
      const bad = await board();
      bad.setAttribute('odds-battles', 'lots');
      await bad.updateComplete;
      expect(problems(bad)).to.deep.equal([
        'odds-battles is a whole number from 0 to 1,000,000 (0: no odds), not "lots".',
      ]);
      await click(bad, 'Start the Battle');
      expect(bad.battle).to.not.equal(null);
    });
    expect(warnings.some((w) => w.includes('odds-battles is a whole number'))).to.equal(true);
  });
});
