// What <recruit-cost> draws at once (the price and its fields) and what it draws only when asked: the price tables
// when opened, "Add to army" with a commander, the unit to add when opened.
import '../../src/elements/recruit-cost/define.js';

import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';

import type { RecruitCost } from '../../src/elements/recruit-cost/recruit-cost.js';
import { control, findButton, openPanel, restorePage, result, text, typeInto } from './helpers.js';
import { chosenRow, root, rows } from './recruit-cost-helpers.js';

/** What each `<details>` of the widget holds besides its summary. */
const drawn = (el: RecruitCost) =>
  [...root(el).querySelectorAll('details')].map((details) => details.querySelectorAll(':scope > :not(summary)').length);

describe('<recruit-cost> panels', () => {
  afterEach(restorePage);

  it('is accessible with the tables closed, and open', async () => {
    const el = await fixture<RecruitCost>(html`<recruit-cost strength="3"></recruit-cost>`);
    await expect(el).to.be.accessible();
    await openPanel(el, 'Recruiting table');
    await expect(el).to.be.accessible();
  });

  it('draws the price and its fields at once, the recruiting table only when opened', async () => {
    const el = await fixture<RecruitCost>(html`<recruit-cost strength="3"></recruit-cost>`);
    expect(result(el)).to.equal('60 lunari');
    expect(control(el, 'Strength').value).to.equal('3');
    const table = root(el).querySelector<HTMLDetailsElement>('details[part~=table]')!;
    expect(text(table.querySelector('summary'))).to.equal('Recruiting table');
    expect(table.open).to.equal(false);
    expect(drawn(el)).to.deep.equal([0]);
    expect(root(el).querySelector('table')).to.equal(null);
    await openPanel(el, 'Recruiting table');
    expect(await rows(el)).to.deep.equal([
      ['1', '10', '8'],
      ['2', '30', '24'],
      ['▶ 3 chosen', '60', '48'],
      ['4', '100', '80'],
      ['5', '150', '120'],
    ]);
    // Open, it follows what is typed, as the price does.
    await typeInto(el, 'Strength', '5');
    expect(result(el)).to.equal('150 lunari');
    expect(text(await chosenRow(el))).to.equal('▶ 5 chosen 150 120');
  });

  it('opens the training plan by keyboard: the trainings left with their running total', async () => {
    const el = await fixture<RecruitCost>(html`<recruit-cost mode="train" strength="2" weapons="4"></recruit-cost>`);
    expect(result(el)).to.equal('15 lunari'); // 30 − 3 weapons (at most half the price)
    // The training cost's inputs are there at once: Strength now, times trained, weapons destroyed.
    expect(
      ['Strength now', 'Times trained (0–3)', 'Weapons to destroy'].map((label) => control(el, label).value),
    ).to.deep.equal(['2', '', '4']);
    const summary = root(el).querySelector<HTMLElement>('[part~=table] > summary')!;
    expect(text(summary)).to.equal('Training plan');
    summary.focus();
    await sendKeys({ press: 'Enter' });
    expect((summary.parentElement as HTMLDetailsElement).open).to.equal(true);
    await openPanel(el, 'Training plan'); // waits until it is drawn
    expect(await rows(el)).to.deep.equal([
      ['▶ 3 next', '3', '15', '15'],
      ['4', '1', '35', '50'],
      ['5', '—', '50', '100'],
    ]);
  });

  it('draws "Add to army" only with a commander, and the unit to add only when opened', async () => {
    const alone = await fixture<RecruitCost>(html`<recruit-cost strength="3"></recruit-cost>`);
    expect(root(alone).querySelector('.add')).to.equal(null);
    const el = await fixture<RecruitCost>(
      html`<recruit-cost strength="2" commander="borin" name="Wolves"></recruit-cost>`,
    );
    expect(findButton(el, 'Add to army for 30 lunari')).to.not.equal(undefined);
    const unit = root(el).querySelector<HTMLDetailsElement>('.add details')!;
    expect(text(unit.querySelector('summary'))).to.equal('Unit to add: Wolves, Strength 2, Trooper');
    expect(unit.querySelectorAll(':scope > :not(summary)').length).to.equal(0);
    await openPanel(el, 'Unit to add');
    expect(control(el, 'Name').value).to.equal('Wolves');
    await typeInto(el, 'Name', 'Wolfriders');
    expect(text(unit.querySelector('summary'))).to.equal('Unit to add: Wolfriders, Strength 2, Trooper');
  });
});
