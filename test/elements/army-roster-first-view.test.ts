// The first frame of <army-roster> (the cards with their states, the upkeep per Day) is complete before what comes
// after it (what-if, breakdowns, the army on the map, pile counts, its own Battle and log, panels, tools) has loaded, a
// click right after the roster is on the page acts, and the space of what comes after is kept, so that the cards do
// not move when it arrives.
import '../../src/elements/army-roster/define.js';

import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';

import { afterModule, type ArmyRoster } from '../../src/elements/army-roster/army-roster.js';
import { oddsView } from '../../src/elements/army-roster/roster-after.js';
import { changeModule } from '../../src/elements/army-roster/roster-record.js';
import { army, log, root, stateOf, stateRadio } from './army-roster-helpers.js';
import { button, eventually, findButton, holdBack, restorePage, result, text } from './helpers.js';

const top = (el: Element) => el.getBoundingClientRect().top;

/** Where the first card is, and how tall the roster is, on a phone and on a wide screen. */
async function layout(el: ArmyRoster) {
  const cards = root(el).querySelector('[part~=card]')!;
  const at: number[] = [];
  for (const width of [390, 1280]) {
    await setViewport({ width, height: 900 });
    at.push(top(cards), el.getBoundingClientRect().height);
  }
  return at;
}

describe('<army-roster> first frame', () => {
  afterEach(restorePage);

  it('is accessible and complete before the rest loads; a click at once acts; the rest arrives without moving the cards', async () => {
    await setViewport({ width: 1280, height: 900 });
    const release = holdBack(afterModule);
    const releaseChanges = holdBack(changeModule); // how the roster changes comes after the first frame too
    const el = await fixture<ArmyRoster>(army());
    stateRadio(el, 'Scouts', 'Exhausted').click(); // at once, before any code but the first frame's
    button(root(el), 'Remove Banner').click();
    // Still to come: the pile counts, the army on the map, the Battle row and its log of recent changes, the tools.
    expect(
      ['.piles-summary:not(.coming)', '.stats', '.battle', '[part~=log]', '.tools summary'].map(
        (s) => root(el).querySelector(s) === null,
      ),
    ).to.deep.equal([true, true, true, true, true]);
    expect(findButton(root(el), 'Start Battle')).to.equal(undefined);
    expect(result(el)).to.equal('20 lunari');
    await expect(el).to.be.accessible();
    const before = await layout(el);
    release();
    const tools = await eventually(() => root(el).querySelector('.tools summary'));
    expect(text(tools)).to.equal('Import, export, share and print');
    await eventually(() => findButton(root(el), 'Start Battle'));
    // The clicks still wait for their code: the rest arrived in the space kept for it, on a phone and on a wide screen.
    (await layout(el)).forEach((at, i) =>
      expect(at, `${['top', 'height'][i % 2]} at ${[390, 1280][i >> 1]} px`).to.be.closeTo(before[i]!, 0.5),
    );
    releaseChanges();
    await el.updateComplete; // the clicks waited for their code, and acted in order
    expect(stateOf(el, 'Scouts')).to.equal('exhausted');
    expect(log(el)).to.deep.equal(['Removed Banner', 'Scouts: In hand → Exhausted']);
    expect(text(root(el).querySelector('.piles-summary'))).to.contain('Exhausted 1');
  });

  it('keeps the cards in place without a Retinue too, whose army figure is shorter', async () => {
    const release = holdBack(afterModule);
    const el = await fixture<ArmyRoster>(
      html`<army-roster name="Northern Host" commander="Ayla">
        <army-unit name="Spearmen" strength="3" role="aggressor"></army-unit>
        <army-unit name="Scouts" strength="1" role="trooper"></army-unit>
      </army-roster>`,
    );
    const before = await layout(el);
    await eventually(release.asked); // in idle time after its first frame
    release();
    await eventually(() => root(el).querySelector('.tools summary'));
    expect(text(root(el).querySelector('.stats')!.closest('.figure'))).to.not.contain('Retinue');
    (await layout(el)).forEach((at, i) =>
      expect(at, `${['top', 'height'][i % 2]} at ${[390, 1280][i >> 1]} px`).to.be.closeTo(before[i]!, 0.5),
    );
  });

  it('with an opponent, keeps the space of "Chance to win a Battle", which opens at once: the cards move by two lines at most', async () => {
    const release = holdBack(afterModule);
    const odds = holdBack(oddsView);
    const el = await fixture<ArmyRoster>(
      html`<div>
        <army-roster name="Northern Host" commander="Ayla" opponent="Brann">
          <army-unit name="Spearmen" strength="3" role="aggressor"></army-unit>
          <army-unit name="Shield Wall" strength="2" role="guardian"></army-unit>
        </army-roster>
        <army-roster name="Raiders" commander="Brann"><army-unit name="Wolves" strength="2"></army-unit></army-roster>
      </div>`,
    ).then((page) => page.querySelector('army-roster')!);
    const cards = () => top(root(el).querySelector('[part~=card]')!);
    const before: number[] = [];
    for (const width of [390, 1280]) {
      await setViewport({ width, height: 900 });
      before.push(cards());
    }
    const keptPlace = async (when: string) => {
      for (const [i, width] of [390, 1280].entries()) {
        await setViewport({ width, height: 900 });
        expect(
          Math.abs(cards() - before[i]!),
          `${when}: the cards moved from ${before[i]} at ${width} px`,
        ).to.be.at.most(40);
      }
    };
    release();
    // The rest is here, the panel's own code not yet: "Loading…" in the space kept.
    await eventually(() => root(el).querySelector('[part~=odds-panel][open]'));
    await keptPlace('the panel loading');
    odds();
    const panel = await eventually(() => root(el).querySelector('[part~=odds-panel][open] [part~=odds]'));
    await eventually(() => /wins \d/.test(text(panel)), 30_000);
    await keptPlace('the chances in');
  });
});
