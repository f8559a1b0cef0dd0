// The resolver's first view (issue 29): both cards, the four chances and Roll come in its first frame; the chart, the
// breakdowns before the die, the commander sections and the hints after it, in the space kept for them. Nothing that
// comes later is needed to act: a click right after the widget is on the page is not lost, nor an edit made before what
// the controls do has loaded.
import '../../src/elements/skirmish-resolver/define.js';

import { expect } from '@open-wc/testing';

import { afterModule, editsModule, playModule } from '../../src/elements/skirmish-resolver/resolver-modules.js';
import type { SkirmishResolver } from '../../src/elements/skirmish-resolver/skirmish-resolver.js';
import { button, control, eventually, holdBack, offline, text } from './helpers.js';
import { afterFirstFrame, expectPercent, odds, result, spearmenAgainstSoldier } from './skirmish-resolver-helpers.js';

/** What a person's pointer does on its way to a click: it passes over the widget first. */
const pointerOver = (target: Element) =>
  target.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));

/** Where the chances, the dice, the buttons below them and the history sit in the widget, and its height. */
const spots = (el: SkirmishResolver) => {
  const { top, height } = el.getBoundingClientRect();
  const at = (part: string) => el.shadowRoot!.querySelector(part)!.getBoundingClientRect().top - top;
  return [at('[part~=odds]'), at('.dice'), at('.next'), at('.history'), height];
};

describe('<skirmish-resolver> first view', () => {
  // First in this file: what the controls do has not loaded yet on this page.
  it('makes the edits and the roll made before their code is here, in order, once that code arrives', async () => {
    const release = holdBack(editsModule);
    const releaseRoll = holdBack(playModule);
    // What comes after the first frame stays away (the next test draws this page's first frame without it).
    const after = afterModule.load.bind(afterModule);
    afterModule.load = () => new Promise(() => {});
    try {
      const el = await spearmenAgainstSoldier('first-edit');
      [el.offenseCommander, el.defenseCommander] = ['ayla', 'brann'];
      button(el, 'Swap sides').click(); // at once: Brann attacks next (AC-BA-2)…
      control(el, 'Passes').click(); // …the Defense Passes (AC-MO-7)…
      button(el, 'Roll the dice').click(); // …and the dice are rolled
      releaseRoll();
      await playModule.load(); // the roll's code first: the roll still waits for the edits made before it
      release();
      await el.updateComplete; // the edits waited for their code, and were made in order
      expect(text(el.shadowRoot!.querySelector('.side.offense h3'))).to.equal('Offense · brann');
      expect(text(el.shadowRoot!.querySelector('.side.defense'))).to.contain(
        'No Defense card: the Offense is Unopposed',
      );
      // The same seed's dice as the same clicks give once everything is here.
      const twin = await spearmenAgainstSoldier('first-edit');
      button(twin, 'Swap sides').click();
      control(twin, 'Passes').click();
      await twin.updateComplete;
      button(twin, 'Roll the dice').click();
      await twin.updateComplete;
      expect(result(el)).to.not.equal('Not rolled yet.');
      expect(result(el)).to.equal(result(twin));
    } finally {
      afterModule.load = after;
    }
  });

  it('is accessible and whole in its first view while what comes after cannot load; a click at once still rolls', async () => {
    let before: number[] = [];
    const warnings = await offline(afterModule, async () => {
      const el = await spearmenAgainstSoldier('first-view');
      await expect(el).to.be.accessible();
      // The first view: both cards, the four chances and Roll. Their space is kept for the rest: nothing moves.
      const root = el.shadowRoot!;
      expect(text(root.querySelector('.side.offense'))).to.contain('Spearmen Strength 3 · Aggressor · Reach');
      expect(text(root.querySelector('.side.defense'))).to.contain('Soldier Strength 2 · Trooper (plain)');
      expectPercent(odds(el), 'Offense wins', 202 / 216);
      expectPercent(odds(el), 'Defense Killed', 125 / 216);
      const kept = root.querySelectorAll('.side .after-space.for-before, [part~=odds] .after-space.for-bars');
      expect(kept.length, 'the spaces kept for both breakdowns and the chart').to.equal(3);
      expect(root.querySelectorAll('.before, .bar, details.commander').length, 'drawn before their code').to.equal(0);
      before = spots(el);
      // A click on Roll right away, before the roll's code or anything else has loaded, is not lost.
      pointerOver(button(el, 'Roll the dice'));
      button(el, 'Roll the dice').click();
      await eventually(() => /^Offense wins|^Defense wins/.test(result(el)));
      expect(result(el)).to.match(/^(Offense|Defense) wins: Spearmen \d+ against Soldier \d+/);
    });
    expect(warnings).to.include(
      '<skirmish-resolver>: could not load the chart, the breakdowns and the hints: TypeError: Failed to fetch',
    );
    // Back online: the pointer over the widget (a sign of intent) loads the rest, drawn in the space kept for it.
    const el = await spearmenAgainstSoldier('first-view');
    pointerOver(el.shadowRoot!.querySelector('[part~=odds]')!);
    await afterFirstFrame(el);
    expect(el.shadowRoot!.querySelectorAll('[part~=odds] .bar')).to.have.length(11);
    expect(text(el.shadowRoot!.querySelector('.side.offense .before'))).to.contain('Reach AC-SK-11 +1');
    // The chances, the dice, the buttons and the history are where they were, and the widget as tall: the space kept
    // was the space needed (within the gap between two lines of the chart's legend).
    spots(el).forEach((spot, i) => expect(Math.abs(spot - before[i]!), `part ${i} moved`).to.be.below(5));
  });
});
