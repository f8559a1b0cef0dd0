// "Chance to win a Battle": a roster against another on the page, simulated in a Web Worker (AC-BA), the figures
// those of the rules' battleOdds for the same armies and seed, filling in while the page stays usable.
import '../../src/elements/morale-tracker/define.js';

import { expect, fixture } from '@open-wc/testing';

import type { ArmyRoster } from '../../src/elements/army-roster/army-roster.js';
import { battleOdds, type BattleSetup } from '../../src/rules/battle/index.js';
import type { Unit } from '../../src/rules/core/index.js';
import { root, stateOf, stateRadio } from './army-roster-helpers.js';
import { click, control, eventually, problems, restorePage, text, typeInto, warningsDuring } from './helpers.js';

const SIMULATED = 15_000;
const spearmen: Unit = { name: 'Spearmen', strength: 3, role: 'aggressor', path: 'steel', traits: ['reach'] };
const soldier: Unit = { name: 'Soldier', strength: 2, role: 'trooper', path: 'steel' };
const raiders: Unit = { name: 'Raiders', strength: 2, role: 'aggressor' };

/** The Battle the roster simulates: the first turn rolled for, R3 on, Morale as given. */
const setup = (mine: Unit[], theirs: Unit[], morale: [number, number] = [4, 4]): BattleSetup => ({
  commanders: [
    { name: 'Ayla', morale: morale[0], army: mine },
    { name: 'Brann', morale: morale[1], army: theirs },
  ],
  chooser: 'roll',
  autoUnable: true,
});
/** "Ayla wins 62% (61%–63%) Brann wins 38% (…)" as the rules work it out for these armies. */
const expected = (s: BattleSetup, battles: number) => {
  const { winChance, interval } = battleOdds(s, { battles, seed: 'odds', policy: 'greedy' }); // the widgets' default
  const pct = (p: number) => `${(p * 100).toFixed(p > 0.995 || p < 0.005 ? 1 : 0)}%`;
  return `Ayla wins ${pct(winChance[0])} (${pct(interval[0][0])}–${pct(interval[0][1])}) Brann wins ${pct(winChance[1])}`;
};
const odds = (el: ArmyRoster) => root(el).querySelector<HTMLElement>('[part~=odds-panel]')!;
const figures = (el: ArmyRoster) => text(odds(el).querySelector('.odds'));
/** The chances are worked out (the panel comes after the roster's first frame: waited for too). */
const done = (el: ArmyRoster, battles: string) => () =>
  root(el).querySelector('[part~=odds-panel]') &&
  !odds(el).querySelector('progress') &&
  figures(el).includes(`${battles} Battles`);

/** Two armies on a page, written in HTML; `attributes` go on Ayla's roster. */
async function page(attributes = 'opponent="brann" odds-battles="2000"') {
  const wrap = await fixture<HTMLDivElement>(`<div>
    <army-roster name="Northern Host" commander="Ayla" ${attributes}>
      <army-unit name="Spearmen" strength="3" role="aggressor" path="steel" traits="reach"></army-unit>
      <army-unit name="Soldier" strength="2" role="trooper" path="steel"></army-unit>
    </army-roster>
    <army-roster name="Bandits" commander="Brann">
      <army-unit name="Raiders" strength="2" role="aggressor"></army-unit>
    </army-roster>
  </div>`);
  const [ayla, brann] = wrap.querySelectorAll<ArmyRoster>('army-roster');
  await ayla!.updateComplete;
  return { ayla: ayla!, brann: brann! };
}

