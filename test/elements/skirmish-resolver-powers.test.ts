// Commander powers (AC-CP) and Unopposed attacks (AC-MO-7, R3, R4) in <skirmish-resolver>.
import '../../src/elements/skirmish-resolver/define.js';

import { expect, fixture, html } from '@open-wc/testing';

import { partLines } from '../../src/elements/skirmish-resolver/breakdown.js';
import type { SkirmishResolver } from '../../src/elements/skirmish-resolver/skirmish-resolver.js';
import type { MoraleDamageEvent, SkirmishResolvedEvent, UnopposedResolvedEvent } from '../../src/events/index.js';
import { commanderClass } from '../../src/rules/powers/index.js';
import { click, control, listen, typeInto } from './helpers.js';
import {
  choose,
  diceFields,
  enterDice,
  evenFight,
  expectPercent,
  fates,
  odds,
  openCommander,
  openDetails,
  openHistory,
  realDice,
  result,
  tick,
  unit,
} from './skirmish-resolver-helpers.js';

const soldiers = async (attributes: Partial<Record<'offense-class' | 'defense-class', string>> = {}) => {
  const el = await fixture<SkirmishResolver>(
    html`<skirmish-resolver
      offense-commander="ayla"
      defense-commander="brann"
      offense-class=${attributes['offense-class'] ?? ''}
      defense-class=${attributes['defense-class'] ?? ''}
    ></skirmish-resolver>`,
  );
  await unit(el, 'Offense', 'Soldier', '2');
  await unit(el, 'Defense', 'Militia', '2');
  return el;
};

const commanderText = (el: SkirmishResolver, side: 'offense' | 'defense') =>
  el.shadowRoot!.querySelector(`.side.${side} details.commander`)!.textContent.replace(/\s+/g, ' ');

