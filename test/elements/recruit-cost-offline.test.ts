// A <recruit-cost> whose code for a view cannot be fetched (offline before the first visit, a file missing from the
// server): the price still shows, what could not load is said inline and in the console, and it is tried again when
// the player asks again. Each module loads once per page, so each test here is the first to ask for its module.
import '../../src/elements/recruit-cost/define.js';

import { expect, fixture, html } from '@open-wc/testing';

import {
  budgetModule,
  problemWordsModule,
  type RecruitCost,
  trainingModule,
} from '../../src/elements/recruit-cost/recruit-cost.js';
import { control, NOT_LOADED, offline, problems, result, text, typeInto } from './helpers.js';
import { notes, resultLabel, root } from './recruit-cost-helpers.js';

const WARNING = '<recruit-cost>: could not load a part of the widget: TypeError: Failed to fetch';

describe('<recruit-cost> when code it loads for a view cannot be fetched', () => {
  it('is accessible, and says so in place of Training; choosing Training again loads it', async () => {
    const el = await fixture<RecruitCost>(html`<recruit-cost strength="2" trained="1"></recruit-cost>`);
    const warnings = await offline(trainingModule, async () => {
      control(el, 'Training').click();
      await el.updateComplete;
    });
    expect(warnings).to.deep.equal([WARNING]);
    expect(text(root(el).querySelector('[role=alert]'))).to.equal(NOT_LOADED);
    expect(control(el, 'Training').checked).to.equal(true);
    await expect(el).to.be.accessible();
    // The connection is back: Recruiting still works, and Training chosen again shows the next training.
    control(el, 'Recruiting').click();
    await el.updateComplete;
    expect(result(el)).to.equal('30 lunari');
    control(el, 'Training').click();
    await el.updateComplete;
    expect(resultLabel(el)).to.equal('Next training, to Strength 3');
    expect(result(el)).to.equal('30 lunari');
  });

  it('a budget whose words cannot load says so under "I have"; the price stays; typing again loads them', async () => {
    let el!: RecruitCost;
    const warnings = await offline(budgetModule, async () => {
      el = await fixture<RecruitCost>(html`<recruit-cost strength="3" budget="100"></recruit-cost>`);
    });
    expect(warnings).to.deep.equal([WARNING]);
    expect(result(el)).to.equal('60 lunari');
    expect(text(root(el).querySelector('[part~=budget] .note'))).to.equal(NOT_LOADED);
    await typeInto(el, 'I have (lunari)', '50');
    expect(notes(el)).to.contain("Not enough for this unit's price: 10 lunari short.");
  });

  it('an unreadable number is still marked and listed when its words cannot load; typing again says why', async () => {
    let el!: RecruitCost;
    const warnings = await offline(problemWordsModule, async () => {
      el = await fixture<RecruitCost>(html`<recruit-cost strength="abc"></recruit-cost>`);
    });
    expect(warnings).to.deep.equal([WARNING, `<recruit-cost>: ${NOT_LOADED}`]);
    expect(problems(el)).to.deep.equal([NOT_LOADED]);
    expect(control(el, 'Strength').getAttribute('aria-invalid')).to.equal('true');
    await typeInto(el, 'Strength', 'x');
    expect(problems(el)).to.deep.equal(['Strength: write a whole number such as 3, not "x".']);
  });
});