describe('<army-roster> chance to win a Battle against another roster', function () {
  this.timeout(40_000);
  afterEach(restorePage);

  it("is accessible, and with `opponent` shows the rules' win chance with its interval, labelled simulated", async () => {
    const { ayla } = await page();
    await eventually(done(ayla, '2,000'), SIMULATED);
    await expect(ayla).to.be.accessible();
    expect(text(odds(ayla).querySelector('summary'))).to.equal('Chance to win a Battle against brann');
    expect(figures(ayla)).to.contain(expected(setup([spearmen, soldier], [raiders]), 2000));
    expect(figures(ayla)).to.contain('Simulated, not exact: 2,000 Battles');
    expect(figures(ayla)).to.contain('both commanders play sensibly (greedy play; real commanders play better)');
    expect(text(odds(ayla))).to.contain('else 4 (AC-MO-1, a first-level commander)');
  });

  it('handles a click while it computes, then works out the chance again for the army as changed', async () => {
    const { ayla } = await page('opponent="brann" odds-battles="400000"');
    await eventually(() => odds(ayla).querySelector('progress'), SIMULATED);
    // The Soldier is Killed (AC-SK-7) while the simulation runs: the roster takes the click at once.
    await click(ayla, stateRadio(ayla, 'Soldier', 'Killed'));
    expect(stateOf(ayla, 'Soldier')).to.equal('killed');
    expect(odds(ayla).querySelector('progress'), 'still computing when the click was handled').to.not.equal(null);
    ayla.oddsBattles = 2000;
    await eventually(done(ayla, '2,000'), SIMULATED);
    // The Killed Soldier does not fight (AC-BA-1).
    expect(figures(ayla)).to.contain(expected(setup([spearmen], [raiders]), 2000));
  });

  it("follows a commander's Morale: typed, or told by their tracker; bad Morale says so and keeps the rest", async () => {
    const { ayla } = await page();
    await eventually(done(ayla, '2,000'), SIMULATED);
    // Brann at 0 Morale is Routed before anything is played (AC-MO-2): Ayla always wins.
    await typeInto(ayla, control(odds(ayla), 'Morale of brann'), '0');
    await eventually(() => figures(ayla).includes('Ayla wins 100.0%'), SIMULATED);
    await typeInto(ayla, control(odds(ayla), 'Morale of brann'), 'x');
    expect(problems(ayla)).to.deep.equal(['Morale of brann: a whole number from 0 to 99.']);
    expect(control(odds(ayla), 'Morale of brann').getAttribute('aria-invalid')).to.equal('true');
    expect(stateOf(ayla, 'Spearmen'), 'the roster still works').to.equal('hand');
    await typeInto(ayla, control(odds(ayla), 'Morale of brann'), '');
    // A tracker of Ayla on the page tells her Morale when it changes: 8, then 7.
    const tracker = document.createElement('morale-tracker');
    tracker.setAttribute('commander', 'Ayla');
    tracker.setAttribute('morale', '8');
    tracker.toggleAttribute('npc', true);
    ayla.parentElement!.append(tracker);
    await tracker.updateComplete;
    await click(tracker, 'Lose 1');
    await eventually(() => control(odds(ayla), 'Morale of Ayla').placeholder === '7', SIMULATED);
    await eventually(
      () => figures(ayla).includes(expected(setup([spearmen, soldier], [raiders], [7, 4]), 2000)),
      SIMULATED,
    );
  });

  it('opens on demand and lists the other armies on the page to choose from', async () => {
    const { ayla, brann } = await page('odds-battles="2000"');
    expect(odds(ayla).querySelector('.odds-form'), 'closed: nothing rendered').to.equal(null);
    odds(ayla).querySelector('summary')!.click();
    const select = await eventually(() => odds(ayla).querySelector('select'), SIMULATED);
    expect([...select.options].map((o) => text(o))).to.deep.equal(['Choose an army', 'Bandits (Brann)']);
    select.value = 'Brann';
    select.dispatchEvent(new Event('change'));
    await eventually(done(ayla, '2,000'), SIMULATED);
    expect(figures(ayla)).to.contain(expected(setup([spearmen, soldier], [raiders]), 2000));
    // Brann's roster leaves the page: choosing again, it is no longer offered.
    brann.remove();
    select.focus();
    await eventually(() => text(odds(ayla)).includes('No other army on this page'), SIMULATED);
  });

  it('says when the opponent has no army on the page, and a bad odds-battles inline and in the console', async () => {
    const warnings = await warningsDuring(async () => {
      const { ayla } = await page('opponent="Cora" odds-battles="many"');
      await eventually(() => text(odds(ayla)).includes('No army of Cora on this page.'), SIMULATED);
      expect(problems(ayla)).to.contain('odds-battles is a whole number from 0 to 1,000,000 (0: no odds), not "many".');
    });
    expect(warnings.join('\n')).to.contain('odds-battles is a whole number');
  });
});
