import { expect, fixture, fixtureSync, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/elements/morale-tracker/define.js';
import type { MoraleTracker } from '../../src/elements/morale-tracker/morale-tracker.js';
import {
  MoraleDamageEvent,
  RosterChangeEvent,
  SkirmishResolvedEvent,
  type MoraleChangeEvent,
  type RosterCard,
  type RoutedEvent,
  type RoutRolledEvent,
  type UpkeepMoraleEvent,
} from '../../src/events/index.js';
import { button, click, control, listen, text, typeInto, warningsDuring } from './helpers.js';

// Driving the tracker as a person would: controls found by their visible name, text read from the screen.

const root = (el: MoraleTracker) => el.shadowRoot!;
const shown = (el: MoraleTracker, selector: string) => text(root(el).querySelector(selector));
const morale = (el: MoraleTracker) => shown(el, 'output[part=result]');
const feedback = (el: MoraleTracker) => shown(el, '[part=feedback]');

/** Types into a field by keyboard, optionally pressing Enter to submit its form. */
async function type(el: MoraleTracker, label: string, typed: string, { enter = true } = {}) {
  await typeInto(el, label, typed);
  if (enter) await sendKeys({ press: 'Enter' });
  await el.updateComplete;
}

/** Opens a folded section (<details>) the way a keyboard user does: focus its summary, press Enter. */
async function open(el: MoraleTracker, summary: string) {
  const found = [...root(el).querySelectorAll('summary')].find((s) => text(s).startsWith(summary));
  if (!found) throw new Error(`no section "${summary}"`);
  if (!(found.parentElement as HTMLDetailsElement).open) {
    found.focus();
    await sendKeys({ press: 'Enter' });
  }
  await el.updateComplete;
}

/** The log lines as shown, newest first. */
const logLines = (el: MoraleTracker) => [...root(el).querySelectorAll('.log ol > li')].map((li) => text(li));

/** The Morale changes and Routs a tracker sends, as heard on `document` (where sibling widgets listen). */
function trackerEvents() {
  const events = listen('army-morale-change', 'army-routed');
  return {
    get changes() {
      return events.of<MoraleChangeEvent>('army-morale-change').map((e) => e.detail);
    },
    get routs() {
      return events.of<RoutedEvent>('army-routed').map((e) => e.detail);
    },
    stop: events.stop,
  };
}

const KEY = 'army-combat:morale-tracker:test-ayla';

/** Ayla, a level-6 player character (Morale 7), between Battles or in one. */
const ayla = (where?: 'in-battle') =>
  fixture<MoraleTracker>(
    html`<morale-tracker name="Ayla" level="6" ?in-battle=${where === 'in-battle'}></morale-tracker>`,
  );

describe('<morale-tracker>', () => {
  afterEach(async () => {
    localStorage.clear();
    await emulateMedia({ colorScheme: 'light', media: 'screen' });
    await setViewport({ width: 800, height: 600 });
  });

  it('is accessible', async () => {
    const el = await ayla();
    await expect(el).to.be.accessible();
  });

  it('is accessible Routed, with every section open, in dark mode', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const el = await fixture<MoraleTracker>(
      html`<morale-tracker name="Bandit chief" npc morale="1" base-morale="1" in-battle></morale-tracker>`,
    );
    await click(el, 'Lose 1', 2);
    await type(el, 'Units in the Disabled', 'Spearmen, Archers', { enter: false });
    for (const summary of ['Between Battles', 'Log', 'Save and share']) await open(el, summary);
    expect(shown(el, '[part=status]')).to.equal('⚑ Routed');
    await expect(el).to.be.accessible();
  });

  describe('starting Morale', () => {
    it('AC-MO-1: level 6 starts at 4 + ⌊6 / 2⌋ = 7, the formula shown', async () => {
      const el = await ayla();
      expect(morale(el)).to.equal('7');
      expect(shown(el, '.start')).to.equal('Start 4 + ⌊6 ÷ 2⌋ = 7 (AC-MO-1).');
      expect(shown(el, '.figure')).to.equal('Morale 7 at its start');
      expect(shown(el, '.name')).to.equal('Ayla');
    });

    it('AC-MO-1: level 7 rounds down to 7, level 0 gives 4, level 13 gives 10', async () => {
      for (const [level, start] of [
        ['7', '7'],
        ['0', '4'],
        ['13', '10'],
      ]) {
        const el = await fixture<MoraleTracker>(html`<morale-tracker name="Ayla" level=${level}></morale-tracker>`);
        expect(morale(el), `level ${level}`).to.equal(start);
      }
    });

    it('AC-MO-1, AC-SK-8: npc with morale="5" starts at 5 and may prevent a Kill with Morale', async () => {
      const el = await fixture<MoraleTracker>(
        html`<morale-tracker name="Bandit chief" npc morale="5"></morale-tracker>`,
      );
      expect(morale(el)).to.equal('5');
      expect(shown(el, '.start')).to.equal('Start 5, set for a non-player commander (AC-MO-1).');
      expect(() => button(el, 'Prevent a Kill −3')).not.to.throw();
      const player = await ayla();
      expect(() => button(player, 'Prevent a Kill −3')).to.throw(); // they spend Influence (AC-SK-8)
    });

    it('a new starting value from the attributes replaces an untouched tracker; a used one keeps its Day', async () => {
      const el = await ayla();
      el.level = '8';
      await el.updateComplete;
      expect(morale(el)).to.equal('8');
      await click(el, 'Lose 1');
      el.level = '10';
      await el.updateComplete;
      expect(morale(el)).to.equal('7');
      expect(shown(el, '.start')).to.equal('Saved start 8; the attributes now give 9: "New Day" applies it.');
      await open(el, 'Between Battles');
      await click(el, 'New Day');
      expect(morale(el)).to.equal('9');
    });
  });

  describe('bad attributes: an inline message, one warning, a usable tracker', () => {
    const cases = [
      {
        page: html`<morale-tracker name="A" level="-3"></morale-tracker>`,
        says: 'level="-3": write the character\'s level as a whole number',
      },
      {
        page: html`<morale-tracker name="A" level="lots"></morale-tracker>`,
        says: 'level="lots": write the character\'s level',
      },
      {
        page: html`<morale-tracker name="A" npc morale="x"></morale-tracker>`,
        says: 'morale="x": write the starting Morale as a whole number',
      },
      { page: html`<morale-tracker name="A" npc></morale-tracker>`, says: 'npc needs morale="…"' },
      { page: html`<morale-tracker name="A"></morale-tracker>`, says: 'Give level="…" for a player character' },
    ];
    for (const { page, says } of cases)
      it(`AC-MO-1: ${says.split(':')[0]} → starts at 4 (a level-0 character), and works`, async () => {
        let el!: MoraleTracker;
        const warnings = await warningsDuring(async () => {
          el = await fixture<MoraleTracker>(page);
        });
        expect(shown(el, '[part=problems]')).to.contain(says);
        expect(shown(el, '[part=problems]')).to.contain('Starting at 4 (a level-0 character) until then.');
        expect(warnings.filter((w) => w.includes(says))).to.have.length(1);
        expect(morale(el)).to.equal('4');
        await click(el, 'Lose 1');
        expect(morale(el)).to.equal('3');
      });

    it('AC-MO-3: base-morale="many" is reported and means no Base Morale', async () => {
      let el!: MoraleTracker;
      const warnings = await warningsDuring(async () => {
        el = await fixture<MoraleTracker>(
          html`<morale-tracker name="Ayla" level="6" base-morale="many" in-battle></morale-tracker>`,
        );
      });
      expect(shown(el, '[part=problems]')).to.contain('base-morale="many": write the Base\'s Morale as a whole number');
      expect(warnings).to.have.length(1);
      expect(morale(el)).to.equal('7');
    });
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
      expect(logLines(el)[0]).to.match(/ Morale lost: −1 Morale 1 → 0 AC-MO-9$/); // not cut short: no "never below 0"
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
      expect(logLines(el)).to.have.length(4);
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
      expect(logLines(resting)).to.deep.equal([]);
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
      expect(logLines(el)).to.deep.equal([]);
      await click(el, 'Start Battle');
      await click(el, 'Passed on Offense −1');
      expect(morale(el)).to.equal('6');
      expect(feedback(el)).to.equal('Passed on Offense: −1 Morale. Morale 6.');
      expect(logLines(el)[0]).to.match(/Passed on Offense: −1 Morale 7 → 6 AC-MO-6$/);
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
      expect(logLines(el)).to.have.length(3);
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
      expect(logLines(el)).to.have.length(4);
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
      expect(root(el).querySelector('[part=rout]')).not.to.equal(null);
      await open(el, 'Between Battles');
      await click(el, 'New Day');
      expect(morale(el)).to.equal('4');
      expect(shown(el, '[part=status]')).to.equal('☾ Between Battles');
      expect(root(el).querySelector('[part=rout]')).to.equal(null);
      expect(logLines(el)[0]).to.match(/New Day: Morale refreshed to 4 0 → 4 AC-MO-8$/);
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
      expect(logLines(el)).to.have.length(4);
      expect(logLines(el)[0]).to.match(/Undone: Morale lost: −1 Morale 6 → 7$/);
    });

    it('the log lists every change newest first, with its time, reason and rule', async () => {
      const el = await ayla('in-battle');
      await click(el, 'Passed on Offense −1');
      await click(el, 'Gain 1 from a card');
      await open(el, 'Log');
      expect(shown(el, '.log summary')).to.equal('Log (2)');
      const lines = logLines(el);
      expect(lines[0]).to.contain('Gained 1 Morale 6 → 7 AC-MO-4');
      expect(lines[1]).to.contain('Passed on Offense: −1 Morale 7 → 6 AC-MO-6');
      const times = [...root(el).querySelectorAll('.log time')].map((t) => t.getAttribute('datetime')!);
      expect(times).to.have.length(2);
      for (const time of times) expect(Date.now() - Date.parse(time)).to.be.within(0, 60_000);
    });
  });

  describe('Routed (AC-MO-2)', () => {
    it('AC-MO-2: at 0 in a Battle the commander is Routed, stated plainly, announced once, one event', async () => {
      const events = trackerEvents();
      const el = await fixture<MoraleTracker>(html`<morale-tracker name="Ayla" level="0" in-battle></morale-tracker>`);
      await click(el, 'Passed on Offense −1', 4);
      expect(feedback(el)).to.equal('Passed on Offense: −1 Morale. Morale 0: Routed, the Battle is lost. Morale 0.');
      await click(el, 'Lose 1');
      expect(feedback(el)).to.equal('Lose 1: Morale is already 0, and never goes below 0 (AC-MO-9).');
      events.stop();
      expect(morale(el)).to.equal('0');
      expect(shown(el, '[part=status]')).to.equal('⚑ Routed');
      expect(shown(el, '.rout-title')).to.contain('Routed: Ayla is at Morale 0 and has lost the Battle (AC-MO-2).');
      expect(events.routs).to.deep.equal([{ commander: 'Ayla' }]);
      expect(events.changes[3]).to.deep.equal({
        commander: 'Ayla',
        morale: 0,
        start: 4,
        routed: true,
        reason: 'Passed on Offense: −1 Morale',
      });
      // One live region speaks; the Routed panel is not one, so it is not read again on every change.
      const live = [...root(el).querySelectorAll('[role=status], [role=alert], [aria-live]:not([aria-live=off])')];
      expect(live.map((node) => node.getAttribute('part'))).to.deep.equal(['feedback']);
      expect(root(el).querySelector('[part=rout]')!.closest('[role=status], [aria-live]')).to.equal(null);
    });

    it('AC-MO-2: rout rolls for typed units with entered dice: 5 or 6 Killed', async () => {
      const el = await fixture<MoraleTracker>(html`<morale-tracker name="Ayla" level="0" in-battle></morale-tracker>`);
      await click(el, 'Lose 1', 4);
      await type(el, 'Units in the Disabled', 'Spearmen, Archers', { enter: false });
      expect(shown(el, '.rout .muted')).to.equal(
        'Each is Killed on a 5 or 6 (33%); on average 0.7 of 2 Killed, none Killed 44%.',
      );
      await type(el, 'Or enter the 2 dice', '7 2');
      expect(shown(el, '.rout .problems')).to.equal('A d6 shows 1 to 6, not "7".');
      await type(el, 'Or enter the 2 dice', '5');
      expect(shown(el, '.rout .problems')).to.equal('Enter one die per unit: 2 dice, in the order listed (1 given).');
      const sent = listen('army-rout-rolled');
      await type(el, 'Or enter the 2 dice', '5 2');
      sent.stop();
      const dice = [...root(el).querySelectorAll('[part=rout-dice] li')].map((li) => text(li));
      expect(dice).to.deep.equal(['Spearmen rolled 5: ✖ Killed', 'Archers rolled 2: ✓ survives']);
      // Typed units have no roster card: the roster of this commander would find them by name.
      expect(sent.of<RoutRolledEvent>('army-rout-rolled').map((e) => e.detail)).to.deep.equal([
        {
          commander: 'Ayla',
          killed: [{ name: 'Spearmen' }],
          rolls: [
            { name: 'Spearmen', roll: 5, killed: true },
            { name: 'Archers', roll: 2, killed: false },
          ],
        },
      ]);
      expect(shown(el, '.rout > p:last-child')).to.equal('1 of 2 Killed.');
      expect(logLines(el)[0]).to.contain('Rout rolls 5, 2: Spearmen Killed');
    });

    it('AC-MO-2: virtual dice for a number of units: each die 1–6, Killed exactly on 5 or 6', async () => {
      const el = await fixture<MoraleTracker>(html`<morale-tracker name="Ayla" level="0" in-battle></morale-tracker>`);
      await click(el, 'Lose 1', 4);
      await type(el, 'Units in the Disabled', '3', { enter: false });
      await click(el, 'Roll virtual dice');
      const dice = [...root(el).querySelectorAll('[part=rout-dice] li')].map((li) => text(li));
      expect(dice).to.have.length(3);
      for (const [i, line] of dice.entries()) {
        const [, name, roll, fate] = line.match(/^(.+) rolled ([1-6]): (✖ Killed|✓ survives)$/)!;
        expect(name).to.equal(`Unit ${i + 1}`);
        expect(fate).to.equal(Number(roll) >= 5 ? '✖ Killed' : '✓ survives');
      }
    });

    it('AC-MO-2: the units come from the <army-roster> with the same commander: Disabled and Exhausted, no Rituals', async () => {
      const spear = { name: 'Spearmen', strength: 3, role: 'aggressor' } as const;
      const cards: RosterCard[] = [
        { id: 'c1', unit: spear, pile: 'disabled' },
        { id: 'c2', unit: { name: 'Archers', strength: 2, role: 'trooper' }, pile: 'exhausted' },
        { id: 'c3', unit: { name: 'Soldier', strength: 2, role: 'trooper' }, pile: 'hand' },
        { id: 'c4', unit: { name: 'Knights', strength: 4, role: 'guardian' }, pile: 'killed' },
        { id: 'c5', unit: { name: 'Blood rite', strength: null, role: 'ritual', path: 'magic' }, pile: 'disabled' },
      ];
      // A stand-in roster: answers a request the way <army-roster> does, and another commander's roster too.
      let requests = 0;
      const answer = (event: Event) => {
        requests++;
        const from = event.target as HTMLElement;
        from.parentElement!.dispatchEvent(new RosterChangeEvent({ commander: 'ayla', name: "Ayla's army", cards }));
        from.parentElement!.dispatchEvent(new RosterChangeEvent({ commander: 'bram', name: 'Bram', cards: [] }));
      };
      document.addEventListener('army-roster-request', answer);
      let el: MoraleTracker;
      try {
        // fixtureSync: awaiting a plain <div> waits for an animation frame, which a background test tab may not get.
        const page = fixtureSync<HTMLElement>(
          html`<div><morale-tracker name="Ayla" commander="ayla" level="0" in-battle></morale-tracker></div>`,
        );
        el = page.querySelector('morale-tracker')!;
        await el.updateComplete;
      } finally {
        document.removeEventListener('army-roster-request', answer);
      }
      expect(requests).to.be.greaterThan(0);
      await click(el, 'Lose 1', 4);
      expect(shown(el, '.rout p:nth-of-type(2)')).to.equal('From the army roster: Spearmen, Archers.');
      const sent = listen('army-rout-rolled');
      await type(el, 'Or enter the 2 dice', '6 1');
      sent.stop();
      expect(el.moraleState.routed).to.equal(true);
      const dice = [...root(el).querySelectorAll('[part=rout-dice] li')].map((li) => text(li));
      expect(dice).to.deep.equal(['Spearmen rolled 6: ✖ Killed', 'Archers rolled 1: ✓ survives']);
      // The roster is told which of its cards were Killed, by card id (it moves them to Killed).
      const [rolled] = sent.of<RoutRolledEvent>('army-rout-rolled');
      expect(rolled!.bubbles && rolled!.composed).to.equal(true);
      expect(rolled!.detail).to.deep.equal({
        commander: 'ayla',
        killed: [{ cardId: 'c1', name: 'Spearmen' }],
        rolls: [
          { name: 'Spearmen', roll: 6, killed: true, cardId: 'c1' },
          { name: 'Archers', roll: 1, killed: false, cardId: 'c2' },
        ],
      });
    });

    it('AC-MO-2: undo after a Rout puts the commander back in the Battle', async () => {
      const el = await fixture<MoraleTracker>(html`<morale-tracker name="Ayla" level="0" in-battle></morale-tracker>`);
      await click(el, 'Lose 1', 4);
      await click(el, 'Undo');
      expect(morale(el)).to.equal('1');
      expect(shown(el, '[part=status]')).to.equal('⚔ In a Battle');
    });
  });

  describe('events with other widgets', () => {
    it('AC-MO-7: Morale damage addressed to this commander is applied, logged, and answered with a change event', async () => {
      const events = trackerEvents();
      const page = fixtureSync<HTMLElement>(
        html`<div><morale-tracker name="Ayla" level="6"></morale-tracker><span id="resolver"></span></div>`,
      );
      const el = page.querySelector('morale-tracker')!;
      await el.updateComplete;
      const resolver = page.querySelector('#resolver')!;
      const damage = (commander: string, amount: number) =>
        resolver.dispatchEvent(
          new MoraleDamageEvent({ commander, amount, reason: 'Unopposed Spearmen (total 9)', rule: 'AC-MO-7' }),
        );
      damage('Bram', 2);
      await el.updateComplete;
      expect(morale(el)).to.equal('7');
      damage('Ayla', 2);
      await el.updateComplete;
      events.stop();
      expect(morale(el)).to.equal('5');
      // A Skirmish is always in a Battle: the tracker starts one, so that 0 would Rout.
      expect(shown(el, '[part=status]')).to.equal('⚔ In a Battle');
      expect(logLines(el)[0]).to.contain('Unopposed Spearmen (total 9): −2 Morale 7 → 5 AC-MO-7 AC-BA-1');
      expect(events.changes).to.deep.equal([
        { commander: 'Ayla', morale: 5, start: 7, routed: false, reason: 'Unopposed Spearmen (total 9): −2 Morale' },
      ]);
    });

    it('AC-MO-2: damage to 0 from another widget Routs, and `commander` overrides the name as the address', async () => {
      const events = trackerEvents();
      const el = await fixture<MoraleTracker>(
        html`<morale-tracker name="Ayla" commander="ayla-1" level="6" in-battle></morale-tracker>`,
      );
      document.body.dispatchEvent(
        new MoraleDamageEvent({ commander: 'Ayla', amount: 9, reason: 'x', rule: 'AC-MO-7' }),
      );
      await el.updateComplete;
      expect(morale(el)).to.equal('7');
      document.body.dispatchEvent(
        new MoraleDamageEvent({ commander: 'ayla-1', amount: 9, reason: 'Unopposed Giant', rule: 'AC-MO-7' }),
      );
      await el.updateComplete;
      events.stop();
      expect(morale(el)).to.equal('0');
      expect(events.routs).to.deep.equal([{ commander: 'ayla-1' }]);
      expect(feedback(el)).to.contain('Morale 0: Routed, the Battle is lost');
    });

    it('bad damage from another widget is ignored with a warning; a power outside a Battle starts none', async () => {
      const el = await ayla();
      const warnings = await warningsDuring(async () => {
        document.body.dispatchEvent(
          new MoraleDamageEvent({ commander: 'Ayla', amount: -1, reason: 'x', rule: 'AC-MO-7' }),
        );
        await el.updateComplete;
      });
      expect(morale(el)).to.equal('7');
      expect(warnings.some((w) => w.includes('not -1'))).to.equal(true);
      document.body.dispatchEvent(
        new MoraleDamageEvent({ commander: 'Ayla', amount: 1, reason: 'Necromancer', rule: 'AC-CP' }),
      );
      await el.updateComplete;
      expect(morale(el)).to.equal('6');
      expect(shown(el, '[part=status]')).to.equal('☾ Between Battles');
    });

    it('AC-MO-9: "never below 0" is said only when it cut a loss short', async () => {
      const el = await ayla('in-battle');
      document.body.dispatchEvent(
        new MoraleDamageEvent({ commander: 'Ayla', amount: 2, reason: 'Ogre', rule: 'AC-MO-7' }),
      );
      await el.updateComplete;
      expect(logLines(el)[0]).to.match(/ Ogre: −2 Morale 7 → 5 AC-MO-7$/);
      document.body.dispatchEvent(
        new MoraleDamageEvent({ commander: 'Ayla', amount: 9, reason: 'Giant', rule: 'AC-MO-7' }),
      );
      await el.updateComplete;
      expect(logLines(el)[0]).to.contain('Giant: −9 Morale (only 5 to lose: never below 0) 5 → 0');
    });

    it('AC-BA-1, AC-BA-4: starts and ends its Battle as the roster of its commander does; hearing it first changes nothing', async () => {
      const el = await fixture<MoraleTracker>(
        html`<morale-tracker name="Ayla" commander="ayla" level="6"></morale-tracker>`,
      );
      const roster = async (inBattle: boolean, commander = 'Ayla') => {
        document.body.dispatchEvent(new RosterChangeEvent({ commander, name: 'Northern Host', cards: [], inBattle }));
        await el.updateComplete;
      };
      await roster(true); // already in a Battle when first heard: the tracker keeps its own state
      expect(shown(el, '[part=status]')).to.equal('☾ Between Battles');
      await roster(false);
      await roster(true, 'Bram'); // another commander's roster
      expect(shown(el, '[part=status]')).to.equal('☾ Between Battles');
      expect(logLines(el)).to.deep.equal([]);
      await roster(true);
      expect(shown(el, '[part=status]')).to.equal('⚔ In a Battle');
      expect(feedback(el)).to.equal('Battle started on the roster of Northern Host. Morale 7.');
      await roster(true); // the same again (cards moved): nothing more
      expect(logLines(el)).to.have.length(1);
      await roster(false);
      expect(shown(el, '[part=status]')).to.equal('☾ Between Battles');
      expect(logLines(el)[0]).to.match(/ Battle ended on the roster of Northern Host 7 → 7 AC-BA-4$/);
    });

    it('AC-BA-1: a resolved Skirmish or Unopposed attack of its commander starts its Battle, but not after a Rout', async () => {
      const el = await fixture<MoraleTracker>(html`<morale-tracker name="Bandit" npc morale="1"></morale-tracker>`);
      const fought = async (commander: string) => {
        const side = (who: string, fate: 'exhausted' | 'disabled') => ({ commander: who, name: 'Soldier', fate });
        document.body.dispatchEvent(
          new SkirmishResolvedEvent({
            offense: side('Ayla', 'exhausted'),
            defense: side(commander, 'disabled'),
            winner: 'offense',
            margin: 1,
          }),
        );
        await el.updateComplete;
      };
      await fought('Borin');
      expect(shown(el, '[part=status]')).to.equal('☾ Between Battles');
      await fought('bandit');
      expect(shown(el, '[part=status]')).to.equal('⚔ In a Battle');
      expect(logLines(el)[0]).to.contain('Battle started: Skirmishes happen only in a Battle 1 → 1 AC-BA-1');
      await click(el, 'Lose 1');
      expect(shown(el, '[part=status]')).to.equal('⚑ Routed');
      await fought('Bandit'); // the Battle is lost: only "Start Battle" or a New Day begins another
      expect(shown(el, '[part=status]')).to.equal('⚑ Routed');
      expect(logLines(el)).to.have.length(2);
    });

    it('AC-EC-2: the Morale spent on upkeep today is sent to its roster as the Day’s total, again after undo and New Day', async () => {
      const sent = listen('army-upkeep-morale');
      const el = await fixture<MoraleTracker>(
        html`<morale-tracker name="Ayla" commander="ayla" level="6"></morale-tracker>`,
      );
      await open(el, 'Between Battles');
      await type(el, 'Morale spent on upkeep', '2');
      await type(el, 'Morale spent on upkeep', '1');
      await click(el, 'Undo');
      await click(el, 'Lose 1'); // not upkeep: nothing sent
      await click(el, 'New Day');
      // A roster of the commander heard for the first time is told the Day's total (after the New Day: 0).
      document.body.dispatchEvent(
        new RosterChangeEvent({ commander: 'ayla', name: 'Host', cards: [], inBattle: false }),
      );
      document.body.dispatchEvent(
        new RosterChangeEvent({ commander: 'ayla', name: 'Host', cards: [], inBattle: false }),
      );
      sent.stop();
      const totals = sent.of<UpkeepMoraleEvent>('army-upkeep-morale').map((e) => e.detail);
      expect(totals).to.deep.equal([
        { commander: 'ayla', name: 'Ayla', morale: 2, lunari: 10 },
        { commander: 'ayla', name: 'Ayla', morale: 3, lunari: 15 },
        { commander: 'ayla', name: 'Ayla', morale: 2, lunari: 10 },
        { commander: 'ayla', name: 'Ayla', morale: 0, lunari: 0 },
        { commander: 'ayla', name: 'Ayla', morale: 0, lunari: 0 },
      ]);
      const [first] = sent.heard;
      expect(first!.bubbles && first!.composed).to.equal(true);
    });
  });

  describe('saved state (state-key)', () => {
    it('survives a reload: a new tracker with the same key shows the same Morale and log', async () => {
      const first = await fixture<MoraleTracker>(
        html`<morale-tracker name="Ayla" level="6" state-key="test-ayla"></morale-tracker>`,
      );
      await click(first, 'Lose 1', 2);
      first.remove();
      const again = await fixture<MoraleTracker>(
        html`<morale-tracker name="Ayla" level="6" state-key="test-ayla"></morale-tracker>`,
      );
      expect(morale(again)).to.equal('5');
      expect(logLines(again)).to.have.length(2);
      expect(shown(again, '[part=note]')).to.equal('');
      expect(JSON.parse(localStorage.getItem(KEY)!).version).to.equal(1);
    });

    it('two pages sharing a key stay in step through the storage event', async () => {
      const page = fixtureSync<HTMLElement>(
        html`<div>
          <morale-tracker name="Ayla" level="6" state-key="test-ayla"></morale-tracker>
          <morale-tracker name="Ayla" level="6" state-key="test-ayla"></morale-tracker>
        </div>`,
      );
      const [here, there] = [...page.querySelectorAll('morale-tracker')];
      await Promise.all([here!.updateComplete, there!.updateComplete]);
      await click(here!, 'Lose 1');
      expect(morale(there!)).to.equal('7');
      const events = trackerEvents();
      window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: localStorage.getItem(KEY) }));
      await there!.updateComplete;
      events.stop();
      expect(morale(there!)).to.equal('6');
      expect(feedback(there!)).to.equal('Changed in another tab: Morale lost: −1 Morale. Morale 6.');
      expect(events.changes).to.have.length(1); // only the tab that did not know yet
    });

    it('a corrupt saved value is reset with a visible note, never an exception', async () => {
      localStorage.setItem(KEY, '{not json');
      const el = await fixture<MoraleTracker>(
        html`<morale-tracker name="Ayla" level="6" state-key="test-ayla"></morale-tracker>`,
      );
      expect(shown(el, '[part=note]')).to.equal('The saved state was damaged and could not be read, so it was reset.');
      expect(morale(el)).to.equal('7');
      await click(el, 'Lose 1');
      expect(morale(el)).to.equal('6');
    });

    it('saved state from another version, or with an impossible Morale, is reset with a note', async () => {
      localStorage.setItem(KEY, JSON.stringify({ version: 99, savedAt: '', state: {} }));
      const other = await fixture<MoraleTracker>(
        html`<morale-tracker name="Ayla" level="6" state-key="test-ayla"></morale-tracker>`,
      );
      expect(shown(other, '[part=note]')).to.equal(
        'The saved state came from another version (99) and could not be used, so it was reset.',
      );
      other.remove();
      const state = { morale: { version: 1, start: 7, morale: -2 }, log: [], undo: [], rout: null };
      localStorage.setItem(KEY, JSON.stringify({ version: 1, savedAt: '', state }));
      const damaged = await fixture<MoraleTracker>(
        html`<morale-tracker name="Ayla" level="6" state-key="test-ayla"></morale-tracker>`,
      );
      expect(shown(damaged, '[part=note]')).to.equal(
        'The saved state was damaged and could not be used, so it was reset.',
      );
      expect(morale(damaged)).to.equal('7');
    });

    it('exports the state as JSON and imports it back into another tracker', async () => {
      const el = await ayla();
      await click(el, 'Lose 1', 2);
      const original = URL.createObjectURL;
      let exported: Blob | undefined;
      URL.createObjectURL = (blob: Blob) => {
        exported = blob;
        return 'blob:test';
      };
      try {
        await open(el, 'Save and share');
        await click(el, 'Export JSON');
      } finally {
        URL.createObjectURL = original;
      }
      const saved = await exported!.text();
      expect(JSON.parse(saved).state.morale.morale).to.equal(5);

      const other = await ayla();
      const pick = async (file: File) => {
        const input = control(other, 'Import JSON');
        const files = new DataTransfer();
        files.items.add(file);
        input.files = files.files;
        const before = feedback(other);
        input.dispatchEvent(new Event('change'));
        await waitUntil(() => feedback(other) !== before, 'no answer to the import');
      };
      await pick(new File(['{oops'], 'bad.json'));
      expect(feedback(other)).to.match(/^Not imported: That is not valid JSON/);
      expect(morale(other)).to.equal('7');
      await pick(new File([saved], 'ayla.json'));
      expect(feedback(other)).to.equal('Imported ayla.json. Morale 5.');
      expect(morale(other)).to.equal('5');
      expect(logLines(other)).to.have.length(2);
    });
  });

  it('prints the figures and the log (even folded), not the controls or empty fields', async () => {
    const el = await ayla('in-battle');
    await click(el, 'Lose 1');
    await emulateMedia({ media: 'print' });
    const display = (selector: string) => getComputedStyle(root(el).querySelector(selector)!).display;
    expect(display('[part=actions]')).to.equal('none');
    expect(display('.saving')).to.equal('none');
    expect(display('.figure')).not.to.equal('none');
    expect((root(el).querySelector('.log') as HTMLDetailsElement).open).to.equal(false);
    const line = root(el).querySelector('.log ol > li')!;
    expect(line.getBoundingClientRect().height).to.be.greaterThan(0);
    expect(text(line)).to.contain('Morale lost: −1 Morale 7 → 6');
  });

  it('fits 320 px: nothing sticks out, even Routed with a Base', async () => {
    await setViewport({ width: 320, height: 800 });
    const el = await fixture<MoraleTracker>(
      html`<morale-tracker
        name="Bandit chief of the Northern Marches"
        npc
        morale="1"
        base-morale="2"
        in-battle
      ></morale-tracker>`,
    );
    await click(el, 'Lose 1', 3);
    for (const summary of ['Between Battles', 'Log', 'Save and share']) await open(el, summary);
    expect(document.documentElement.scrollWidth).to.be.at.most(320);
    for (const shown of root(el).querySelectorAll('button, input, output'))
      expect(shown.getBoundingClientRect().right, text(shown)).to.be.at.most(320);
  });

  it('a tag registered twice does not throw', async () => {
    const again = (await import('../../src/elements/morale-tracker/define.js?again' as string)) as {
      MoraleTracker: unknown;
    };
    expect(customElements.get('morale-tracker')).to.equal(again.MoraleTracker);
  });

  it('sends army-morale-change bubbling and composed', async () => {
    const el = await ayla();
    setTimeout(() => button(el, 'Lose 1').click());
    const event = await oneEvent(el, 'army-morale-change');
    expect(event.bubbles && event.composed).to.equal(true);
  });
});

