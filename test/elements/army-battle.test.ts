// A whole Battle on one board, played through its buttons only (AC-BA).
import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';

import type { ArmyBattle } from '../../src/elements/army-battle/army-battle.js';
import type { BattleChangeEvent, BattleEndEvent } from '../../src/events/index.js';
import { actionNames, actions, board, playOut, report, settle, status } from './army-battle-helpers.js';
import { click, control, listen, LOADING, openPanel, problems, restorePage, text, typeInto } from './helpers.js';

describe('<army-battle>', () => {
  beforeEach(() => localStorage.clear());
  afterEach(restorePage);

  it('is accessible before, during and after a Battle; its idle time before Start starts, saves and tells nothing', async () => {
    const el = await board({ seed: 'whole', key: 'ahead' });
    const events = listen('army-battle-change', 'army-battle-end');
    await expect(el).to.be.accessible();
    // The page's first board: in its idle time the Battle about to start is drawn off the page (once a page), then
    // played on to its first Skirmish in a second idle task.
    const idle = () => new Promise((done) => requestAnimationFrame(() => requestIdleCallback(done)));
    await idle();
    await idle();
    events.stop();
    expect(status(el)).to.contain('Ready');
    expect(actionNames(el)).to.deep.equal(['Start the Battle']);
    expect(events.heard).to.deep.equal([]);
    expect(localStorage.length).to.equal(0);
    await click(el, 'Start the Battle');
    expect(status(el)).to.equal('Before the Battle · Ayla: roll for who chooses the first turn (AC-BA-1)');
    await expect(el).to.be.accessible();
    await playOut(el);
    await report(el);
    await expect(el).to.be.accessible();
  });

  it('AC-BA-1, R11: starts with a roll for who chooses, then the winner of the roll chooses the first turn', async () => {
    const el = await board();
    expect(status(el)).to.contain('Ready');
    await click(el, 'Start the Battle');
    expect(status(el)).to.equal('Before the Battle · Ayla: roll for who chooses the first turn (AC-BA-1)');
    await click(el, 'Roll for who chooses the first turn (AC-BA-1)');
    const chooser = el.battle!.actor === 0 ? 'Ayla' : 'Brann';
    expect(status(el)).to.equal(`Before the Battle · ${chooser}: choose who takes the first turn (AC-BA-1)`);
    expect(actionNames(el)).to.deep.equal(['Ayla takes the first turn', 'Brann takes the first turn']);
    await click(el, 'Ayla takes the first turn');
    expect(status(el)).to.match(/^Phase 1 · Ayla on Offense · Ayla: play a card on Offense/);
    expect(actionNames(el)).to.include.members([
      'Attack with Spearmen (3)',
      'Attack with Archers (2)',
      'Pass (costs 1 Morale, AC-MO-6)',
    ]);
  });

  it('AC-BA-3, AC-BA-5: a seeded Battle played through the buttons goes through Phase 2 to a winner, told once', async () => {
    const el = await board({ seed: 'whole' });
    const events = listen('army-battle-change', 'army-battle-end');
    try {
      await click(el, 'Start the Battle');
      await playOut(el);
    } finally {
      events.stop();
    }
    expect(el.battle!.step).to.equal('ended');
    expect(status(el)).to.equal('Ayla wins the Battle: Both commanders are Unable again in Phase 2: the Battle ends');
    const changes = events.of<BattleChangeEvent>('army-battle-change').map((e) => e.detail);
    expect(changes.some((c) => c.phase === 2)).to.equal(true);
    expect(changes.at(-1)!.step).to.equal('ended');
    const ends = events.of<BattleEndEvent>('army-battle-end');
    expect(ends).to.have.length(1);
    expect(ends[0]!.detail.winner).to.equal('Ayla');
    expect(Object.keys(ends[0]!.detail.kills)).to.deep.equal(['Ayla', 'Brann']);
    // Told aloud as it happened: the end of the Battle.
    expect(text(el.shadowRoot!.querySelector('[aria-live=assertive]'))).to.contain('the Battle ends');
  });

  it('AC-MO-2: a Battle can end by a Rout, said in the status, aloud and in the report', async () => {
    const el = await board({ seed: 'rout' });
    await click(el, 'Start the Battle');
    await playOut(el);
    expect(status(el)).to.equal('Ayla wins the Battle: Brann is Routed and loses the Battle');
    expect(text(el.shadowRoot!.querySelector('[aria-live=assertive]'))).to.contain('Brann is Routed');
    const shown = text(await report(el));
    expect(shown).to.contain('(Routed)');
    expect(shown).to.contain("Brann's Routed army is placed 2 of its moves away AC-MO-2");
    expect(shown).to.contain('These two armies cannot battle again for 1 hour AC-BA-6');
  });

  it('AC-MO-6, AC-BA-4: any order of the buttons ends the Battle', async () => {
    for (const seed of ['a', 'b', 'c']) {
      const el = await board({ seed });
      await click(el, 'Start the Battle');
      // The last button each time: Pass whenever it is offered.
      const pressed = await playOut(el, { pick: (buttons) => buttons[buttons.length - 1]! });
      expect(el.battle!.step, seed).to.equal('ended');
      expect(pressed).to.be.below(400);
      el.remove();
    }
  });

  it('Undo goes back any number of steps, dice included, across the change to Phase 2', async () => {
    const el = await board({ seed: 'whole' });
    await click(el, 'Start the Battle');
    const statuses: string[] = [status(el)];
    await playOut(el, {
      until: () => {
        statuses.push(status(el));
        return el.battle!.phase === 2 && el.battle!.step === 'offense';
      },
    });
    statuses.shift(); // `until` saw the first status again before the first press
    expect(el.battle!.phase, 'reached Phase 2').to.equal(2);
    for (let i = statuses.length - 1; i > 0; i--) {
      await click(el, 'Undo');
      expect(status(el)).to.equal(statuses[i - 1]);
    }
    expect(el.battle!.phase).to.equal(1);
    expect(status(el)).to.contain('roll for who chooses the first turn');
  });

  it('with state-key, a reload mid-Battle goes on from the same step, and the Battle can be finished', async () => {
    const first = await board({ key: 'ford' });
    await click(first, 'Start the Battle');
    for (let i = 0; i < 6; i++) await click(first, actions(first)[0]!);
    const before = status(first);
    first.remove();
    const again = await board({ key: 'ford' });
    expect(status(again)).to.equal(before);
    await playOut(again);
    expect(again.battle!.step).to.equal('ended');
  });

  it('with state-key, two tabs stay in step: a step taken in one shows in the other', async () => {
    const here = await board({ key: 'ford' });
    await click(here, 'Start the Battle');
    const saved = localStorage.getItem('army-combat:army-battle:ford');
    // The other tab: its own board, told by the browser that the key changed.
    await click(here, actions(here)[0]!);
    const after = localStorage.getItem('army-combat:army-battle:ford');
    localStorage.setItem('army-combat:army-battle:ford', saved!);
    const there = await board({ key: 'ford' });
    expect(status(there)).to.contain('roll for who chooses');
    localStorage.setItem('army-combat:army-battle:ford', after!);
    window.dispatchEvent(new StorageEvent('storage', { key: 'army-combat:army-battle:ford', newValue: after }));
    await there.updateComplete;
    expect(status(there)).to.equal(status(here));
  });

  it('a damaged saved Battle is reset with a note, and a new one can start', async () => {
    localStorage.setItem(
      'army-combat:army-battle:ford',
      JSON.stringify({ version: 2, state: { setup: 1, steps: [], sides: [] } }),
    );
    const el = await board({ key: 'ford' });
    expect(problems(el).join(' ')).to.contain('could not be used, so it was reset');
    await click(el, 'Start the Battle');
    expect(el.battle).to.not.equal(null);
  });

  it('says what is missing when a commander has no army inside', async () => {
    const el = fixtureSync<ArmyBattle>(
      html`<army-battle>
        <morale-tracker name="Ayla" level="6"></morale-tracker>
        <morale-tracker name="Brann" npc morale="5"></morale-tracker>
      </army-battle>`,
    );
    await waitUntil(
      () => problems(el).join(' ').includes('No <army-roster commander="Ayla">'),
      'nothing said',
      LOADING,
    );
    expect(actions(el), 'no Start').to.have.length(0);
    expect(el.battle).to.equal(null);
  });

  it('real dice: each roll waits for the dice thrown, checks them, and asks for as many as the roll takes', async () => {
    const el = await board();
    await click(el, control(el, 'Enter the real dice'));
    await click(el, 'Start the Battle');
    await click(el, 'Roll for who chooses the first turn (AC-BA-1)');
    expect(el.battle!.step).to.equal('roll-chooser'); // nothing rolled yet: it waits for the dice
    await typeInto(el, 'Dice for', '7');
    await click(el, 'Use these dice');
    expect(problems(el)).to.deep.equal(['Each die shows 1 to 6: "7" is not a die.']);
    await typeInto(el, 'Dice for', '4 4');
    await click(el, 'Use these dice');
    // R11: a tie is rolled again.
    expect(text(el.shadowRoot!.querySelector('[aria-label="Just now"]'))).to.contain('Ayla rolls 4, Brann rolls 4');
    await click(el, 'Roll for who chooses the first turn (AC-BA-1)');
    await typeInto(el, 'Dice for', '2 5');
    await click(el, 'Use these dice');
    expect(status(el)).to.equal('Before the Battle · Brann: choose who takes the first turn (AC-BA-1)');
    await click(el, 'Ayla takes the first turn');
    await click(el, 'Attack with Spearmen (3)');
    await click(el, 'Defend with Soldier (2)');
    await playOut(el, { until: () => el.battle!.step === 'resolve' });
    await click(el, 'Roll the dice and resolve the Skirmish');
    // Asked for the number the roll takes at once: the Aggressor's 2d6 (AC-SK-3), then the Soldier's die.
    expect(text(el.shadowRoot!.querySelector('.dice-entry'))).to.contain(
      'Enter 3 dice, each 1 to 6, in the order thrown: Spearmen (2d6, keep the higher: Aggressor on Offense) and Soldier (1d6)',
    );
    await typeInto(el, 'Dice for', '6');
    await click(el, 'Use these dice');
    expect(text(el.shadowRoot!.querySelector('.dice-entry'))).to.contain(
      'Kept: 6. Enter the other 2 dice of this throw.',
    );
    await typeInto(el, 'Dice for', '1 3 5');
    await click(el, 'Use these dice');
    expect(problems(el)).to.deep.equal(['This roll takes 3 dice, not 4: enter 3.']);
    await typeInto(el, 'Dice for', '6 1 3');
    await click(el, 'Use these dice');
    expect(problems(el)).to.have.length(0);
    // The Spearmen keep the higher of 6 and 1; the Soldier rolled 3: the roll card shows the sums behind the totals.
    const shown = text(el.shadowRoot!.querySelector('[aria-label="Just now"]'));
    expect(shown).to.contain('Strength 3 + Die 6 + Reach 1 = 10');
    expect(shown).to.contain('Strength 2 + Die 3 = 5');
  });

  it('R7: the ruling a decision rests on is shown with it', async () => {
    const el = await board({ aylaClass: 'chirurgeon' });
    await click(el, 'Start the Battle');
    await playOut(el, { until: () => el.battle!.step === 'pre-battle' });
    expect(actionNames(el)).to.include('Chirurgeon: field the free Alchemy Lab (R7)');
    const rulings = [...el.shadowRoot!.querySelectorAll('.rulings summary')].map(text);
    expect(rulings).to.include('R7 · The Alchemy Lab');
    // Its text is drawn when opened, as a reader opens it.
    const alchemy = await openPanel(el, 'R7 · The Alchemy Lab');
    expect(text(alchemy)).to.contain('Equipment unit of Strength 1');
  });

  it('the log, the rulings and the armies are drawn only while open; Morale and piles start open', async () => {
    const el = await board({ aylaClass: 'chirurgeon' });
    await click(el, 'Start the Battle');
    await playOut(el, { until: () => el.battle!.step === 'pre-battle' });
    const log = el.shadowRoot!.querySelector('details[part~=log]')!;
    expect([...log.children].map((c) => c.localName)).to.deep.equal(['summary']);
    await openPanel(el, 'Log');
    expect(text(log.querySelector('li'))).to.equal('Battle: Ayla against Brann; all cards in hand (AC-BA-1)');
    const rulings = [...el.shadowRoot!.querySelectorAll('.rulings details')];
    expect(rulings.every((d) => !d.querySelector('p'))).to.equal(true);
    expect(text(el.shadowRoot!.querySelector('.piles'))).to.contain('Shield Wall');
    const armies = await openPanel(el, 'Commanders and armies');
    expect(armies.querySelector('slot')!.assignedElements()).to.have.length(4);
    armies.querySelector('summary')!.click();
    await waitUntil(() => !armies.querySelector('slot'), 'the closed armies panel still draws its slot', LOADING);
  });

  it('keyboard only: Tab to Start, then Enter on each decision plays the Battle to its end', async () => {
    const el = await board({ seed: 'whole' });
    const start = actions(el)[0]!;
    for (let i = 0; i < 10 && el.shadowRoot!.activeElement !== start; i++) await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(start);
    for (let i = 0; i < 60 && el.battle?.step !== 'ended'; i++) {
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
    }
    expect(el.battle!.step).to.equal('ended');
    // The last decision's button is gone: the keyboard goes on to "Apply", and from there (disabled) to "New Battle".
    const focused = () => text(el.shadowRoot!.activeElement);
    await waitUntil(() => focused() === 'Apply to the armies and Morale', `focus on "${focused()}"`, LOADING);
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(focused()).to.equal('New Battle');
  });

  it('on a phone, a roll pressed at the foot of the screen brings its card and every next choice into view', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await board({ seed: 'whole' });
    const page = document.createElement('div'); // the board is far down a long page
    page.className = 'tall-page';
    page.append(document.createElement('p'));
    page.querySelector('p')!.textContent = 'Rules text above the board.';
    el.before(page);
    const tall = document.createElement('style');
    tall.textContent = '.tall-page { block-size: 2000px; }';
    document.head.append(tall);
    try {
      await click(el, 'Start the Battle');
      // Rolled again on a tie (R11), each time from the foot of the screen.
      for (let i = 0; i < 5 && el.battle!.step === 'roll-chooser'; i++) {
        const roll = actions(el)[0]!;
        roll.scrollIntoView({ block: 'end' });
        roll.focus();
        await sendKeys({ press: 'Enter' });
        await settle(el);
      }
      const inView = (node: Element) => {
        const box = node.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= 844;
      };
      expect(el.battle!.step, 'the roll decided who chooses').to.equal('choose-first');
      for (const b of actions(el)) expect(inView(b), `${text(b)} ${b.getBoundingClientRect().top}`).to.equal(true);
      expect(inView(el.shadowRoot!.querySelector('.roll-card')!), 'the roll card').to.equal(true);
    } finally {
      page.remove();
      tall.remove();
    }
  });

  it('on a phone (390 × 844) the decision, its status and its buttons are on screen without scrolling', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await board({ seed: 'whole' });
    await click(el, 'Start the Battle');
    await playOut(el, { until: () => el.battle!.step === 'offense' });
    await settle(el);
    const inView = (node: Element) => {
      const box = node.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= 844 && box.right <= 390;
    };
    expect(inView(el.shadowRoot!.querySelector('output[part~=status]')!)).to.equal(true);
    for (const b of actions(el)) expect(inView(b), text(b)).to.equal(true);
  });
});
