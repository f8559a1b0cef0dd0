// <recruit-cost> and the rosters on the page: "Add to army" sends the unit to its commander's <army-roster>
// (army-unit-recruit), names that army, pays from "I have" once the roster adds it, and refuses, saying why.
import '../../src/elements/recruit-cost/define.js';
import '../../src/elements/army-roster/define.js';

import { expect, fixture, fixtureSync, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';

import { addModule, type RecruitCost } from '../../src/elements/recruit-cost/recruit-cost.js';
import { RosterChangeEvent, type UnitRecruitEvent } from '../../src/events/index.js';
import {
  control,
  eventually,
  findButton,
  holdBack,
  listen,
  openPanel,
  restorePage,
  text,
  typeInto,
} from './helpers.js';
import { root } from './recruit-cost-helpers.js';

/** Ayla's <army-roster> beside a <recruit-cost> for her Spearmen (Strength 3, 60 lunari) with 100 lunari in hand. */
async function spearmenForAyla() {
  // fixtureSync: awaiting a plain <div> waits for an animation frame, which a background test tab may not get.
  const page = fixtureSync<HTMLElement>(
    html`<div>
      <army-roster name="Northern Host" commander="Ayla"></army-roster>
      <recruit-cost strength="3" budget="100" commander="ayla" name="Spearmen" unit-role="aggressor"></recruit-cost>
    </div>`,
  );
  const roster = page.querySelector('army-roster')!;
  const el = page.querySelector('recruit-cost')!;
  await Promise.all([roster.updateComplete, el.updateComplete]);
  return { roster, el };
}

describe('<recruit-cost> add to army (roster wiring)', () => {
  it('is accessible with the unit to add open, before and after a roster adds the unit', async () => {
    const { roster, el } = await spearmenForAyla();
    await openPanel(el, 'Unit to add');
    await expect(el).to.be.accessible();
    findButton(el, 'Add to army for 60 lunari')!.click();
    await Promise.all([roster.updateComplete, el.updateComplete]);
    expect(text(root(el).querySelector('.sent[role=status]'))).to.match(/^Added Spearmen/);
    await expect(el).to.be.accessible();
  });

  it('"Add to army" sends army-unit-recruit to document with the new unit, its price and the commander', async () => {
    const el = await fixture<RecruitCost>(
      html`<recruit-cost
        strength="3"
        quest
        commander="ayla"
        name="Spearmen"
        unit-role="aggressor"
        path="steel"
        traits="reach"
      ></recruit-cost>`,
    );
    const heard: UnitRecruitEvent[] = [];
    const listen = (event: UnitRecruitEvent) => heard.push(event);
    document.addEventListener('army-unit-recruit', listen);
    try {
      findButton(el, 'Add to army')!.click();
      await el.updateComplete;
    } finally {
      document.removeEventListener('army-unit-recruit', listen);
    }
    expect(heard.length).to.equal(1);
    expect(heard[0]!.bubbles && heard[0]!.composed).to.equal(true);
    expect(heard[0]!.detail).to.deep.equal({
      commander: 'ayla',
      unit: { name: 'Spearmen', strength: 3, role: 'aggressor', path: 'steel', traits: ['reach'] },
      lunari: 48,
      timesTrained: 0,
      quest: true,
    });
    expect(text(root(el).querySelector('.sent[role=status]'))).to.equal(
      'Sent Spearmen (Strength 3, 48 lunari), but no army roster of ayla is on this page to add it.',
    );
  });

  it('says "Added" when a roster of that commander answers army-roster-request (as <army-roster> does)', async () => {
    const el = await fixture<RecruitCost>(
      html`<recruit-cost strength="1" commander="Ayla" name="Militia"></recruit-cost>`,
    );
    // A stand-in roster: it announces itself when asked, as docs/api.md's rosters do.
    const roster = (event: Event) =>
      event.target!.dispatchEvent(new RosterChangeEvent({ commander: 'ayla', name: 'Northern Host', cards: [] }));
    document.addEventListener('army-roster-request', roster);
    try {
      findButton(el, 'Add to army')!.click();
      await el.updateComplete;
    } finally {
      document.removeEventListener('army-roster-request', roster);
    }
    // Named as the roster names its army, not by the commander id.
    expect(text(root(el).querySelector('.sent[role=status]'))).to.equal(
      'Added Militia (Strength 1, 10 lunari) to Northern Host. Undo it there if needed.',
    );
  });

  it('the unit to add is edited in the form; without a name it cannot be sent', async () => {
    const el = await fixture<RecruitCost>(html`<recruit-cost strength="2" commander="borin"></recruit-cost>`);
    expect(findButton(el, 'Add to army')!.getAttribute('aria-disabled')).to.equal('true');
    expect(text(root(el).querySelector('#add-hint'))).to.equal('Give the unit a name (Unit to add) to send it.');
    await openPanel(el, 'Unit to add');
    await typeInto(el, 'Name', 'Wolves');
    const role = control<HTMLSelectElement>(el, 'Role');
    role.value = 'guardian';
    role.dispatchEvent(new Event('change'));
    await el.updateComplete;
    const path = control<HTMLSelectElement>(el, 'Path');
    for (const value of ['nature', '']) {
      path.value = value;
      path.dispatchEvent(new Event('change'));
      await el.updateComplete;
    }
    expect([...path.options].map((o) => o.text)).to.deep.equal(['None', 'Steel', 'Magic', 'Faith', 'Nature', 'Mind']);
    expect(text(root(el).querySelector('.add summary'))).to.equal('Unit to add: Wolves, Strength 2, Guardian');
    let detail: UnitRecruitEvent['detail'] | undefined;
    document.addEventListener('army-unit-recruit', (event) => (detail = event.detail), { once: true });
    expect(findButton(el, 'Add to army')!.hasAttribute('aria-disabled')).to.equal(false);
    findButton(el, 'Add to army for 30 lunari')!.click();
    expect(detail?.unit).to.deep.equal({ name: 'Wolves', strength: 2, role: 'guardian' });
    expect(detail?.lunari).to.equal(30);
  });

  it('AC-EC-3: an <army-roster> with the same commander adds the recruited unit', async () => {
    // fixtureSync: awaiting a plain <div> waits for an animation frame, which a background test tab may not get.
    const page = fixtureSync<HTMLElement>(
      html`<div>
        <army-roster name="Northern Host" commander="Ayla"></army-roster>
        <recruit-cost strength="2" commander="ayla" name="Wolves" unit-role="guardian" traits="fast"></recruit-cost>
      </div>`,
    );
    const roster = page.querySelector('army-roster')!;
    const el = page.querySelector('recruit-cost')!;
    await Promise.all([roster.updateComplete, el.updateComplete]);
    findButton(el, 'Add to army')!.click();
    await roster.updateComplete;
    await el.updateComplete;
    expect(roster.cards.map((card) => card.unit)).to.deep.equal([
      { name: 'Wolves', strength: 2, role: 'guardian', traits: ['fast'] },
    ]);
    expect(text(root(el).querySelector('.sent[role=status]'))).to.equal(
      'Added Wolves (Strength 2, 30 lunari) to Northern Host. Undo it there if needed.',
    );
  });

  it('AC-EC-3, R6: with "I have" short, "Add to army" refuses and says why; off the table it names its extrapolated price', async () => {
    const el = await fixture<RecruitCost>(
      html`<recruit-cost strength="6" budget="100" commander="Ayla" name="Ogres"></recruit-cost>`,
    );
    const add = root(el).querySelector<HTMLButtonElement>('[part~=add]')!;
    const hint = () => text(root(el).querySelector('#add-hint'));
    expect(text(add)).to.equal('Add to army');
    expect(add.getAttribute('aria-disabled')).to.equal('true');
    expect(hint()).to.equal('Not enough lunari: 210 lunari needed, 110 lunari short of "I have".');
    const sent = listen('army-unit-recruit', 'army-roster-request');
    add.click();
    await el.updateComplete;
    sent.stop();
    expect(sent.heard).to.deep.equal([]);
    expect(text(root(el).querySelector('.sent'))).to.equal(
      'Not added. Not enough lunari: 210 lunari needed, 110 lunari short of "I have".',
    );
    expect(control(el, 'I have (lunari)').value).to.equal('100');
    await typeInto(el, 'I have (lunari)', '300');
    expect(text(add)).to.equal('Add to army for 210 lunari (extrapolated)');
    expect(add.hasAttribute('aria-disabled')).to.equal(false);
    expect(hint()).to.equal('Commander: Ayla. The price is extrapolated, not on the table (R6).');
  });

  it('AC-EC-3: once a roster adds the unit, "I have" drops by the price; short then, the button refuses and keeps the focus', async () => {
    const { roster, el } = await spearmenForAyla();
    const add = findButton(el, 'Add to army for 60 lunari')!;
    // The army is named as its roster names it, not by the commander id.
    expect(text(root(el).querySelector('#add-hint'))).to.equal('To Northern Host.');
    add.focus();
    await sendKeys({ press: 'Enter' });
    await Promise.all([roster.updateComplete, el.updateComplete]);
    expect(roster.cards.map((card) => card.unit.name)).to.deep.equal(['Spearmen']);
    expect(control(el, 'I have (lunari)').value).to.equal('40');
    expect(text(root(el).querySelector('.sent'))).to.equal(
      'Added Spearmen (Strength 3, 60 lunari) to Northern Host. 40 lunari left. Undo it there if needed.',
    );
    expect(root(el).activeElement).to.equal(add);
    expect(add.getAttribute('aria-disabled')).to.equal('true');
    await sendKeys({ press: 'Enter' });
    await Promise.all([roster.updateComplete, el.updateComplete]);
    expect(roster.cards).to.have.length(1);
    expect(text(root(el).querySelector('.sent'))).to.equal(
      'Not added. Not enough lunari: 60 lunari needed, 20 lunari short of "I have".',
    );
  });

  it('AC-EC-3: a unit its roster takes back with Undo is paid back into "I have"; a later change pays nothing back', async () => {
    const { roster, el } = await spearmenForAyla();
    const sent = () => text(root(el).querySelector('.sent'));
    // Twice: the first add waits for the roster's code, the second is added while its event is being sent.
    for (const load of ['first', 'loaded']) {
      findButton(el, 'Add to army for 60 lunari')!.click();
      await Promise.all([roster.updateComplete, el.updateComplete]);
      expect(control(el, 'I have (lunari)').value, load).to.equal('40');
      findButton(roster.shadowRoot!, 'Undo')!.click();
      await roster.updateComplete;
      await el.updateComplete;
      expect(roster.cards, load).to.deep.equal([]);
      expect(control(el, 'I have (lunari)').value, load).to.equal('100');
      expect(sent(), load).to.equal('Northern Host took Spearmen back: 60 lunari are back in "I have".');
    }

    // Added again, then its card is moved by hand: the add is no longer the roster's last step.
    findButton(el, 'Add to army for 60 lunari')!.click();
    await Promise.all([roster.updateComplete, el.updateComplete]);
    roster
      .shadowRoot!.querySelector<HTMLInputElement>(
        'fieldset[aria-label="State of Spearmen"] input[aria-label="Exhausted"]',
      )!
      .click();
    await roster.updateComplete;
    expect(roster.cards.map((card) => card.pile)).to.deep.equal(['exhausted']);
    findButton(roster.shadowRoot!, 'Undo')!.click();
    await roster.updateComplete;
    findButton(roster.shadowRoot!, 'Undo')!.click();
    await roster.updateComplete;
    await el.updateComplete;
    expect(roster.cards).to.deep.equal([]);
    expect(control(el, 'I have (lunari)').value, 'paid back after other steps were undone too').to.equal('40');
  });

  it('without a commander there is no "Add to army" (no roster to send to)', async () => {
    const el = await fixture<RecruitCost>(html`<recruit-cost strength="2" name="Wolves"></recruit-cost>`);
    expect(findButton(el, 'Add to army')).to.equal(undefined);
  });
});

describe('<recruit-cost> add to army, before its code has loaded', () => {
  afterEach(restorePage);

  it('keeps the space of "Add to army" while its code loads: its height stays within a line, so what is below hardly moves', async () => {
    // As on a page that has not loaded it yet (a test before loaded it).
    const add = addModule as { loaded: unknown };
    const loaded = add.loaded;
    add.loaded = undefined;
    const release = holdBack(addModule);
    const page = fixtureSync<HTMLElement>(
      html`<div>
        <army-roster name="Northern Host" commander="Ayla"></army-roster>
        <recruit-cost strength="3" commander="ayla" name="Spearmen"></recruit-cost>
      </div>`,
    );
    const el = page.querySelector<RecruitCost>('recruit-cost')!;
    const height = () => el.getBoundingClientRect().height;
    await eventually(() => root(el).querySelector('[part~=base] > [role=status]'));
    const before: number[] = [];
    for (const width of [390, 1280]) {
      await setViewport({ width, height: 900 });
      before.push(height());
    }
    add.loaded = loaded;
    release();
    await eventually(() => root(el).querySelector('.add'));
    for (const [i, width] of [390, 1280].entries()) {
      await setViewport({ width, height: 900 });
      expect(Math.abs(height() - before[i]!), `its height went from ${before[i]} at ${width} px`).to.be.at.most(24);
    }
  });
});
