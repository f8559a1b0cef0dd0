// Where units come from (slots, rosters on the page, the form), bad input, and the layout in <skirmish-resolver>.
import '../../src/elements/skirmish-resolver/define.js';

import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';

import type { SkirmishResolver } from '../../src/elements/skirmish-resolver/skirmish-resolver.js';
import type { SkirmishResolvedEvent } from '../../src/events/index.js';
import { click, control, listen, text, typeInto, warningsDuring } from './helpers.js';
import {
  afterFirstFrame,
  announce,
  choose,
  defenseDiscard,
  enterDice,
  expectPercent,
  odds,
  openDetails,
  openDiscards,
  options,
  realDice,
  result,
  sibling,
  spearmenAgainstSoldier,
  tick,
  unit,
} from './skirmish-resolver-helpers.js';

const problems = (el: SkirmishResolver, where = '') =>
  [...el.shadowRoot!.querySelectorAll(`${where} [part~=problems] li`)].map((li) => li.textContent.trim());

/** A resolver with one slotted card. */
const oneCard = (slot: string, name: string, strength: string, role: string) =>
  fixture<SkirmishResolver>(
    html`<skirmish-resolver>
      <army-unit slot=${slot} name=${name} strength=${strength} role=${role}></army-unit>
    </skirmish-resolver>`,
  );

