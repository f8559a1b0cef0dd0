// Changing Morale by click and keyboard in <morale-tracker>: losses, gains, passing, Unopposed, buying, upkeep.
import '../../src/elements/morale-tracker/define.js';

import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';

import type { MoraleTracker } from '../../src/elements/morale-tracker/morale-tracker.js';
import { button, click, control, restorePage, text } from './helpers.js';
import {
  ayla,
  feedback,
  logLines,
  morale,
  open,
  root,
  routPanel,
  shown,
  trackerEvents,
  type,
} from './morale-tracker-helpers.js';

describe('<morale-tracker> changes', () => {
  afterEach(restorePage);

  it('is accessible', async () => {
    const el = await ayla();
    await expect(el).to.be.accessible();
  });

  describe('changes by click and keyboard', () => {
    it('AC-MO-9: losing stops at 0, and outside a Battle 0 does not Rout', async () => {
      const events = trackerEvents();
      const el = await ayla();
      await click(el, 'Lose 1', 7);
      events.stop();
      expect(morale(el)).to.equal('0');
      expect(shown(el, '[part=status]')).to.equal('☾ Between Battles');
      expect(events.routs).to.deep.equal([]);
      expect(events.changes.map((c) => c.morale)).to.deep.equal([6, 5, 4, 3, 2, 1, 0]);
      expect((await logLines(el))[0]).to.match(/ Morale lost: −1 Morale 1 → 0 AC-MO-9$/); // not cut short: no "never below 0"
    });

    it('AC-MO-9: "Lose 1" at 0 is unavailable with its reason; pressed anyway it refuses, logs and sends nothing', async () => {
      const el = await fixture<MoraleTracker>(html`<morale-tracker name="Ayla" level="0"></morale-tracker>`);
      await click(el, 'Lose 1', 4);
      const lose = button(el, 'Lose 1');
      expect(lose.getAttribute('aria-disabled')).to.equal('true');
      const reason = root(el).getElementById(lose.getAttribute('aria-describedby')!);
      expect(text(reason)).to.equal('Lose 1: Morale is already 0, and never goes below 0 (AC-MO-9).');
      // Still focusable: pressing it by keyboard says why, instead of losing the focus to the page.
      lose.focus();
      const events = trackerEvents();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      events.stop();
      expect(root(el).activeElement).to.equal(lose);
      expect(feedback(el)).to.equal('Lose 1: Morale is already 0, and never goes below 0 (AC-MO-9).');
      expect(await logLines(el)).to.have.length(4);
      expect(events.changes).to.deep.equal([]);
    });

    it('keyboard: Enter and Space press the focused button; Tab moves to the next', async () => {
      const el = await ayla('in-battle');
      button(el, 'Lose 1').focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(morale(el)).to.equal('6');
      await sendKeys({ press: 'Space' });
      await el.updateComplete;
      expect(morale(el)).to.equal('5');
      await sendKeys({ press: 'Tab' });
      expect(text(root(el).activeElement)).to.equal('Gain 1 from a card');
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(morale(el)).to.equal('6');
    });

    it('AC-MO-4: a card in a Battle may lift Morale above the start, marked; outside one it stops at the start', async () => {
      const el = await ayla('in-battle');
      await click(el, 'Gain 1 from a card', 2);
      expect(morale(el)).to.equal('9');
      expect(shown(el, '.above')).to.equal('▲ 2 above the start, from cards (AC-MO-4).');
      const resting = await ayla();
      expect(button(resting, 'Gain 1 from a card').getAttribute('aria-disabled')).to.equal('true');
      await click(resting, 'Gain 1 from a card');
      expect(morale(resting)).to.equal('7');
      expect(feedback(resting)).to.equal(
        'Gain 1 from a card: outside a Battle, cards do not lift Morale above the start of 7 (AC-MO-4).',
      );
      expect(await logLines(resting)).to.deep.equal([]);
      await click(resting, 'Lose 1');
      expect(button(resting, 'Gain 1 from a card').hasAttribute('aria-disabled')).to.equal(false);
      await click(resting, 'Gain 1 from a card');
      expect(morale(resting)).to.equal('7');
    });

    it('AC-MO-6: passing on Offense costs 1 in a Battle, and is refused outside one with the reason', async () => {
      const el = await ayla();
      await click(el, 'Passed on Offense −1');
      expect(morale(el)).to.equal('7');
      expect(feedback(el)).to.equal('Passed on Offense −1: only during a Battle.');
      expect(await logLines(el)).to.deep.equal([]);
      await click(el, 'Start Battle');
      await click(el, 'Passed on Offense −1');
      expect(morale(el)).to.equal('6');
      expect(feedback(el)).to.equal('Passed on Offense: −1 Morale. Morale 6.');
      expect((await logLines(el))[0]).to.match(/Passed on Offense: −1 Morale 7 → 6 AC-MO-6$/);
    });

    it('AC-MO-7: the Unopposed total typed by keyboard deals ⌊total / 4⌋ damage', async () => {
      const el = await ayla('in-battle');
      await type(el, "Unopposed unit's total", '9', { enter: false });
      expect(shown(el, 'form .hint')).to.equal('→ 2 Morale damage (AC-MO-7)');
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(morale(el)).to.equal('5');
      await type(el, "Unopposed unit's total", '3');
      expect(morale(el)).to.equal('5'); // ⌊3 / 4⌋ = 0
      await type(el, "Unopposed unit's total", 'e'); // not a number: the browser keeps the form from being sent
      expect(control(el, "Unopposed unit's total").validity.badInput).to.equal(true);
      expect(morale(el)).to.equal('5');
    });

    it('AC-MO-5: buys up to the start at 5 lunari a point, once per Day, never in a Battle', async () => {
      const el = await ayla();
      await click(el, 'Lose 1', 3);
      await open(el, 'Between Battles');
      expect(shown(el, '.between form .hint')).to.equal('Up to 3, at 5 lunari a point (AC-MO-5).');
      await type(el, 'Morale to buy', '2', { enter: false });
      expect(shown(el, '.between form .hint')).to.equal('2 × 5 = 10 lunari (AC-MO-5).');
      await type(el, 'Morale to buy', '4', { enter: false });
      expect(shown(el, '.between form .hint')).to.equal(
        'At most 3 Morale can be bought: not beyond the start (AC-MO-5).',
      );
      await type(el, 'Morale to buy', '3');
      expect(morale(el)).to.equal('7');
      expect(feedback(el)).to.equal('Bought 3 Morale for 15 lunari. Morale 7.');
      await click(el, 'Lose 1');
      expect(button(el, 'Buy Morale').getAttribute('aria-disabled')).to.equal('true');
      await type(el, 'Morale to buy', '1');
      expect(morale(el)).to.equal('6');
      expect(feedback(el)).to.equal('Buy Morale: Morale was already bought today (once per Day) (AC-MO-5).');
      await click(el, 'New Day');
      await click(el, 'Lose 1');
      await click(el, 'Start Battle');
      await click(el, 'Buy Morale');
      expect(feedback(el)).to.equal('Buy Morale: Morale cannot be bought during a Battle (AC-MO-5).');
      expect(shown(el, '#buy-hint')).to.equal('Not now: Morale cannot be bought during a Battle (AC-MO-5).');
      expect(morale(el)).to.equal('6');
    });

    it('AC-MO-5, AC-EC-2: an empty box buys or spends nothing, and says how many to enter', async () => {
      const el = await ayla();
      await click(el, 'Lose 1', 3);
      await open(el, 'Between Battles');
      expect(control(el, 'Morale to buy').placeholder).to.equal('');
      await click(el, 'Buy Morale');
      expect(feedback(el)).to.equal('Buy Morale: enter how many points, a whole number such as 2.');
      await click(el, 'Spend on upkeep');
      expect(feedback(el)).to.equal('Spend on upkeep: enter how many Morale points, a whole number such as 2.');
      expect(morale(el)).to.equal('4');
      expect(await logLines(el)).to.have.length(3);
    });

    it('AC-HE-1: a Healer costs 1 Morale in a Battle; outside one it is refused with the reason', async () => {
      const el = await ayla();
      await click(el, 'Healer −1');
      expect(feedback(el)).to.equal('Healer −1: only during a Battle.');
      await click(el, 'Start Battle');
      await click(el, 'Healer −1');
      expect(morale(el)).to.equal('6');
    });

    it('AC-SK-8: a non-player commander prevents a Kill for 3 Morale, not with less', async () => {
      const el = await fixture<MoraleTracker>(
        html`<morale-tracker name="Bandit" npc morale="5" in-battle></morale-tracker>`,
      );
      await click(el, 'Prevent a Kill −3');
      expect(morale(el)).to.equal('2');
      expect(button(el, 'Prevent a Kill −3').getAttribute('aria-disabled')).to.equal('true');
      await click(el, 'Prevent a Kill −3');
      expect(morale(el)).to.equal('2');
      expect(feedback(el)).to.equal('Prevent a Kill −3: costs 3 Morale; only 2 left (AC-SK-8).');
      expect(text(root(el).querySelector('[part=why-not]'))).to.equal(
        'Prevent a Kill −3: costs 3 Morale; only 2 left (AC-SK-8).',
      );
    });

    it('AC-MO-6, AC-HE-1, AC-MO-7: Between Battles the Battle’s buttons are unavailable, their reason shown and described', async () => {
      const el = await fixture<MoraleTracker>(html`<morale-tracker name="Bandit" npc morale="5"></morale-tracker>`);
      const battleOnly = ['Passed on Offense −1', 'Healer −1', 'Prevent a Kill −3', 'Take Unopposed damage'];
      const reasons = [...root(el).querySelectorAll('[part=why-not] li')].map(text);
      expect(reasons).to.deep.equal([
        'Gain 1 from a card: outside a Battle, cards do not lift Morale above the start of 5 (AC-MO-4).',
        'Undo: nothing to undo yet.',
        `${battleOnly.join(', ')}: only during a Battle.`,
      ]);
      for (const name of battleOnly) {
        const held = button(el, name);
        expect(held.getAttribute('aria-disabled'), name).to.equal('true');
        // The rule codes and reasons are a description: the button's name stays its words.
        expect(text(root(el).getElementById(held.getAttribute('aria-describedby')!)), name).to.contain(
          'only during a Battle',
        );
      }
      await type(el, "Unopposed unit's total", '9');
      expect(feedback(el)).to.equal('Take Unopposed damage: only during a Battle.');
      expect(morale(el)).to.equal('5');
      await click(el, 'Start Battle');
      for (const name of battleOnly) expect(button(el, name).hasAttribute('aria-disabled'), name).to.equal(false);
      expect(text(root(el).querySelector('[part=why-not]'))).to.equal('');
    });

    it('AC-EC-2: spending Morale on upkeep takes 5 lunari a point off, between Battles only', async () => {
      const el = await ayla();
      await open(el, 'Between Battles');
      await type(el, 'Morale spent on upkeep', '2', { enter: false });
      expect(shown(el, '#upkeep-hint')).to.equal('10 lunari off upkeep (AC-EC-2).');
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(morale(el)).to.equal('5');
      expect(shown(el, '#upkeep-hint')).to.equal('Up to 5, 5 lunari off upkeep a point (AC-EC-2). 2 spent today.');
      await type(el, 'Morale spent on upkeep', '6');
      expect(feedback(el)).to.equal('Not spent on upkeep: only 5 left to spend, not 6 (AC-EC-2).');
      // "Excess" Morale is all that is held: the last point may go too, and the hint says what that leads to.
      await type(el, 'Morale spent on upkeep', '5', { enter: false });
      expect(shown(el, '#upkeep-hint')).to.equal(
        '25 lunari off upkeep (AC-EC-2). That leaves Morale 0: Routed as the next Battle starts (AC-MO-2). 2 spent today.',
      );
      await type(el, 'Morale spent on upkeep', '4', { enter: false });
      expect(shown(el, '#upkeep-hint')).to.equal('20 lunari off upkeep (AC-EC-2). 2 spent today.');
      await click(el, 'Start Battle');
      await click(el, 'Spend on upkeep');
      expect(feedback(el)).to.equal('Spend on upkeep: Upkeep is paid between Battles, not during one (AC-EC-2).');
    });

    it('AC-EC-2: with no Morale left, spending on upkeep is unavailable and says so plainly', async () => {
      const el = await fixture<MoraleTracker>(html`<morale-tracker name="Ayla" level="0"></morale-tracker>`);
      await click(el, 'Lose 1', 4);
      await open(el, 'Between Battles');
      expect(button(el, 'Spend on upkeep').getAttribute('aria-disabled')).to.equal('true');
      expect(shown(el, '#upkeep-hint')).to.equal('Not now: no Morale left to spend (AC-EC-2).');
      await type(el, 'Morale spent on upkeep', '1');
      expect(feedback(el)).to.equal('Spend on upkeep: no Morale left to spend (AC-EC-2).');
      expect(await logLines(el)).to.have.length(4);
    });

    it('AC-MO-3: the Base pool is shown apart, lost first, and what is lost is used up for the Day', async () => {
      const el = await fixture<MoraleTracker>(
        html`<morale-tracker name="Ayla" level="6" base-morale="2" in-battle></morale-tracker>`,
      );
      expect(morale(el)).to.equal('9');
      expect(shown(el, '.figure')).to.equal('Morale 9 start 7');
      expect(shown(el, '[part=pools]')).to.contain('7 own + 2 Base');
      await click(el, 'Lose 1');
      expect(morale(el)).to.equal('8');
      expect(shown(el, '[part=pools]')).to.contain('7 own + 1 Base');
      await click(el, 'End Battle');
      expect(morale(el)).to.equal('7');
      expect(shown(el, '[part=pools]')).to.equal(
        'Base Morale in the next Battle at the Base: 1 of 2 (1 used up today) (AC-MO-3).',
      );
      await click(el, 'Start Battle');
      expect(morale(el)).to.equal('8');
      await click(el, 'Lose 1', 2);
      expect(shown(el, '[part=pools]')).to.contain('6 own + 0 Base');
      await click(el, 'End Battle');
      await open(el, 'Between Battles');
      await click(el, 'New Day');
      expect(shown(el, '[part=pools]')).to.contain('2 of 2');
    });

    it('AC-MO-8: a new Day refreshes Morale to the start and ends a Rout', async () => {
      const el = await fixture<MoraleTracker>(html`<morale-tracker name="Ayla" level="0" in-battle></morale-tracker>`);
      await click(el, 'Lose 1', 4);
      await routPanel(el);
      expect(root(el).querySelector('[part=rout]')).not.to.equal(null);
      await open(el, 'Between Battles');
      await click(el, 'New Day');
      expect(morale(el)).to.equal('4');
      expect(shown(el, '[part=status]')).to.equal('☾ Between Battles');
      expect(root(el).querySelector('[part=rout]')).to.equal(null);
      expect((await logLines(el))[0]).to.match(/New Day: Morale refreshed to 4 0 → 4 AC-MO-8$/);
    });

    it('AC-MO-8: a new Day in a Battle says it ends the Battle, and Undo brings the Battle back', async () => {
      const el = await fixture<MoraleTracker>(html`<morale-tracker name="Ayla" level="6" in-battle></morale-tracker>`);
      await click(el, 'Lose 1');
      await open(el, 'Between Battles');
      expect(shown(el, '#new-day-hint')).to.equal(
        'Morale back to 7, buying allowed again, upkeep Morale back to 0 (AC-MO-8). It ends the Battle in progress (Undo brings it back).',
      );
      await click(el, 'New Day');
      expect([morale(el), shown(el, '[part=status]')]).to.deep.equal(['7', '☾ Between Battles']);
      expect(shown(el, '#new-day-hint')).not.to.contain('Battle in progress');
      await click(el, 'Undo');
      expect(morale(el)).to.equal('6');
      expect(shown(el, '[part=status]')).not.to.contain('Between Battles');
    });

    it('undo goes back one change at a time, and the log keeps both', async () => {
      const el = await ayla();
      await click(el, 'Undo');
      expect(feedback(el)).to.equal('Undo: nothing to undo yet.');
      await click(el, 'Lose 1', 2);
      await click(el, 'Undo');
      expect(morale(el)).to.equal('6');
      await click(el, 'Undo');
      expect(morale(el)).to.equal('7');
      expect(await logLines(el)).to.have.length(4);
      expect((await logLines(el))[0]).to.match(/Undone: Morale lost: −1 Morale 6 → 7$/);
    });

    it('the log lists every change newest first, with its time, reason and rule', async () => {
      const el = await ayla('in-battle');
      await click(el, 'Passed on Offense −1');
      await click(el, 'Gain 1 from a card');
      await open(el, 'Log');
      expect(shown(el, '.log summary')).to.equal('Log (2)');
      const lines = await logLines(el);
      expect(lines[0]).to.contain('Gained 1 Morale 6 → 7 AC-MO-4');
      expect(lines[1]).to.contain('Passed on Offense: −1 Morale 7 → 6 AC-MO-6');
      const times = [...root(el).querySelectorAll('.log time')].map((t) => t.getAttribute('datetime')!);
      expect(times).to.have.length(2);
      for (const time of times) expect(Date.now() - Date.parse(time)).to.be.within(0, 60_000);
    });
  });
});
