// <recruit-cost> given bad input, by the page's author or a player: inline messages, one console warning per
// author's problem, never an exception; the rest of the widget keeps working.
import '../../src/elements/recruit-cost/define.js';

import { expect, fixture, html } from '@open-wc/testing';

import type { RecruitCost } from '../../src/elements/recruit-cost/recruit-cost.js';
import { control, findButton, openPanel, problems, result, text, typeInto, warningsDuring } from './helpers.js';
import { chosenRow, notes, root, rows } from './recruit-cost-helpers.js';

/**
 * A widget whose author got mode, budget, weapons and role wrong (the Strength is fine); the console warnings they
 * bring are checked in their own tests.
 */
async function authorsMistakes(): Promise<RecruitCost> {
  let el!: RecruitCost;
  await warningsDuring(async () => {
    el = await fixture<RecruitCost>(
      html`<recruit-cost
        mode="sell"
        strength="3"
        budget="lots"
        weapons="many"
        commander="ayla"
        name="Mage"
        unit-role="wizard"
      ></recruit-cost>`,
    );
  });
  return el;
}

describe('<recruit-cost> bad input: inline messages, one warning each, never an exception', () => {
  it('is accessible with the author’s and the player’s mistakes shown', async () => {
    const el = await authorsMistakes();
    await typeInto(el, 'Strength', 'abc');
    expect(problems(el)).to.have.length(5);
    await expect(el).to.be.accessible();
  });

  it('what a player types gets inline messages only: the console hears only of the author’s attributes', async () => {
    let el!: RecruitCost;
    const warnings = await warningsDuring(async () => {
      el = await fixture<RecruitCost>(html`<recruit-cost strength="3" commander="Ayla" name="Mob"></recruit-cost>`);
      for (const typed of ['a', 'ab', 'abc']) await typeInto(el, 'Strength', typed);
      await typeInto(el, 'I have (lunari)', 'lots');
      control(el, 'Training').click();
      await el.updateComplete;
      await typeInto(el, 'Times trained', '9');
    });
    expect(problems(el)).to.deep.equal([
      'Strength: write a whole number such as 3, not "abc".',
      'Times trained: a unit is trained at most 3 times (AC-EC-4), not 9.',
      'Budget: write a whole number such as 100, not "lots".',
    ]);
    expect(warnings).to.deep.equal([]);
  });

  it('strength="abc": says what is expected, shows no price, the table still works', async () => {
    let el!: RecruitCost;
    const warnings = await warningsDuring(async () => {
      el = await fixture<RecruitCost>(html`<recruit-cost strength="abc" budget="100"></recruit-cost>`);
    });
    expect(problems(el)).to.deep.equal(['Strength: write a whole number such as 3, not "abc".']);
    expect(warnings).to.deep.equal(['<recruit-cost>: Strength: write a whole number such as 3, not "abc".']);
    expect(result(el)).to.equal('—');
    expect(await chosenRow(el)).to.equal(null);
    expect((await rows(el)).length).to.equal(5);
    expect(control(el, 'Strength').getAttribute('aria-invalid')).to.equal('true');
    expect(text(root(el).querySelector('[part~=budget] p'))).to.equal(
      'With 100 lunari you can recruit up to Strength 4 (100 lunari).',
    );
    await typeInto(el, 'Strength', '2');
    expect(problems(el)).to.deep.equal([]);
    expect(result(el)).to.equal('30 lunari');
  });

  it('negative and fractional Strength are refused with their own message', async () => {
    await warningsDuring(async () => {
      const negative = await fixture<RecruitCost>(html`<recruit-cost strength="-2"></recruit-cost>`);
      expect(problems(negative)).to.deep.equal(['Strength cannot be negative (-2).']);
      expect(result(negative)).to.equal('—');
      const fraction = await fixture<RecruitCost>(html`<recruit-cost mode="train" strength="2.5"></recruit-cost>`);
      expect(problems(fraction)).to.deep.equal(['Strength is a whole number, not 2.5.']);
      expect(result(fraction)).to.equal('—');
      await typeInto(fraction, 'Strength now', '-1');
      expect(problems(fraction)).to.deep.equal(['Strength cannot be negative (-1).']);
    });
  });

  it('AC-EC-4: times trained above 3 is a message; recruiting keeps working', async () => {
    let el!: RecruitCost;
    const warnings = await warningsDuring(async () => {
      el = await fixture<RecruitCost>(html`<recruit-cost mode="train" strength="3" trained="5"></recruit-cost>`);
    });
    expect(problems(el)).to.deep.equal(['Times trained: a unit is trained at most 3 times (AC-EC-4), not 5.']);
    expect(warnings.length).to.equal(1);
    expect(result(el)).to.equal('—');
    expect(control(el, 'Times trained').getAttribute('aria-invalid')).to.equal('true');
    control(el, 'Recruiting').click();
    await el.updateComplete;
    expect(result(el)).to.equal('60 lunari');
  });

  it('budget="lots", weapons="many", mode="sell" and unit-role="wizard": messages, the price still shows', async () => {
    const el = await authorsMistakes();
    expect(problems(el)).to.deep.equal([
      'Mode: write recruit or train, not "sell".',
      'Weapons: write a whole number such as 2, not "many".',
      'Budget: write a whole number such as 100, not "lots".',
      "unknown role 'wizard' (expected aggressor, guardian, healer, savant, equipment, ritual, trooper)",
    ]);
    expect(result(el)).to.equal('60 lunari');
    expect(notes(el)).to.contain('Upkeep once recruited: 15 lunari per Day');
    expect(findButton(el, 'Add to army')!.getAttribute('aria-disabled')).to.equal('true');
    expect(text(root(el).querySelector('#add-hint'))).to.equal('Fix the problems above to send it.');
    await openPanel(el, 'Unit to add');
    const role = control<HTMLSelectElement>(el, 'Role');
    expect(role.selectedOptions[0]?.text).to.equal('Choose a role');
    role.value = 'savant';
    role.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(findButton(el, 'Add to army')!.hasAttribute('aria-disabled')).to.equal(false);
  });
});