describe('<skirmish-resolver> units and bad input', () => {
  let errors: ErrorEvent[] = [];
  const onError = (event: ErrorEvent) => errors.push(event);
  beforeEach(() => {
    errors = [];
    window.addEventListener('error', onError);
  });
  afterEach(async () => {
    window.removeEventListener('error', onError);
    expect(
      errors.map((e) => e.message),
      'nothing thrown',
    ).to.deep.equal([]);
    await setViewport({ width: 800, height: 600 });
    await emulateMedia({ colorScheme: 'light' });
  });

  it('is accessible while a slotted card cannot fight and a problem is shown', async () => {
    const el = await oneCard('offense', 'Siege Ladder', '-', 'equipment');
    expect(problems(el)).to.have.length.greaterThan(0);
    await expect(el).to.be.accessible();
  });

  it('AC-UN-4: a slotted unit with Strength "-" cannot fight; the other side stays editable', async () => {
    const el = await oneCard('offense', 'Siege Ladder', '-', 'equipment');
    expect(problems(el, '.side.offense')).to.deep.equal([
      'Siege Ladder has no Strength (-) and cannot be played on Offense or Defense (AC-UN-4)',
    ]);
    expect(el.shadowRoot!.querySelector('[part~=odds]')!.textContent).to.contain('Choose two units that can fight');
    await unit(el, 'Defense', 'Soldier', '2');
    expect(el.shadowRoot!.querySelector('.side.defense [part~=problems]')).to.equal(null);
    // Replacing the card with one that can fight brings the chances back.
    el.querySelector('army-unit')!.setAttribute('strength', '2');
    el.querySelector('army-unit')!.setAttribute('role', 'trooper');
    await el.updateComplete;
    await el.updateComplete;
    expectPercent(odds(el), 'Offense wins', 0.5);
  });

  it('a unit on the page can be set aside for one typed in, and taken back', async () => {
    const el = await oneCard('offense', 'Spearmen', '3', 'aggressor');
    await unit(el, 'Defense', 'Soldier', '2');
    const spearmen = odds(el);
    await click(el, 'Offense: Type another unit');
    await unit(el, 'Offense', 'Raiders', '2');
    expectPercent(odds(el), 'Offense wins', 0.5); // 2 + d6 against 2 + d6
    await click(el, 'Offense: Use Spearmen from the page');
    expect(el.shadowRoot!.getElementById('offense-name')).to.equal(null);
    expect(text(el.shadowRoot!.querySelector('.side.offense'))).to.contain('Spearmen Strength 3 · Aggressor');
    expect(odds(el)).to.deep.equal(spearmen);
  });

  it('AC-UN-4: a Ritual cannot fight', async () => {
    const el = await oneCard('defense', 'Call the Storm', '2', 'ritual');
    expect(problems(el, '.side.defense')).to.deep.equal([
      'Call the Storm is a Ritual: Rituals are not units and cannot fight (AC-UN-4)',
    ]);
  });

  it('AC-UN-2: an unknown role in a slotted unit is shown inline', async () => {
    let el!: SkirmishResolver;
    const said = await warningsDuring(async () => {
      el = await oneCard('offense', 'Mage', '2', 'wizard');
    });
    expect(problems(el, '.side.offense')[0]).to.contain("unknown role 'wizard'");
    expect(said.some((w) => w.includes("unknown role 'wizard'"))).to.equal(true);
  });

  it('AC-UN-1: a Strength that is not a number, other adds that are not a number: inline messages', async () => {
    const el = await fixture<SkirmishResolver>(html`<skirmish-resolver></skirmish-resolver>`);
    await typeInto(el, 'Offense name', 'Mob');
    await typeInto(el, 'Offense strength', 'abc');
    expect(problems(el, '.side.offense')).to.deep.equal(["strength must be a whole number ≥ 0 or -, not 'abc'"]);
    expect(control(el, 'Offense strength').getAttribute('aria-invalid')).to.equal('true');
    await typeInto(el, 'Offense strength', '3');
    await typeInto(el, 'Offense other adds', 'lots');
    expect(problems(el, '.side.offense')).to.deep.equal([
      'Other adds: write a whole number such as +1 or -1, not "lots"',
    ]);
    expect(control(el, 'Offense other adds').getAttribute('aria-invalid')).to.equal('true');
  });

  it('AC-SK-2: a typed die outside 1–6 is refused inline and no outcome is shown', async () => {
    const el = await fixture<SkirmishResolver>(html`<skirmish-resolver></skirmish-resolver>`);
    await unit(el, 'Offense', 'Soldier', '2');
    await unit(el, 'Defense', 'Militia', '2');
    await realDice(el);
    await enterDice(el, { offense: [7], defense: [3] });
    expect(problems(el, '[part~=dice]')).to.deep.equal(['Offense die 1: a d6 shows 1 to 6, not "7"']);
    expect(control(el, 'Offense die 1').getAttribute('aria-invalid')).to.equal('true');
    // A screen reader on the field hears what is wrong with it.
    const described = control(el, 'Offense die 1').getAttribute('aria-describedby')!;
    expect(text(el.shadowRoot!.getElementById(described))).to.equal('Offense die 1: a d6 shows 1 to 6, not "7"');
    expect(control(el, 'Defense die 1').hasAttribute('aria-describedby'), 'a right die').to.equal(false);
    expect(result(el)).to.equal('Not rolled yet.');
    await typeInto(el, 'Offense die 1', 'x');
    expect(problems(el, '[part~=dice]')).to.deep.equal(['Offense die 1: a d6 shows 1 to 6, not "x"']);
    await typeInto(el, 'Offense die 1', '6');
    expect(result(el)).to.contain('Offense wins: Soldier 8 against Militia 5');
  });

  it('bad attributes: shown inline and warned once in the console; the widget keeps working', async () => {
    let el!: SkirmishResolver;
    const said = await warningsDuring(async () => {
      el = await fixture<SkirmishResolver>(
        html`<skirmish-resolver offense-class="wizard" unopposed="maybe"></skirmish-resolver>`,
      );
      el.requestUpdate();
      await el.updateComplete;
    });
    expect(problems(el, '[part~=base] >')).to.deep.equal([
      "offense-class: unknown commander class 'wizard'",
      'unopposed: write "pass" or "unable", not "maybe"',
    ]);
    expect(said.filter((w) => w.includes('wizard'))).to.have.length(1);
    await unit(el, 'Offense', 'Soldier', '2');
    expectPercent(odds(el), '1 Morale damage', 4 / 6); // "maybe" is read as a Pass
  });

  it('AC-MO-7: unopposed="constructor" is a bad value like any other, read as a Pass', async () => {
    const el = await fixture<SkirmishResolver>(html`<skirmish-resolver unopposed="constructor"></skirmish-resolver>`);
    expect(problems(el, '[part~=base] >')).to.deep.equal(['unopposed: write "pass" or "unable", not "constructor"']);
    await unit(el, 'Offense', 'Soldier', '2');
    expectPercent(odds(el), '1 Morale damage', 4 / 6);
  });

  it('dice="real" starts with the dice typed from the table; a bad value is said and virtual dice stay', async () => {
    const real = await fixture<SkirmishResolver>(html`<skirmish-resolver dice="real"></skirmish-resolver>`);
    expect(control<HTMLInputElement>(real, 'We rolled real dice').checked).to.equal(true);
    await tick(real, 'Virtual dice'); // the attribute is where it starts; the player can change it
    expect(control<HTMLInputElement>(real, 'Virtual dice').checked).to.equal(true);
    const bad = await fixture<SkirmishResolver>(html`<skirmish-resolver dice="loaded"></skirmish-resolver>`);
    expect(problems(bad, '[part~=base] >')).to.deep.equal(['dice: write "virtual" or "real", not "loaded"']);
    expect(control<HTMLInputElement>(bad, 'Virtual dice').checked).to.equal(true);
  });

  it('a unit typed in the form is read like <army-unit>: traits, path, plain roles', async () => {
    const el = await fixture<SkirmishResolver>(html`<skirmish-resolver></skirmish-resolver>`);
    await unit(el, 'Offense', 'Spearmen', '3', 'aggressor', 'reach shiny');
    await choose(el, 'Offense path', 'steel');
    expect(el.shadowRoot!.querySelector('.side.offense')!.textContent).to.contain("trait 'shiny' has no effect");
    await unit(el, 'Defense', 'Soldier', '2');
    expectPercent(odds(el), 'Offense wins', 202 / 216);
  });
});

