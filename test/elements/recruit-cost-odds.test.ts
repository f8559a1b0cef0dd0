// <recruit-cost> with a commander and an opponent on the page: what each recruit (AC-EC-3) and training (AC-EC-4)
// the budget pays for does to the simulated win chance (AC-BA), per 100 lunari, best first: the rules' figures for
// the same armies and seed, worked out in a worker while the widget stays usable.
import '../../src/elements/recruit-cost/define.js';
import '../../src/elements/army-roster/define.js';
import '../../src/elements/morale-tracker/define.js';

import { expect, fixture } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';

import type { RecruitCost } from '../../src/elements/recruit-cost/recruit-cost.js';
import {
  type ArmyCard,
  battleOdds,
  type BattleSetup,
  type PurchaseOptions,
  purchases,
  rankPurchases,
} from '../../src/rules/battle/index.js';
import type { Unit } from '../../src/rules/core/index.js';
import { control, eventually, problems, restorePage, text, typeInto, warningsDuring } from './helpers.js';
import { root } from './recruit-cost-helpers.js';

const SIMULATED = 20_000;
const soldier: Unit = { name: 'Soldier', strength: 2, role: 'trooper', path: 'steel' };
const veteran: Unit = { name: 'Veteran', strength: 2, role: 'guardian' };
const raiders: Unit = { name: 'Raiders', strength: 2, role: 'aggressor' };
const shieldWall: Unit = { name: 'Shield Wall', strength: 2, role: 'guardian' };

/** The rows the widget should show, worked out by the rules: purchase, price, win chance after, per 100 lunari. */
function expectedRows(options: PurchaseOptions, battles: number): string[] {
  const setup = (army: readonly ArmyCard[]): BattleSetup => ({
    commanders: [
      { name: 'Ayla', morale: 4, army },
      { name: 'Brann', morale: 4, army: [raiders, shieldWall] },
    ],
    chooser: 'roll',
    autoUnable: true,
  });
  const run = (army: readonly ArmyCard[]) => battleOdds(setup(army), { battles, seed: 'odds', policy: 'greedy' }); // the widgets' default
  const list = purchases([soldier, veteran], options);
  const pct = (p: number) => `${(p * 100).toFixed(p > 0.995 || p < 0.005 ? 1 : 0)}%`;
  const points = (c: number) => `${c > 0 ? '+' : c < 0 ? '−' : '±'}${Math.abs(c * 100).toFixed(1)} points`;
  return rankPurchases(
    list,
    run([soldier, veteran]),
    list.map((p) => run(p.army)),
    0,
  ).map((p) => `${p.label} ${p.lunari} lunari · ${p.rule} ${pct(p.winChance)} ${points(p.per100)}`);
}

async function page(attributes: string, trackers = '') {
  const wrap = await fixture<HTMLDivElement>(`<div>${trackers}
    <army-roster name="Northern Host" commander="Ayla">
      <army-unit name="Soldier" strength="2" role="trooper" path="steel"></army-unit>
      <army-unit name="Veteran" strength="2" role="guardian" times-trained="3"></army-unit>
    </army-roster>
    <army-roster name="Bandits" commander="Brann">
      <army-unit name="Raiders" strength="2" role="aggressor"></army-unit>
      <army-unit name="Shield Wall" strength="2" role="guardian"></army-unit>
    </army-roster>
    <recruit-cost strength="3" commander="ayla" name="Spearmen" unit-role="aggressor" ${attributes}></recruit-cost>
  </div>`);
  const el = wrap.querySelector<RecruitCost>('recruit-cost')!;
  await el.updateComplete;
  return el;
}

const odds = (el: RecruitCost) => root(el).querySelector<HTMLElement>('[part~=odds]');
const rows = (el: RecruitCost) => [...(odds(el)?.querySelectorAll('tbody tr') ?? [])].map(text);
const done = (el: RecruitCost, battles: string) => () =>
  odds(el) && !odds(el)!.querySelector('progress') && text(odds(el)).includes(`${battles} Battles`);