describe('<skirmish-resolver> commander powers (AC-CP)', () => {
  it("is accessible with both commanders' powers open", async () => {
    const el = await soldiers({ 'offense-class': 'evoker', 'defense-class': 'oathbound' });
    await openCommander(el, 'offense');
    await openCommander(el, 'defense');
    await expect(el).to.be.accessible();
  });

  it('AC-CP: the class is chosen from the table, with its power text at hand', async () => {
    const el = await soldiers();
    await openCommander(el, 'offense');
    const select = control<HTMLSelectElement>(el, 'Offense commander class');
    expect([...select.querySelectorAll('optgroup')].map((g) => g.label)).to.deep.equal([
      'Guardian row',
      'Healer row',
      'Aggressor row',
      'Savant row',
    ]);
    expect(select.options.length).to.equal(21); // none + the 20 classes
    await choose(el, 'Offense commander class', 'rogue');
    expect(commanderText(el, 'offense')).to.contain('Rogue:').and.to.contain('It does not change a Skirmish.');
  });

  it('AC-CP Master of Arms: the card becomes an Aggressor and Adds 1: 2d6 and better odds', async () => {
    const el = await soldiers({ 'offense-class': 'master-of-arms' });
    expectPercent(odds(el), 'Offense wins', 0.5);
    await openCommander(el, 'offense');
    await tick(el, 'Offense: Make Soldier an Aggressor');
    // Soldier 2 + 1 + best of 2d6 against Militia 2 + d6, bases equal (2): decided 191/216, Offense 161/216.
    const shown = odds(el);
    expectPercent(shown, 'Offense wins', 161 / 191);
    expectPercent(shown, 'Offense Killed', 5 / 191);
    expectPercent(shown, 'Defense Killed', 90 / 191);
    await realDice(el);
    expect(diceFields(el)).to.deep.equal({ offense: 2, defense: 1 });
    expect(commanderText(el, 'offense')).to.contain('Master of Arms: Soldier becomes an aggressor');
  });

  it('AC-SK-3: a Role changed after the roll asks for a new roll with the new number of dice', async () => {
    const el = await soldiers({ 'offense-class': 'master-of-arms' });
    el.seed = 'change';
    await click(el, 'Roll the dice');
    await openDetails(el);
    expect(el.shadowRoot!.querySelectorAll('output .card.offense .die')).to.have.length(1);
    await openCommander(el, 'offense');
    await tick(el, 'Offense: Make Soldier an Aggressor');
    expect(result(el)).to.equal('Not rolled yet.');
    await click(el, 'Roll the dice');
    await openDetails(el);
    expect(el.shadowRoot!.querySelectorAll('output .card.offense .die')).to.have.length(2);
  });

  it('AC-CP Evoker: Adds 2 to a unit; counted once resolved (3 per Battle), back to 0 on a new Battle', async () => {
    const el = await soldiers({ 'offense-class': 'evoker' });
    await openCommander(el, 'offense');
    expect(commanderText(el, 'offense')).to.contain('used 0 of 3 this Battle');
    await choose(el, 'Offense Add 2 to', 'offense');
    // Soldier 4 + d6 against Militia 2 + d6, equal bases: 26 of 32 decided pairs; Killed 1/32 and 15/32.
    const shown = odds(el);
    expectPercent(shown, 'Offense wins', 26 / 32);
    expectPercent(shown, 'Offense Killed', 1 / 32);
    expectPercent(shown, 'Defense Killed', 15 / 32);
    await realDice(el);
    await enterDice(el, { offense: [1], defense: [2] });
    expect(result(el)).to.contain('Offense wins: Soldier 5 against Militia 4');
    await openDetails(el);
    expect(el.shadowRoot!.querySelector('output .card.offense .sum')!.textContent).to.contain(
      'Evoker (Offense commander)',
    );
    const events = listen('army-skirmish-resolved');
    await click(el, 'Resolve the Skirmish');
    events.stop();
    expect(
      events.of<SkirmishResolvedEvent>('army-skirmish-resolved')[0]!.detail.powers!.map((p) => p.text),
    ).to.deep.equal(['Evoker: Soldier Adds 2 (Evoker)']);
    expect(commanderText(el, 'offense')).to.contain('used 1 of 3 this Battle');
    // Taking the Skirmish back gives the use back.
    await openHistory(el);
    await click(el, 'Undo last Skirmish');
    expect(commanderText(el, 'offense')).to.contain('used 0 of 3 this Battle');
    await click(el, 'New Battle');
    expect(commanderText(el, 'offense')).to.contain('used 0 of 3 this Battle');
  });

  it('AC-CP Evoker: a choice belongs to one Skirmish and one commander: cleared by Resolve and by Swap sides', async () => {
    const el = await soldiers({ 'offense-class': 'evoker' });
    await openCommander(el, 'offense');
    await choose(el, 'Offense Add 2 to', 'offense');
    await click(el, 'Roll the dice');
    await click(el, 'Resolve the Skirmish');
    await openCommander(el, 'offense');
    expect(control<HTMLSelectElement>(el, 'Offense Add 2 to').value).to.equal('');
    expect(commanderText(el, 'offense')).to.contain('used 1 of 3 this Battle');
    await choose(el, 'Offense Add 2 to', 'offense');
    await click(el, 'Swap sides');
    await openCommander(el, 'defense');
    // The Evoker went to the Defense with its commander, without the Offense's choice.
    expect(control<HTMLSelectElement>(el, 'Defense Add 2 to').value).to.equal('');
  });

  it('AC-CP Evoker: a fourth use in a Battle is refused, with the reason', async () => {
    const el = await soldiers({ 'offense-class': 'evoker' });
    el.seed = 'evoke';
    await openCommander(el, 'offense');
    for (let i = 0; i < 3; i++) {
      await unit(el, 'Offense', 'Soldier', '2');
      await unit(el, 'Defense', 'Militia', '2');
      await choose(el, 'Offense Add 2 to', 'defense');
      await click(el, 'Roll the dice');
      await click(el, 'Resolve the Skirmish');
      await click(el, 'New Skirmish');
    }
    await unit(el, 'Offense', 'Soldier', '2');
    await unit(el, 'Defense', 'Militia', '2');
    await choose(el, 'Offense Add 2 to', 'defense');
    expect(commanderText(el, 'offense')).to.contain('Evoker: already used 3 times this Battle (AC-CP)');
    expectPercent(odds(el), 'Offense wins', 0.5); // the refused power changes nothing
  });

  it('AC-CP Illusionist: its d6, not rolled yet, counts in the odds; rolled first; or typed', async () => {
    const el = await soldiers({ 'defense-class': 'illusionist' });
    el.seed = 'illusion';
    await openCommander(el, 'defense');
    await choose(el, 'Defense Add a d6 to', 'defense');
    // Militia 2 + d6 + the Illusionist's d6 c (kept through re-rolls) against Soldier 2 + d6, equal bases:
    // for each c the Soldier wins when a − b > c, a re-roll when a − b = c: (10/31 + 6/32 + 3/33 + 1/34) / 6.
    expectPercent(odds(el), 'Offense wins', (10 / 31 + 6 / 32 + 3 / 33 + 1 / 34) / 6);
    expect(commanderText(el, 'defense')).to.contain('Not rolled yet: the chances count every face');
    // Real dice: the Illusionist's d6 must be typed first, or it would take the first die typed.
    await realDice(el);
    await enterDice(el, { offense: [3], defense: [3] });
    expect(result(el)).to.equal('Not rolled yet.');
    expect(el.shadowRoot!.querySelector('[part~=dice]')!.textContent).to.contain("Type the Illusionist's d6");
    await typeInto(el, "Defense Illusionist's d6", '9');
    expect(commanderText(el, 'defense')).to.contain('Illusionist: a d6 shows 1 to 6, not "9"');
    await typeInto(el, "Defense Illusionist's d6", '4');
    // Now a plain add: Militia 6 + d6 against Soldier 2 + d6; ties (difference 4, 2 pairs) re-rolled: 1 of 34.
    expectPercent(odds(el), 'Offense wins', 1 / 34);
    expect(result(el)).to.contain('Defense wins: Militia 9 against Soldier 5');
    await openDetails(el);
    expect(el.shadowRoot!.querySelector('output .card.defense .sum')!.textContent).to.contain(
      'Illusionist (Defense commander)',
    );
    // Virtual dice: the Illusionist's d6 is rolled first.
    await typeInto(el, "Defense Illusionist's d6", '');
    await tick(el, 'Virtual dice');
    await click(el, 'Roll the dice');
    expect(control<HTMLInputElement>(el, "Defense Illusionist's d6").value).to.match(/^[1-6]$/);
    expect(result(el)).to.match(/(Offense|Defense) wins/);
  });

  it('AC-CP, AC-EC-6: a breakdown names each add’s source, the Illusionist’s extra d6 too; the lines add up', () => {
    const applied = { rule: 'AC-CP', text: '', phrase: { key: 'power-adds' } } as const;
    // What the rules give when they roll the Illusionist's d6 themselves (`extraDice`) for a Retinue unit that
    // also has an Evoker's +2 and 1 typed in: one "other adds" part of 4 (1 + Retinue 1 + Evoker 2).
    const lines = partLines(
      [
        { source: 'strength', value: 2, rule: 'AC-SK-2' },
        { source: 'die', value: 3, rule: 'AC-SK-2' },
        { source: 'extra', value: 5, rule: 'AC-CP' },
        { source: 'other', value: 4, rule: 'AC-SK-2' },
      ],
      {
        side: 'defense',
        retinue: 1,
        applied: [
          { ...applied, power: 'illusionist', by: 'offense', target: 'defense', extraDice: 1 },
          { ...applied, power: 'evoker', by: 'defense', target: 'defense', add: 2 },
          { ...applied, power: 'evoker', by: 'offense', target: 'offense', add: 2 },
        ],
        discards: [],
        discardIndexes: [],
        className: (id) => commanderClass(id)!.name,
      },
    );
    expect(lines.map((l) => `${l.label} ${l.rule} ${l.value}`)).to.deep.equal([
      'Strength AC-SK-2 2',
      'Die AC-SK-2 3',
      'Illusionist (Offense commander): d6 AC-CP 5',
      'Other adds AC-SK-2 1',
      'Retinue AC-EC-6 1',
      'Evoker (Defense commander) AC-CP 2',
    ]);
  });

  it('AC-CP Oathbound: the designated unit is Disabled instead of Killed', async () => {
    const el = await soldiers({ 'defense-class': 'oathbound' });
    await openCommander(el, 'defense');
    await tick(el, 'Defense: Militia is my designated unit this Battle');
    expect(commanderText(el, 'defense')).to.not.contain('used'); // a designation, not a counted use
    await realDice(el);
    await enterDice(el, { offense: [6], defense: [1] });
    await openDetails(el);
    expect(result(el)).to.contain('Margin 5: 3 or more Kills');
    expect(fates(el)).to.deep.equal({ offense: 'exhausted', defense: 'disabled' });
    expect(result(el)).to.contain('Oathbound: Killed becomes Disabled');
    const events = listen('army-skirmish-resolved');
    await click(el, 'Resolve the Skirmish');
    events.stop();
    expect(events.of<SkirmishResolvedEvent>('army-skirmish-resolved')[0]!.detail.defense.fate).to.equal('disabled');
  });

  it('AC-CP Tactician: takes a Guardian-row or Steel-column benefit, e.g. Adept', async () => {
    const el = await soldiers({ 'defense-class': 'tactician' });
    await openCommander(el, 'defense');
    await choose(el, 'Defense benefit taken this Battle', 'adept');
    await tick(el, 'Defense: Make Militia a Guardian');
    await realDice(el);
    expect(diceFields(el)).to.deep.equal({ offense: 1, defense: 2 });
    expect(commanderText(el, 'defense')).to.contain('Adept: Militia Adds 1 (Guardian)');
  });
});