describe('<skirmish-resolver> and rosters on the page', () => {
  it('offers the cards in hand of its commanders’ rosters; the event names the card and commander', async () => {
    const el = await fixture<SkirmishResolver>(html`<skirmish-resolver offense-commander="ayla"></skirmish-resolver>`);
    const roster = sibling(el);
    announce(roster, 'ayla', [
      { id: 'a1', name: 'Veterans', strength: 3, pile: 'hand' },
      { id: 'a2', name: 'Archers', strength: 2, pile: 'exhausted' },
    ]);
    announce(roster, 'brann', [{ id: 'b1', name: 'Militia', strength: 1, pile: 'hand' }]);
    await el.updateComplete;
    const offense = control<HTMLSelectElement>(el, 'Offense unit');
    // Only Ayla's cards (she commands the Offense), only those in hand; none chosen yet.
    expect(options(el, 'Offense unit')).to.deep.equal([
      'Choose a card in hand…',
      'Veterans (Strength 3 · Trooper (plain))',
      'Type a unit…',
    ]);
    expect(offense.value).to.equal('hand');
    expect(el.shadowRoot!.getElementById('offense-name')).to.equal(null); // the form waits for "Type a unit…"
    const defense = control<HTMLSelectElement>(el, 'Defense unit');
    expect(options(el, 'Defense unit')).to.include('Militia (Strength 1 · Trooper (plain))');
    await choose(el, 'Offense unit', 'card:ayla::a1');
    await choose(el, 'Defense unit', [...defense.options].find((o) => o.textContent.includes('Militia'))!.value);
    expect(el.shadowRoot!.querySelector('.side.defense h3')!.textContent).to.contain('brann');
    await realDice(el);
    await enterDice(el, { offense: [1], defense: [1] });
    const events = listen('army-skirmish-resolved');
    await click(el, 'Resolve the Skirmish');
    events.stop();
    const { offense: off, defense: def } = events.of<SkirmishResolvedEvent>('army-skirmish-resolved')[0]!.detail;
    expect(off).to.deep.equal({ commander: 'ayla', cardId: 'a1', name: 'Veterans', fate: 'exhausted' });
    expect(def).to.deep.equal({ commander: 'brann', cardId: 'b1', name: 'Militia', fate: 'disabled' });
    // AC-SK-7, AC-BA-2: the roster moves the card out of hand: it is no longer picked nor offered; the outcome stays.
    announce(roster, 'ayla', [
      { id: 'a1', name: 'Veterans', strength: 3, pile: 'exhausted' },
      { id: 'a2', name: 'Archers', strength: 2, pile: 'exhausted' },
    ]);
    await el.updateComplete;
    // Nothing left in hand to pick: the choice goes, the form is there for a unit typed in.
    expect(el.shadowRoot!.getElementById('offense-source')).to.equal(null);
    expect(el.shadowRoot!.getElementById('offense-name')).to.not.equal(null);
    expect(result(el)).to.contain('Resolved: Skirmish #1');
  });

  it('a picked card moved out of hand before the Skirmish is resolved stays picked, its pile shown', async () => {
    const el = await fixture<SkirmishResolver>(html`<skirmish-resolver offense-commander="ayla"></skirmish-resolver>`);
    const roster = sibling(el);
    announce(roster, 'ayla', [{ id: 'a1', name: 'Veterans', strength: 3, pile: 'hand' }]);
    await el.updateComplete;
    await choose(el, 'Offense unit', 'card:ayla::a1');
    announce(roster, 'ayla', [{ id: 'a1', name: 'Veterans', strength: 3, pile: 'disabled' }]);
    await el.updateComplete;
    expect(text(el.shadowRoot!.querySelector('.side.offense'))).to.contain('This card is now in the disabled pile');
    expect(control<HTMLSelectElement>(el, 'Offense unit').selectedOptions[0]!.textContent).to.equal(
      'Veterans (now disabled)',
    );
  });

  it('AC-EC-6, AC-SK-10: a Retinue card from its roster Adds 1 as its own line, and never sets off Savant', async () => {
    // The page writes the commander "Ayla"; the roster calls her "ayla": the same commander (names ignore case).
    const el = await fixture<SkirmishResolver>(
      html`<skirmish-resolver offense-commander="Ayla" defense-commander="brann"></skirmish-resolver>`,
    );
    announce(sibling(el), 'ayla', [
      { id: 'sage', name: 'Sage', strength: 2, pile: 'hand', role: 'savant', retinue: true },
      { id: 'squire', name: 'Squire', strength: 1, pile: 'hand' },
    ]);
    await el.updateComplete;
    await choose(el, 'Offense unit', 'card:ayla::sage');
    await unit(el, 'Defense', 'Militia', '2');
    await openDiscards(el);
    await click(el, 'Add a discard');
    await choose(el, 'Card', 'squire');
    await typeInto(el, 'Bonus', '+1');
    await afterFirstFrame(el);
    const before = () => [...el.shadowRoot!.querySelectorAll('.side.offense .before .parts li')].map((li) => text(li));
    // AC-SK-10: the discard's +1 sets off Savant's +2; the Retinue's +1 does not.
    expect(before()).to.deep.equal([
      'Strength 2',
      'Bonus from card #1 (Squire, discarded by Offense) AC-SK-9 +1',
      'Savant, for the bonus from card #1 AC-SK-10 +2',
      'Retinue AC-EC-6 +1',
    ]);
    await realDice(el);
    await enterDice(el, { offense: [3], defense: [4] });
    // Sage 2 + 3 + 1 + 2 + Retinue 1 = 9 against Militia 2 + 4 = 6: margin 3, Militia Killed.
    expect(result(el)).to.contain('Offense wins: Sage 9 against Militia 6');
    await openDetails(el);
    const sum = [...el.shadowRoot!.querySelectorAll('output .card.offense .sum > div')].map((d) => text(d));
    expect(sum).to.include('Retinue AC-EC-6 +1').and.to.include('Total 9');
    expect(text(el.shadowRoot!.querySelector('[part~=rulings]'))).to.contain(
      'Sage: commander, Retinue and other adds never set off Savant.',
    );
    const events = listen('army-skirmish-resolved');
    await click(el, 'Resolve the Skirmish');
    events.stop();
    const detail = events.of<SkirmishResolvedEvent>('army-skirmish-resolved')[0]!.detail;
    // The card's own roster names it, so that roster moves it (and its discard).
    expect(detail.offense).to.deep.equal({ commander: 'ayla', cardId: 'sage', name: 'Sage', fate: 'exhausted' });
    expect(detail.discards).to.deep.equal([
      { by: 'offense', target: 'offense', bonus: 1, name: 'Squire', cardId: 'squire', commander: 'ayla' },
    ]);
  });

  it('AC-EC-6: a card not in its commander’s Retinue Adds nothing', async () => {
    const el = await fixture<SkirmishResolver>(html`<skirmish-resolver offense-commander="ayla"></skirmish-resolver>`);
    announce(sibling(el), 'ayla', [{ id: 'sage', name: 'Sage', strength: 2, pile: 'hand', role: 'savant' }]);
    await el.updateComplete;
    await choose(el, 'Offense unit', 'card:ayla::sage');
    await unit(el, 'Defense', 'Militia', '2');
    await afterFirstFrame(el);
    expect(text(el.shadowRoot!.querySelector('.side.offense .before')))
      .to.contain('Strength 2')
      .and.not.contain('Retinue');
  });

  it('AC-SK-9: a discard can be picked from the discarding commander’s hand and is named in the event', async () => {
    const el = await fixture<SkirmishResolver>(
      html`<skirmish-resolver offense-commander="ayla" defense-commander="brann"></skirmish-resolver>`,
    );
    announce(sibling(el), 'brann', [
      { id: 'b1', name: 'Soldier', strength: 2, pile: 'hand' },
      { id: 'b2', name: 'Soldier', strength: 2, pile: 'hand' },
    ]);
    await el.updateComplete;
    await unit(el, 'Offense', 'Spearmen', '3', 'aggressor', 'reach');
    await choose(el, 'Defense unit', 'card:brann::b1');
    await defenseDiscard(el);
    expect([...control<HTMLSelectElement>(el, 'Card').options].map((o) => o.value)).to.deep.equal(['', 'b2']);
    await choose(el, 'Card', 'b2');
    await realDice(el);
    await enterDice(el, { offense: [2, 3], defense: [2] });
    expect(result(el)).to.contain('Spearmen 7 against Soldier 5');
    const events = listen('army-skirmish-resolved');
    await click(el, 'Resolve the Skirmish');
    events.stop();
    expect(events.of<SkirmishResolvedEvent>('army-skirmish-resolved')[0]!.detail.discards).to.deep.equal([
      { by: 'defense', target: 'defense', bonus: 1, name: 'Soldier', cardId: 'b2', commander: 'brann' },
    ]);
  });
});