describe('<recruit-cost> what a lunari buys in win chance', function () {
  this.timeout(60_000);
  afterEach(restorePage);

  it('is accessible, and ranks every purchase within the budget as the rules do, labelled simulated', async () => {
    const el = await page('opponent="brann" budget="60" odds-battles="1000"');
    await eventually(done(el, '1,000'), SIMULATED);
    await expect(el).to.be.accessible();
    const spearmen = { name: 'Spearmen', role: 'aggressor' } as const;
    // Recruits at Strength 1, 2, 3 (10, 30, 60 lunari) and the Soldier's training (30); the Veteran has none left.
    expect(rows(el)).to.deep.equal(expectedRows({ budget: 60, recruit: spearmen, timesTrained: [0, 3] }, 1000));
    expect(rows(el)).to.have.length(4);
    const shown = text(odds(el));
    expect(shown).to.match(/^What a lunari buys against brann Ayla wins \d+% \(\d+%–\d+%\) now/);
    expect(shown).to.contain('Simulated, not exact: 1,000 Battles for each purchase');
    expect(shown).to.contain('both commanders play sensibly (greedy play; real commanders play better)');
    expect(shown).to.contain('Morale: Ayla 4 (assumed, AC-MO-1), Brann 4 (assumed, AC-MO-1)');
  });

  it("counts each commander's Morale as their tracker on the page holds it, before any change", async () => {
    const trackers = `<morale-tracker name="Ayla" level="6"></morale-tracker>
      <morale-tracker name="Brann" npc morale="5"></morale-tracker>`;
    const el = await page('opponent="brann" budget="60" odds-battles="200"', trackers);
    // AC-MO-1: a level-6 player character starts at 7; Brann's Morale is set at 5.
    await eventually(() => text(odds(el)).includes('Morale: Ayla 7, Brann 5'), SIMULATED);
    expect(text(odds(el))).to.not.contain('assumed');
  });

  it('keeps its lines and rows while the Battles are simulated, each figure "…" until it is in: nothing below moves', async () => {
    const el = await page('opponent="brann" budget="60" odds-battles="0"');
    // Watched as it is drawn: a worker's first counts may come a few tasks after the rows.
    const first = new Promise<{ shown: string; rows: string[]; height: number }>((resolve) => {
      const seen = new MutationObserver(() => {
        const section = odds(el);
        if (!section?.querySelector('tbody tr')) return;
        seen.disconnect();
        resolve({ shown: text(section), rows: rows(el), height: section.getBoundingClientRect().height });
      });
      seen.observe(root(el), { subtree: true, childList: true, characterData: true });
    });
    el.oddsBattles = 1000;
    const waiting = await first;
    expect(waiting.shown).to.match(/^What a lunari buys against brann Ayla wins …% \(…%–…%\) now/);
    // No Battle in yet: how many is "…" too (as wide as the 1,000 to come, in figure spaces), not the total.
    expect(waiting.shown).to.contain('Simulated, not exact: … Battles for each purchase');
    expect(waiting.rows).to.have.length(4);
    for (const row of waiting.rows) expect(row).to.match(/ lunari · AC-EC-\d …% … points$/);
    await eventually(done(el, '1,000'), SIMULATED);
    expect(rows(el)).to.have.length(4);
    expect(odds(el)!.getBoundingClientRect().height, 'the section kept its height').to.equal(waiting.height);
  });

  it('on a small phone, gives the purchases most of the table and keeps its height as the figures come', async () => {
    await setViewport({ width: 320, height: 700 });
    const el = await page('opponent="brann" budget="60" odds-battles="0"');
    const measure = () => {
      const section = odds(el)!;
      const [purchase] = section.querySelectorAll('thead th');
      const table = section.querySelector('table')!.getBoundingClientRect();
      return {
        height: section.getBoundingClientRect().height,
        purchase: purchase!.getBoundingClientRect().width / table.width,
        inside: table.width <= section.getBoundingClientRect().width,
      };
    };
    const first = new Promise<ReturnType<typeof measure>>((resolve) => {
      const seen = new MutationObserver(() => {
        if (!odds(el)?.querySelector('tbody tr')) return;
        seen.disconnect();
        resolve(measure());
      });
      seen.observe(root(el), { subtree: true, childList: true, characterData: true });
    });
    el.oddsBattles = 200;
    const waiting = await first;
    await eventually(done(el, '200'), SIMULATED);
    const shown = measure();
    // The figures' columns wrap ("Per 100" over "lunari", "+11.3" over "points") rather than squeeze the purchases.
    expect(shown.purchase, 'share of the table for the purchases').to.be.at.least(0.5);
    expect(shown.inside, 'the table fits the widget: no sideways scrolling').to.equal(true);
    expect(shown.height, 'the section kept its height as the figures came').to.equal(waiting.height);
  });

  it('takes typing while it computes, and ranks again within the new budget', async () => {
    const el = await page('opponent="brann" budget="60" odds-battles="300000"');
    await eventually(() => odds(el)?.querySelector('progress'), SIMULATED);
    await typeInto(el, control(el, 'I have'), '10');
    expect(control(el, 'I have').value).to.equal('10');
    expect(odds(el)!.querySelector('progress'), 'still computing when the typing was handled').to.not.equal(null);
    el.oddsBattles = 1000;
    await eventually(done(el, '1,000'), SIMULATED);
    expect(rows(el)).to.deep.equal(
      expectedRows({ budget: 10, recruit: { name: 'Spearmen', role: 'aggressor' }, timesTrained: [0, 3] }, 1000),
    );
    expect(rows(el)[0]).to.match(/^Recruit Spearmen \(Strength 1\) 10 lunari · AC-EC-3/);
  });

  it('fills in its figures while the reader clicks on and on in another widget', async () => {
    const el = await page('opponent="brann" budget="60" odds-battles="500"');
    const bandits = el.parentElement!.querySelector<HTMLElement>('army-roster[commander=Brann]')!;
    // Its redraws wait while the reader acts elsewhere, one click each: the figures that came meanwhile still show.
    await eventually(() => {
      bandits.click();
      return done(el, '500')();
    }, SIMULATED);
    const spearmen = { name: 'Spearmen', role: 'aggressor' } as const;
    expect(rows(el)).to.deep.equal(expectedRows({ budget: 60, recruit: spearmen, timesTrained: [0, 3] }, 500));
  });

  it("names each purchase in the widget's language, ranked and priced as in English", async () => {
    const el = await page('opponent="brann" budget="60" odds-battles="1000"');
    await eventually(done(el, '1,000'), SIMULATED);
    const purchases = () => [...odds(el)!.querySelectorAll('tbody th')].map(text);
    const english = purchases();
    expect(english).to.include('Train Soldier to Strength 3 30 lunari · AC-EC-4');
    el.setAttribute('lang', 'pt');
    await eventually(() => purchases()[0]!.startsWith('Recrutar') || purchases()[0]!.startsWith('Treinar'));
    expect(purchases()).to.deep.equal(
      english.map((row) =>
        row
          .replace(/^Recruit (.+) \(Strength (\d)\)/, 'Recrutar $1 (Força $2)')
          .replace(/^Train (.+) to Strength (\d)/, 'Treinar $1 até Força $2'),
      ),
    );
    el.setAttribute('lang', 'it');
    await eventually(() => purchases().some((row) => row.startsWith('Reclutare Spearmen (Forza 1) 10 lunari')));
    expect(purchases()).to.include('Addestrare Soldier fino a Forza 3 30 lunari · AC-EC-4');
  });

  it('says when there is nothing to buy, or no army of the opponent, and a bad odds-battles, the rest working', async () => {
    const poor = await page('opponent="brann" budget="5" odds-battles="500"');
    await eventually(() => text(odds(poor)).includes('Nothing to recruit or train within 5 lunari.'), SIMULATED);
    poor.parentElement!.remove();
    const warnings = await warningsDuring(async () => {
      const el = await page('opponent="cora" budget="60" odds-battles="-1"');
      await eventually(() => text(odds(el)).includes('No army roster of cora on this page.'), SIMULATED);
      expect(problems(el)).to.contain('odds-battles is a whole number from 0 to 1,000,000 (0: no odds), not "-1".');
      expect(text(root(el).querySelector('output[part~=result]'))).to.contain('60');
    });
    expect(warnings.join('\n')).to.contain('odds-battles is a whole number');
  });

  it('shows nothing of it without an opponent', async () => {
    const el = await page('budget="60" odds-battles="100"');
    // With an opponent, the part is there from the first update on: its chances, or "Loading…" until they come.
    const shown = () => odds(el) !== null || text(root(el)).includes('Loading…');
    expect(shown(), 'without an opponent').to.equal(false);
    el.setAttribute('opponent', 'brann');
    await el.updateComplete;
    expect(shown(), 'once there is one').to.equal(true);
  });
});