describe('<morale-tracker> with a <skirmish-resolver> on the same page', () => {
  it('AC-MO-7: an Unopposed attack resolved by the resolver takes the damage it reports off the defender', async () => {
    await import('../../src/elements/skirmish-resolver/define.js');
    await import('../../src/elements/army-unit/define.js');
    const sent = listen('army-morale-damage');
    const events = trackerEvents();
    try {
      const page = fixtureSync<HTMLElement>(
        html`<div>
          <morale-tracker name="Ayla" commander="ayla" level="6" in-battle></morale-tracker>
          <skirmish-resolver seed="morale" offense-commander="brann" defense-commander="ayla" unopposed="pass">
            <army-unit slot="offense" name="Spearmen" strength="3" role="aggressor" traits="reach"></army-unit>
          </skirmish-resolver>
        </div>`,
      );
      const tracker = page.querySelector('morale-tracker')!;
      const resolver = page.querySelector('skirmish-resolver')!;
      await Promise.all([tracker.updateComplete, resolver.updateComplete]);
      await click(resolver, 'Roll the dice');
      await click(resolver, 'Resolve the Unopposed attack');
      await tracker.updateComplete;
      const damage = sent.of<MoraleDamageEvent>('army-morale-damage').map((e) => e.detail);
      expect(damage).to.have.length(1);
      const [{ amount, reason, rule }] = damage as [MoraleDamageEvent['detail']];
      expect(rule).to.equal('AC-MO-7');
      expect(amount).to.be.within(1, 2); // Spearmen 3 + Reach 1 + best of 2d6: total 5–10
      expect(morale(tracker)).to.equal(String(7 - amount));
      expect(logLines(tracker)[0]).to.contain(`${reason}: −${amount} Morale 7 → ${7 - amount} AC-MO-7`);
      expect(events.changes.at(-1)).to.deep.include({ commander: 'ayla', morale: 7 - amount, routed: false });
    } finally {
      sent.stop();
      events.stop();
    }
  });
});