describe('<skirmish-resolver> layout', () => {
  const fight = () => spearmenAgainstSoldier('layout');
  const box = (el: SkirmishResolver, selector: string) =>
    el.shadowRoot!.querySelector(selector)!.getBoundingClientRect();

  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
    await emulateMedia({ colorScheme: 'light' });
  });

  it('at 320 px the two sides stack and nothing is wider than the screen', async () => {
    await setViewport({ width: 320, height: 800 });
    const el = await fight();
    await click(el, 'Roll the dice');
    expect(box(el, '.side.defense').top).to.be.at.least(box(el, '.side.offense').bottom);
    expect(el.scrollWidth).to.be.at.most(320);
    expect(el.shadowRoot!.querySelector('[part~=base]')!.scrollWidth).to.be.at.most(el.clientWidth);
  });

  it('on a wide page the two sides sit side by side', async () => {
    await setViewport({ width: 1200, height: 800 });
    const el = await fight();
    expect(box(el, '.side.defense').top).to.equal(box(el, '.side.offense').top);
    expect(box(el, '.side.defense').left).to.be.greaterThan(box(el, '.side.offense').right);
  });

  it('is accessible in dark mode after a roll', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const el = await fight();
    await click(el, 'Roll the dice');
    await expect(el).to.be.accessible();
    expect(getComputedStyle(el).backgroundColor).to.equal('rgb(28, 27, 32)');
  });
});
