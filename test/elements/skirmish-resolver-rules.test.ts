// The Skirmish rules as a person at the table sees them in <skirmish-resolver>: typed units, odds, dice typed in.
import '../../src/elements/skirmish-resolver/define.js';

import { expect, fixture, html } from '@open-wc/testing';

import type { SkirmishResolver } from '../../src/elements/skirmish-resolver/skirmish-resolver.js';
import type { SkirmishResolvedEvent } from '../../src/events/index.js';
import { click, findButton, listen, openPanel, text, typeInto } from './helpers.js';
import {
  afterFirstFrame,
  choose,
  defenseDiscard,
  diceFields,
  enterDice,
  expectPercent,
  fates,
  odds,
  openCommander,
  openDetails,
  realDice,
  result,
  unit,
} from './skirmish-resolver-helpers.js';

const blank = () => fixture<SkirmishResolver>(html`<skirmish-resolver></skirmish-resolver>`);

/** The breakdown before the die of a side, one "label value" per line. */
const before = (el: SkirmishResolver, side: 'offense' | 'defense') =>
  [...el.shadowRoot!.querySelectorAll(`.side.${side} .parts li`)].map(text);

describe('<skirmish-resolver> rules', () => {
  it('is accessible with typed units and real dice entered', async () => {
    const el = await blank();
    await unit(el, 'Offense', 'Attackers', '2');
    await unit(el, 'Defense', 'Holders', '2');
    await realDice(el);
    await expect(el).to.be.accessible();
  });

  describe('AC-SK-3, AC-SK-4: who rolls 2d6', () => {
    const roles = ['aggressor', 'guardian', 'healer', 'savant', 'equipment', 'trooper'];
    // By hand from the rules: Aggressor on Offense 2d6 unless a Guardian defends; Guardian on Defense 2d6
    // unless an Aggressor attacks; Equipment no die (AC-SK-5); everything else 1d6.
    const offenseDice = (o: string, d: string) =>
      o === 'equipment' ? 0 : o === 'aggressor' && d !== 'guardian' ? 2 : 1;
    const defenseDice = (o: string, d: string) =>
      d === 'equipment' ? 0 : d === 'guardian' && o !== 'aggressor' ? 2 : 1;

    it('AC-SK-3, AC-SK-4, AC-SK-5: every role pairing asks for the right number of dice', async () => {
      const el = await blank();
      await unit(el, 'Offense', 'Attackers', '2');
      await unit(el, 'Defense', 'Holders', '2');
      await realDice(el);
      for (const o of roles) {
        await choose(el, 'Offense role', o);
        for (const d of roles) {
          await choose(el, 'Defense role', d);
          expect(diceFields(el), `${o} against ${d}`).to.deep.equal({
            offense: offenseDice(o, d),
            defense: defenseDice(o, d),
          });
        }
      }
    });

    it('AC-SK-3: an Aggressor (2) on Offense against a Trooper (2): 2d6 keep the higher, odds 125/180', async () => {
      const el = await blank();
      await unit(el, 'Offense', 'Raiders', '2', 'aggressor');
      await unit(el, 'Defense', 'Soldier', '2');
      // Kept die k with chance (2k − 1)/36 against 1d6; equal totals re-rolled (equal base): decided 180/216.
      const shown = odds(el);
      expectPercent(shown, 'Offense wins', 125 / 180);
      expectPercent(shown, 'Defense wins', 55 / 180);
      expectPercent(shown, 'Offense Killed', 14 / 180);
      expectPercent(shown, 'Defense Killed', 58 / 180);
      await afterFirstFrame(el);
      expect(el.shadowRoot!.querySelector('.side.offense .before')!.textContent).to.contain(
        'Rolls: 2d6, keep the higher: Aggressor on Offense AC-SK-3',
      );
    });

    it('AC-SK-4: a Guardian (2) on Defense against a Trooper (2): the mirror image', async () => {
      const el = await blank();
      await unit(el, 'Offense', 'Soldier', '2');
      await unit(el, 'Defense', 'Shield Wall', '2', 'guardian');
      const shown = odds(el);
      expectPercent(shown, 'Offense wins', 55 / 180);
      expectPercent(shown, 'Defense wins', 125 / 180);
      expectPercent(shown, 'Offense Killed', 58 / 180);
      expectPercent(shown, 'Defense Killed', 14 / 180);
    });

    it('AC-SK-3, AC-SK-4: Aggressor against Guardian: both roll 1d6, same odds as two Soldiers', async () => {
      const el = await blank();
      await unit(el, 'Offense', 'Raiders', '2', 'aggressor');
      await unit(el, 'Defense', 'Shield Wall', '2', 'guardian');
      // 1d6 each, equal base: 15 of 30 decided pairs each way; a margin of 3 or more in 6 of 30.
      const shown = odds(el);
      expectPercent(shown, 'Offense wins', 0.5);
      expectPercent(shown, 'Offense Killed', 6 / 30);
      expectPercent(shown, 'Defense Killed', 6 / 30);
      expect(text(el.shadowRoot!.querySelector('[part~=odds]'))).to.contain('rolled again 16.7% of the time (AC-SK-6)');
    });
  });

  describe('AC-SK-5, R1, R2: Equipment', () => {
    it('AC-SK-5: Equipment rolls no die: Cart 1 against Soldier 2 always loses, Killed unless the die is 1', async () => {
      const el = await blank();
      await unit(el, 'Offense', 'Cart', '1', 'equipment');
      await unit(el, 'Defense', 'Soldier', '2');
      const shown = odds(el);
      expectPercent(shown, 'Offense wins', 0);
      expectPercent(shown, 'Defense wins', 1);
      expectPercent(shown, 'Offense Killed', 5 / 6);
      await realDice(el);
      expect(diceFields(el)).to.deep.equal({ offense: 0, defense: 1 });
      await enterDice(el, { defense: [1] });
      expect(result(el)).to.contain('Defense wins: Soldier 3 against Cart 1');
      await openDetails(el);
      expect(el.shadowRoot!.querySelector('output .card.offense')!.textContent).to.contain('No die (Equipment)');
    });

    it('AC-SK-5, R5: Strength-0 Equipment is Killed without a roll, and the Kill can still be prevented', async () => {
      const el = await blank();
      await unit(el, 'Offense', 'Banner', '0', 'equipment');
      await unit(el, 'Defense', 'Soldier', '2');
      const shown = odds(el);
      expectPercent(shown, 'Offense Killed', 1);
      expectPercent(shown, 'Defense wins', 1);
      // No die: the outcome is there at once.
      expect(el.shadowRoot!.querySelector('[part~=dice]')!.textContent).to.contain('No die to roll');
      expect(result(el)).to.contain('Defense wins');
      expect(fates(el)).to.deep.equal({ offense: 'killed', defense: 'exhausted' });
      await openDetails(el);
      expect(result(el)).to.contain('R5');
      await click(el, 'Resolve the Skirmish');
      expect(findButton(el, 'Save Banner from the Kill')).not.to.equal(undefined);
    });

    it('R1: Strength-0 Equipment against Strength-0 Equipment: both Killed, no winner, with the ruling shown', async () => {
      const el = await blank();
      await unit(el, 'Offense', 'Banner', '0', 'equipment');
      await unit(el, 'Defense', 'Flag', '0', 'equipment');
      const shown = odds(el);
      expectPercent(shown, 'No winner (R1)', 1);
      expectPercent(shown, 'Offense wins', 0);
      expectPercent(shown, 'Defense wins', 0);
      expectPercent(shown, 'Offense Killed', 1);
      expectPercent(shown, 'Defense Killed', 1);
      expect(result(el)).to.contain('No winner: both Killed (R1)');
      await openDetails(el);
      expect(el.shadowRoot!.querySelector('[part~=rulings]')!.textContent).to.contain('R1');
      const events = listen('army-skirmish-resolved');
      await click(el, 'Resolve the Skirmish');
      events.stop();
      const detail = events.of<SkirmishResolvedEvent>('army-skirmish-resolved')[0]!.detail;
      expect([detail.winner, detail.margin, detail.offense.fate, detail.defense.fate]).to.deep.equal([
        null,
        0,
        'killed',
        'killed',
      ]);
    });

    it('R2: equal totals and base Strength with no die to re-roll: the Defense wins, and the ruling says so', async () => {
      const el = await blank();
      await unit(el, 'Offense', 'Cart', '1', 'equipment');
      await unit(el, 'Defense', 'Wagon', '1', 'equipment');
      expectPercent(odds(el), 'Defense wins', 1);
      expect(result(el)).to.contain('Defense wins: Wagon 1 against Cart 1');
      await openDetails(el);
      expect(el.shadowRoot!.querySelector('[part~=rulings]')!.textContent).to.contain(
        'R2 Equal totals and base Strength, and no die to re-roll: the Defense wins the tie.',
      );
    });
  });

  describe('AC-SK-6: ties', () => {
    it('AC-SK-6: equal totals go to the higher base Strength, margin 0, and the reading is shown', async () => {
      const el = await blank();
      await unit(el, 'Offense', 'Veterans', '3');
      await unit(el, 'Defense', 'Soldier', '2');
      await realDice(el);
      await enterDice(el, { offense: [2], defense: [3] });
      expect(result(el)).to.contain('Offense wins: Veterans 5 against Soldier 5');
      await openDetails(el);
      expect(result(el)).to.contain('Equal totals (5), base Strength 3 against 2: Offense wins');
      expect(fates(el)).to.deep.equal({ offense: 'exhausted', defense: 'disabled' });
      expect(el.shadowRoot!.querySelector('[part~=rulings]')!.textContent).to.contain(
        'Base Strength is the printed Strength',
      );
    });

    it('AC-SK-6: base Strength is the printed Strength: other adds do not win the tie', async () => {
      const el = await blank();
      await unit(el, 'Offense', 'Soldier', '2');
      await typeInto(el, 'Offense other adds', '1');
      await unit(el, 'Defense', 'Veterans', '3');
      await realDice(el);
      await enterDice(el, { offense: [3], defense: [3] });
      expect(result(el)).to.contain('Defense wins: Veterans 6 against Soldier 6');
    });

    it('AC-SK-6: equal totals and base Strength: a re-roll row appears, and the event counts the re-roll', async () => {
      const el = await blank();
      await unit(el, 'Offense', 'Soldier', '2');
      await unit(el, 'Defense', 'Militia', '2');
      await realDice(el);
      await enterDice(el, { offense: [4], defense: [4] });
      expect(result(el)).to.equal('Not rolled yet.');
      // Under the tied round, before its re-roll is typed: its dice and the sum behind each total.
      expect([...el.shadowRoot!.querySelectorAll('[part~=dice] .rolled li')].map((li) => text(li))).to.deep.equal([
        'Round 1, a tie rolled again: AC-SK-6 Soldier 4 kept · Strength 2 + Die 4 = 6; Militia 4 kept · Strength 2 + Die 4 = 6',
      ]);
      expect(text(el.shadowRoot!.querySelector('[part~=dice] .round ~ .round legend'))).to.equal('Re-roll #1 AC-SK-6');
      // The re-roll's fields say which die they are in the round's words; the round's fieldset says which round.
      expect(text(el.shadowRoot!.querySelector('[part~=dice] .round ~ .round label'))).to.equal('Offense die 1');
      await enterDice(el, { offense: [5], defense: [1] }, 1);
      expect(result(el)).to.contain('Offense wins: Soldier 7 against Militia 3');
      expect(el.shadowRoot!.querySelector('[part~=dice] .rolled')).to.equal(null);
      // The tied round's dice and sums first, then the deciding round's: every roll that led to the outcome.
      expect([...el.shadowRoot!.querySelectorAll('.rolled li')].map((li) => text(li))).to.deep.equal([
        'Round 1, a tie rolled again: AC-SK-6 Soldier 4 kept · Strength 2 + Die 4 = 6; Militia 4 kept · Strength 2 + Die 4 = 6',
        'Soldier 5 kept · Strength 2 + Die 5 = 7',
        'Militia 1 kept · Strength 2 + Die 1 = 3',
      ]);
      // Each part's name stays on one line with its number at 390 px.
      expect(el.shadowRoot!.querySelector('.rolled li:last-child')!.textContent).to.contain(
        'Strength\u00a02 + Die\u00a01',
      );
      await openDetails(el);
      expect(result(el)).to.contain(
        'Round 1 (dice 4 | 4): Equal totals (6) and base Strength (2): both roll again (re-roll #1)',
      );
      expect(fates(el)).to.deep.equal({ offense: 'exhausted', defense: 'killed' });
      const events = listen('army-skirmish-resolved');
      await click(el, 'Resolve the Skirmish');
      events.stop();
      expect(events.of<SkirmishResolvedEvent>('army-skirmish-resolved')[0]!.detail.rerolls).to.equal(1);
    });

    it('AC-SK-6: virtual dice roll again by themselves until the Skirmish is decided', async () => {
      // The seed "ac-sk-6" draws 1 and 1 first: equal totals and base Strength, so the dice roll again by themselves.
      const el = await fixture<SkirmishResolver>(html`<skirmish-resolver seed="ac-sk-6"></skirmish-resolver>`);
      await unit(el, 'Offense', 'Soldier', '2');
      await unit(el, 'Defense', 'Militia', '2');
      await click(el, 'Roll the dice');
      expect(result(el)).to.match(/(Offense|Defense) wins/);
      await openDetails(el);
      expect(result(el)).to.contain(
        'Round 1 (dice 1 | 1): Equal totals (3) and base Strength (2): both roll again (re-roll #1)',
      );
    });
  });

  describe('AC-SK-10: Savant', () => {
    it('AC-SK-10: a card bonus sets off the Savant +2; a commander add does not', async () => {
      const el = await fixture<SkirmishResolver>(html`<skirmish-resolver defense-class="evoker"></skirmish-resolver>`);
      await unit(el, 'Offense', 'Soldier', '2');
      await unit(el, 'Defense', 'Sage', '1', 'savant');
      await defenseDiscard(el);
      expect(before(el, 'defense')).to.deep.equal([
        'Strength 1',
        'Bonus from card #1 (a card, discarded by Defense) AC-SK-9 +1',
        'Savant, for the bonus from card #1 AC-SK-10 +2',
      ]);
      // Sage 1 + 1 + 2 + d6 against Soldier 2 + d6; the Soldier's higher base takes ties.
      let shown = odds(el);
      expectPercent(shown, 'Offense wins', 10 / 36);
      expectPercent(shown, 'Offense Killed', 15 / 36);
      await openCommander(el, 'defense');
      await choose(el, 'Defense Add 2 to', 'defense');
      expect(before(el, 'defense')).to.include('Evoker (Defense commander) AC-CP +2');
      expect(before(el, 'defense').filter((line) => line.startsWith('Savant'))).to.have.length(1);
      shown = odds(el);
      expectPercent(shown, 'Offense wins', 3 / 36);
      await realDice(el);
      await enterDice(el, { offense: [6], defense: [1] });
      // Soldier 2 + 6 = 8 against Sage 1 + 1 + 2 + 2 + 1 = 7.
      expect(result(el)).to.contain('Offense wins: Soldier 8 against Sage 7');
      await openDetails(el);
      expect(el.shadowRoot!.querySelector('[part~=rulings]')!.textContent).to.contain(
        'Sage: commander, Retinue and other adds never set off Savant.',
      );
    });

    it('AC-SK-10: a card penalty is no bonus: no Savant +2, and the ruling is shown', async () => {
      const el = await blank();
      await unit(el, 'Offense', 'Soldier', '2');
      await unit(el, 'Defense', 'Sage', '1', 'savant');
      await openPanel(el, 'Discards for a bonus');
      await click(el, 'Add a discard');
      await choose(el, 'For', 'defense');
      await typeInto(el, 'Bonus', '-1');
      expect(before(el, 'defense')).to.deep.equal([
        'Strength 1',
        'Bonus from card #1 (a card, discarded by Offense) AC-SK-9 −1',
      ]);
      await realDice(el);
      await enterDice(el, { offense: [3], defense: [3] });
      await openDetails(el);
      expect(el.shadowRoot!.querySelector('[part~=rulings]')!.textContent).to.contain(
        'Only a positive card bonus sets off Savant',
      );
    });
  });

  describe('AC-SK-11: Reach', () => {
    it('AC-SK-11: Reach +1 against a unit without Reach or Ranged; none against Reach, none against Ranged', async () => {
      const el = await blank();
      await unit(el, 'Offense', 'Pikes', '2', 'trooper', 'reach');
      await unit(el, 'Defense', 'Soldier', '2');
      expect(before(el, 'offense')).to.deep.equal(['Strength 2', 'Reach AC-SK-11 +1']);
      // 3 + d6 against 2 + d6, equal bases: ties re-rolled, Offense wins 21 of 31 decided pairs.
      expectPercent(odds(el), 'Offense wins', 21 / 31);
      await typeInto(el, 'Defense traits', 'reach');
      expect(before(el, 'offense')).to.deep.equal(['Strength 2']);
      expect(before(el, 'defense')).to.deep.equal(['Strength 2']);
      expectPercent(odds(el), 'Offense wins', 0.5);
      await typeInto(el, 'Defense traits', 'ranged');
      expect(before(el, 'offense')).to.deep.equal(['Strength 2']);
      expectPercent(odds(el), 'Offense wins', 0.5);
    });
  });
});