describe('<skirmish-resolver> Unopposed (AC-MO-7, R3, R4)', () => {
  const spearmen = (unopposed: string) =>
    fixture<SkirmishResolver>(
      html`<skirmish-resolver unopposed=${unopposed} defense-commander="brann">
        <army-unit slot="offense" name="Spearmen" strength="3" role="aggressor" traits="reach"></army-unit>
      </skirmish-resolver>`,
    );

  it('AC-MO-7: the chance of each Morale damage before rolling', async () => {
    const el = await spearmen('pass');
    // Spearmen 3 + Reach 1 + best of 2d6 (rulings: no Guardian defends, no opposing Reach): total 5–10.
    // Damage 1 for totals 5–7 (kept die 1–3: 9/36), 2 for 8–10 (27/36).
    const shown = odds(el);
    expect(Object.keys(shown)).to.deep.equal(['1 Morale damage', '2 Morale damage']);
    expectPercent(shown, '1 Morale damage', 9 / 36);
    expectPercent(shown, '2 Morale damage', 27 / 36);
  });

  it('AC-MO-7, R4: a Pass: the Offense total and the damage, sent to the defending commander', async () => {
    const el = await spearmen('pass');
    await realDice(el);
    expect(diceFields(el)).to.deep.equal({ offense: 2, defense: 0 });
    await enterDice(el, { offense: [2, 5] });
    expect(result(el)).to.contain('Spearmen Unopposed: total 9, 2 Morale damage');
    await openDetails(el);
    expect(result(el)).to.contain('Morale damage 2: 1 per 4 whole points of 9');
    expect(fates(el)).to.deep.equal({ offense: 'exhausted' });
    expect(result(el)).to.contain('R4');
    const events = listen('army-morale-damage', 'army-unopposed-resolved', 'army-skirmish-resolved');
    await click(el, 'Resolve the Unopposed attack');
    events.stop();
    expect(events.heard.map((e) => e.type)).to.deep.equal(['army-unopposed-resolved', 'army-morale-damage']);
    expect(events.of<MoraleDamageEvent>('army-morale-damage')[0]!.detail).to.deep.equal({
      commander: 'brann',
      amount: 2,
      reason: 'Unopposed Spearmen (total 9)',
      rule: 'AC-MO-7',
    });
    const unopposed = events.of<UnopposedResolvedEvent>('army-unopposed-resolved')[0]!.detail;
    expect([unopposed.offense, unopposed.defense, unopposed.damage]).to.deep.equal([
      { name: 'Spearmen', fate: 'exhausted' },
      { commander: 'brann', play: 'pass' },
      2,
    ]);
  });

  it('R3: an Unable defender: the same damage, and the ruling is shown', async () => {
    const el = await spearmen('unable');
    await realDice(el);
    await enterDice(el, { offense: [1, 1] });
    expect(result(el)).to.contain('total 5, 1 Morale damage');
    await openDetails(el);
    expect(el.shadowRoot!.querySelector('[part~=rulings]')!.textContent).to.contain('R3');
  });

  it('AC-MO-7: the Defense can be switched to Passes in the widget; the Defense card is then left aside', async () => {
    const el = await evenFight();
    expect(Object.keys(odds(el))).to.include('Offense wins');
    await tick(el, 'Passes');
    // Soldier 2 + d6: damage 0 for a 1, 1 for 2–5, 2 for a 6.
    const shown = odds(el);
    expectPercent(shown, '0 Morale damage', 1 / 6);
    expectPercent(shown, '1 Morale damage', 4 / 6);
    expectPercent(shown, '2 Morale damage', 1 / 6);
    expect(el.shadowRoot!.querySelector('.side.defense')!.textContent).to.contain('No Defense card');
  });
});
