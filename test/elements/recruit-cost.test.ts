// <recruit-cost>: the recruiting and training prices (AC-EC-3, AC-EC-4, AC-EC-5), the upkeep preview, the budget
// and the layout. "Add to army" is in recruit-cost-army.test.ts, bad input in recruit-cost-input.test.ts.
import '../../src/elements/recruit-cost/define.js';

import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';

import type { RecruitCost } from '../../src/elements/recruit-cost/recruit-cost.js';
import { control, openPanel, result, text, typeInto } from './helpers.js';
import { chosenRow, notes, openTable, resultLabel, root, rows, ruling } from './recruit-cost-helpers.js';

describe('<recruit-cost>', () => {
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
    await emulateMedia({ colorScheme: 'light' });
  });

  it('is accessible, recruiting and training, in light and dark', async () => {
    const el = await fixture<RecruitCost>(
      html`<recruit-cost
        strength="6"
        budget="100"
        commander="ayla"
        name="Spearmen"
        unit-role="aggressor"
        traits="reach"
      ></recruit-cost>`,
    );
    await expect(el).to.be.accessible();
    el.mode = 'train';
    el.weapons = '4';
    await el.updateComplete;
    await expect(el).to.be.accessible();
    await emulateMedia({ colorScheme: 'dark' });
    await expect(el).to.be.accessible();
    el.mode = 'recruit';
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  describe('recruiting (AC-EC-3)', () => {
    it('AC-EC-3: strength="3" shows 60 lunari in output[part=result]; with quest, 48', async () => {
      const el = await fixture<RecruitCost>(html`<recruit-cost strength="3"></recruit-cost>`);
      expect(result(el)).to.equal('60 lunari');
      expect(resultLabel(el)).to.equal('Price to recruit a Strength 3 unit');
      const quest = await fixture<RecruitCost>(html`<recruit-cost strength="3" quest></recruit-cost>`);
      expect(result(quest)).to.equal('48 lunari');
    });

    const table: Array<[number, number, number]> = [
      [1, 10, 8],
      [2, 30, 24],
      [3, 60, 48],
      [4, 100, 80],
      [5, 150, 120],
    ];
    for (const [strength, price, questPrice] of table) {
      it(`AC-EC-3: Strength ${strength} costs ${price} lunari, ${questPrice} after its quest, its row marked`, async () => {
        const el = await fixture<RecruitCost>(html`<recruit-cost strength=${strength}></recruit-cost>`);
        expect(result(el)).to.equal(`${price} lunari`);
        expect(text(await chosenRow(el))).to.equal(`▶ ${strength} chosen ${price} ${questPrice}`);
        expect(text((await chosenRow(el))?.querySelector('td.picked'))).to.equal(String(price));
        el.quest = true;
        await el.updateComplete;
        expect(result(el)).to.equal(`${questPrice} lunari`);
        expect(text((await chosenRow(el))?.querySelector('td.picked'))).to.equal(String(questPrice));
        expect(root(el).querySelectorAll('tr[aria-current]').length).to.equal(1);
        // The chosen price is set on a tinted ground: an outline would look like the keyboard focus.
        const picked = getComputedStyle((await chosenRow(el))!.querySelector('td.picked')!);
        expect(picked.outlineStyle).to.equal('none');
        expect(picked.backgroundColor).not.to.equal('rgba(0, 0, 0, 0)');
      });
    }

    it('AC-EC-3: shows the whole table, standard and after the quest', async () => {
      const el = await fixture<RecruitCost>(html`<recruit-cost strength="2"></recruit-cost>`);
      expect((await rows(el)).map((cells) => cells.slice(-2))).to.deep.equal(
        table.map(([, p, q]) => [String(p), String(q)]),
      );
      expect(text(root(el).querySelector('caption'))).to.equal('Recruiting prices in lunari AC-EC-3');
      // The rule code is shown, but not read as part of the table's name.
      expect(root(el).querySelector('caption .rule')!.getAttribute('aria-hidden')).to.equal('true');
    });

    it('AC-EC-3: a player picks the Strength by typing and ticks "After its quest"', async () => {
      const el = await fixture<RecruitCost>(html`<recruit-cost></recruit-cost>`);
      expect(result(el)).to.equal('10 lunari'); // no Strength given: Strength 1
      await typeInto(el, 'Strength', '4');
      expect(result(el)).to.equal('100 lunari');
      control(el, 'After its quest').click();
      await el.updateComplete;
      expect(result(el)).to.equal('80 lunari');
      expect(text((await chosenRow(el))?.querySelector('th'))).to.equal('▶ 4 chosen');
    });

    it('R6: Strength 6 is "not on the table"; 210 lunari is offered only as a labelled extrapolation', async () => {
      const el = await fixture<RecruitCost>(html`<recruit-cost strength="6"></recruit-cost>`);
      expect(result(el)).to.equal('Not on the table');
      expect(ruling(el)).to.contain('Extrapolated: 210 lunari.');
      expect(ruling(el)).to.contain('Strength 6 is not on the recruiting table (Strength 1 to 5)');
      expect(ruling(el)).to.contain('Ruling R6');
      // The extra row is set apart and says, also to screen readers, that its prices are extrapolated.
      await openTable(el);
      const extra = root(el).querySelector('tbody.extrapolated tr[aria-current]');
      expect(text(extra)).to.equal('▶ 6 chosen 210* (extrapolated) 168* (extrapolated)');
      expect(text(root(el).querySelector('tfoot'))).to.equal('* Not on the table: extrapolated (ruling R6).');
      el.quest = true;
      await el.updateComplete;
      expect(ruling(el)).to.contain('Extrapolated: 168 lunari.');
    });

    it('R6: Strength 0 is not on the table either (extrapolated to 0)', async () => {
      const el = await fixture<RecruitCost>(html`<recruit-cost strength="0"></recruit-cost>`);
      expect(result(el)).to.equal('Not on the table');
      expect(ruling(el)).to.contain('Extrapolated: 0 lunari.');
    });

    it('AC-EC-1: previews the upkeep per Day of the new unit; Undead pay none', async () => {
      const el = await fixture<RecruitCost>(html`<recruit-cost strength="3"></recruit-cost>`);
      expect(notes(el)).to.contain('Upkeep once recruited: 15 lunari per Day AC-EC-1');
      el.traits = 'undead';
      await el.updateComplete;
      expect(notes(el)).to.contain('Upkeep once recruited: 0 lunari per Day (Undead: no upkeep)');
      el.traits = '';
      el.strength = '0';
      await el.updateComplete;
      expect(notes(el)).to.contain('Upkeep once recruited: 5 lunari per Day (Strength 0 counts as 1)');
    });
  });

  describe('training (AC-EC-4, AC-EC-5)', () => {
    const training: Array<[number, number]> = [
      [2, 20],
      [3, 30],
      [4, 40],
      [5, 50],
      [6, 60],
      [7, 70],
      [8, 80],
    ];
    for (const [newStrength, price] of training) {
      it(`AC-EC-4: training a Strength ${newStrength - 1} unit to ${newStrength} costs ${price} lunari`, async () => {
        const el = await fixture<RecruitCost>(
          html`<recruit-cost mode="train" strength=${newStrength - 1}></recruit-cost>`,
        );
        expect(result(el)).to.equal(`${price} lunari`);
        expect(resultLabel(el)).to.equal(`Next training, to Strength ${newStrength}`);
        expect(ruling(el)).to.equal('');
      });
    }

    it('AC-EC-4: plans every training left with a running total', async () => {
      const el = await fixture<RecruitCost>(html`<recruit-cost mode="train" strength="2"></recruit-cost>`);
      expect(await rows(el)).to.deep.equal([
        ['▶ 3 next', '—', '30', '30'],
        ['4', '—', '40', '70'],
        ['5', '—', '50', '120'],
      ]);
      expect(text(root(el).querySelector('tfoot'))).to.contain('3 trainings left, one per Event (AC-EC-4).');
      el.trained = '1';
      await el.updateComplete;
      expect(await rows(el)).to.deep.equal([
        ['▶ 3 next', '—', '30', '30'],
        ['4', '—', '40', '70'],
      ]);
    });

    it('AC-EC-5: weapons take 5 lunari each off, for at most half the price; the rest wait for later trainings', async () => {
      const el = await fixture<RecruitCost>(
        html`<recruit-cost mode="train" strength="2" trained="1" weapons="5"></recruit-cost>`,
      );
      // →3 costs 30: at most 3 weapons (15 lunari, half). The other 2 go to →4: 40 − 10.
      expect(result(el)).to.equal('15 lunari');
      expect(notes(el)).to.contain('3 of 5 weapons count: −15 lunari off 30 lunari.');
      expect(notes(el)).to.contain('3 weapons at most here, 2 weapons kept for later trainings.');
      expect(await rows(el)).to.deep.equal([
        ['▶ 3 next', '3', '15', '15'],
        ['4', '2', '30', '45'],
      ]);
      await typeInto(el, 'Weapons to destroy', '1');
      expect(result(el)).to.equal('25 lunari');
      expect(notes(el)).to.contain('1 of 1 weapon count: −5 lunari off 30 lunari.');
      await typeInto(el, 'Weapons to destroy', '20');
      expect(text(root(el).querySelector('tfoot'))).to.contain('13 weapons more than all these trainings can use.');
    });

    it('AC-EC-4: at 3 trainings there is no training left, and times trained above 3 is refused', async () => {
      const el = await fixture<RecruitCost>(html`<recruit-cost mode="train" strength="5" trained="3"></recruit-cost>`);
      expect(result(el)).to.equal('No training left');
      expect(notes(el)).to.contain('This unit has been trained 3 times, the most a unit can be AC-EC-4.');
      expect(root(el).querySelector('[part~=table] table')).to.equal(null);
      await typeInto(el, 'Times trained', '2');
      expect(result(el)).to.equal('60 lunari');
      expect(await rows(el)).to.deep.equal([['▶ 6 next', '—', '60', '60']]);
    });

    it('R6: training beyond Strength 8 is "not on the table", extrapolated as 10 × new Strength, labelled', async () => {
      const el = await fixture<RecruitCost>(html`<recruit-cost mode="train" strength="7"></recruit-cost>`);
      expect(result(el)).to.equal('80 lunari'); // →8 is the table's last row
      expect((await rows(el)).map((cells) => cells[2])).to.deep.equal([
        '80',
        '90* (extrapolated)',
        '100* (extrapolated)',
      ]);
      expect(text(root(el).querySelector('tfoot'))).to.contain(
        '* Some prices are not on the training table: extrapolated as 10 × new Strength (R6).',
      );
      el.strength = '8';
      await el.updateComplete;
      expect(result(el)).to.equal('Not on the table');
      expect(ruling(el)).to.contain('Extrapolated: 90 lunari.');
      expect(ruling(el)).to.contain('Strength 9 is beyond the training table (up to Strength 8)');
      expect(ruling(el)).to.contain('Ruling R6');
    });

    it('AC-EC-1: previews the upkeep after the training next to the upkeep now', async () => {
      const el = await fixture<RecruitCost>(html`<recruit-cost mode="train" strength="3"></recruit-cost>`);
      expect(notes(el)).to.contain('Upkeep after this training: 20 lunari per Day, 15 lunari now AC-EC-1');
    });

    it('a player switches from recruiting to training with the "Training" choice', async () => {
      const el = await fixture<RecruitCost>(html`<recruit-cost strength="3"></recruit-cost>`);
      control(el, 'Training').click();
      await el.updateComplete;
      expect(resultLabel(el)).to.equal('Next training, to Strength 4');
      expect(result(el)).to.equal('40 lunari');
      control(el, 'Recruiting').click();
      await el.updateComplete;
      expect(result(el)).to.equal('60 lunari');
    });
  });

  describe('budget', () => {
    it('AC-EC-3: "I have 100 lunari" pays for Strength 3 with 40 left, and reaches Strength 4', async () => {
      const el = await fixture<RecruitCost>(html`<recruit-cost strength="3"></recruit-cost>`);
      await typeInto(el, 'I have (lunari)', '100');
      const budget = () => text(root(el).querySelector('[part~=budget] p'));
      expect(budget()).to.equal(
        "Enough for this unit's price: 40 lunari left. With 100 lunari you can recruit up to Strength 4 (100 lunari).",
      );
      await typeInto(el, 'Strength', '5');
      expect(budget()).to.equal(
        "Not enough for this unit's price: 50 lunari short. With 100 lunari you can recruit up to Strength 4 (100 lunari).",
      );
      el.quest = true;
      await el.updateComplete;
      expect(budget()).to.equal(
        "Not enough for this unit's price: 20 lunari short. With 100 lunari you can recruit up to Strength 4 after its quest (80 lunari).",
      );
      await typeInto(el, 'I have (lunari)', '5');
      expect(budget()).to.contain('5 lunari is not enough for any unit on the table after its quest.');
    });

    it('AC-EC-4: a budget pays for the trainings in order', async () => {
      const el = await fixture<RecruitCost>(html`<recruit-cost mode="train" strength="2"></recruit-cost>`);
      // Strength 2 → 3 → 4 → 5 costs 30, 40, 50: running totals 30, 70, 120.
      const cases: Array<[trained: string, budget: string, says: string]> = [
        ['0', '100', 'Enough for the next 2 trainings (70 lunari): 30 lunari left.'],
        ['0', '120', 'Enough for all 3 trainings left (120 lunari): 0 lunari left.'],
        ['0', '10', 'Not enough for the next training: 20 lunari short.'],
        ['1', '70', 'Enough for both trainings left (70 lunari): 0 lunari left.'],
        ['2', '70', 'Enough for the last training (30 lunari): 40 lunari left.'],
        ['3', '70', 'No training left to pay for.'],
      ];
      for (const [trained, budget, says] of cases) {
        el.trained = trained;
        el.budget = budget;
        await el.updateComplete;
        expect(text(root(el).querySelector('[part~=budget] p'))).to.equal(says);
      }
    });
  });

  describe('layout', () => {
    it('works at 320 px: nothing sticks out sideways', async () => {
      await setViewport({ width: 320, height: 800 });
      const el = await fixture<RecruitCost>(
        html`<recruit-cost mode="train" strength="7" weapons="3" budget="100" commander="ayla"></recruit-cost>`,
      );
      const base = root(el).querySelector<HTMLElement>('[part~=base]')!;
      expect(el.getBoundingClientRect().width).to.be.at.most(320);
      expect(base.scrollWidth).to.be.at.most(base.clientWidth);
      el.mode = 'recruit';
      el.strength = '6';
      await el.updateComplete;
      expect(base.scrollWidth).to.be.at.most(base.clientWidth);
    });

    it('compact: the price stays in view, the table, upkeep and budget fold into "Table, upkeep and budget"', async () => {
      const el = await fixture<RecruitCost>(html`<recruit-cost strength="3" compact></recruit-cost>`);
      expect(getComputedStyle(el).display).to.equal('inline-block');
      expect(result(el)).to.equal('60 lunari');
      const details = root(el).querySelector('details')!;
      expect(text(details.querySelector('summary'))).to.equal('Table, upkeep and budget');
      expect(details.open).to.equal(false);
      await openPanel(el, 'Table, upkeep and budget');
      expect(details.querySelector('[part~=table] table')).to.not.equal(null);
      expect(details.querySelector('[part~=budget]')).to.not.equal(null);
      await expect(el).to.be.accessible();
      control(el, 'Training').click();
      await el.updateComplete;
      expect(result(el)).to.equal('40 lunari'); // Strength 3 → 4
    });
  });

  it('a tag registered twice does not throw', async () => {
    // The literal lets the test server find the file; `as string` keeps tsc from resolving the query.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    const again = (await import('../../src/elements/recruit-cost/define.js?again' as string)) as {
      RecruitCost: unknown;
    };
    expect(customElements.get('recruit-cost')).to.equal(again.RecruitCost);
  });
});
