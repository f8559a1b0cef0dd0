// A whole Battle on one board, played through its buttons only.
import '../../src/elements/army-battle/define.js';
import '../../src/elements/army-roster/define.js';
import '../../src/elements/army-unit/define.js';
import '../../src/elements/morale-tracker/define.js';

import { expect, fixtureSync, html } from '@open-wc/testing';

import type { ArmyBattle } from '../../src/elements/army-battle/army-battle.js';
import type { BattleChangeEvent, BattleEndEvent } from '../../src/events/index.js';
import { click, listen, text, type Widget } from './helpers.js';

/** A board with Ayla's Vanguard against Brann's bandits, once every widget has rendered. */
async function board(key = '', seed = 'ford'): Promise<ArmyBattle> {
  const el = fixtureSync<ArmyBattle>(
    html`<army-battle state-key=${key} seed=${seed}>
      <morale-tracker name="Ayla" level="6" influence="1"></morale-tracker>
      <army-roster commander="Ayla" name="Vanguard">
        <army-unit name="Spearmen" strength="3" role="aggressor" traits="reach"></army-unit>
        <army-unit name="Archers" strength="2" traits="ranged"></army-unit>
        <army-unit name="Shield Wall" strength="2" role="guardian"></army-unit>
      </army-roster>
      <morale-tracker name="Brann" npc morale="5"></morale-tracker>
      <army-roster commander="brann" name="Bandits">
        <army-unit name="Soldier" strength="2"></army-unit>
        <army-unit name="Bandit Mob" strength="1"></army-unit>
        <army-unit name="Raiders" strength="2" role="aggressor"></army-unit>
      </army-roster>
    </army-battle>`,
  );
  await Promise.all([el, ...el.querySelectorAll<Widget>('*')].map((w) => w.updateComplete));
  return el;
}

const status = (el: ArmyBattle) => text(el.shadowRoot!.querySelector('output[part~=status]'));
const actions = (el: ArmyBattle) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~=actions] button')];

/** Presses the first legal action until the Battle ends; returns how many were pressed. */
async function playOut(el: ArmyBattle, pick = (buttons: HTMLButtonElement[]) => buttons[0]!) {
  let pressed = 0;
  while (el.battle?.step !== 'ended' && pressed < 400) {
    pick(actions(el)).click();
    await el.updateComplete;
    pressed++;
  }
  return pressed;
}

describe('<army-battle>', () => {
  beforeEach(() => localStorage.clear());

  it('is accessible before and during a Battle', async () => {
    const el = await board();
    await expect(el).to.be.accessible();
    await click(el, 'Start the Battle');
    await expect(el).to.be.accessible();
  });

  it('AC-BA-1: starts with both armies in hand, and asks who takes the first turn', async () => {
    const el = await board();
    expect(status(el)).to.contain('Ready');
    await click(el, 'Start the Battle');
    expect(status(el)).to.equal('Before the Battle · Ayla: choose who takes the first turn (AC-BA-1)');
    expect(actions(el).map((b) => b.textContent.trim())).to.deep.equal([
      'Ayla takes the first turn',
      'Brann takes the first turn',
    ]);
    await click(el, actions(el)[0]!);
    expect(status(el)).to.match(/^Phase 1 · Ayla on Offense · Ayla: play a card on Offense/);
    expect(actions(el).map((b) => b.textContent.trim())).to.include.members([
      'Attack with Spearmen (3)',
      'Attack with Archers (2)',
      'Pass (costs 1 Morale, AC-MO-6)',
    ]);
  });

  it('AC-BA-3, AC-BA-5: a whole seeded Battle played through the buttons reaches a winner, told once', async () => {
    const el = await board('', 'whole');
    const events = listen('army-battle-change', 'army-battle-end');
    try {
      await click(el, 'Start the Battle');
      // Cards before passing: the last button is Pass or a Ritual, so the first one plays.
      await playOut(el);
    } finally {
      events.stop();
    }
    expect(el.battle!.step).to.equal('ended');
    expect(status(el)).to.match(/^(Ayla|Brann) wins the Battle: /);
    const ends = events.of<BattleEndEvent>('army-battle-end');
    expect(ends).to.have.length(1);
    expect(ends[0]!.detail.winner).to.be.oneOf(['Ayla', 'Brann']);
    expect(Object.keys(ends[0]!.detail.kills)).to.deep.equal(['Ayla', 'Brann']);
    const changes = events.of<BattleChangeEvent>('army-battle-change').map((e) => e.detail);
    expect(changes.at(-1)!.step).to.equal('ended');
    expect(changes.some((c) => c.phase === 2)).to.equal(el.battle!.phase === 2);
  });

  it('AC-MO-6, AC-BA-4: passing in a row ends it; any order of the buttons ends the Battle', async () => {
    for (const seed of ['a', 'b', 'c']) {
      const el = await board('', seed);
      await click(el, 'Start the Battle');
      // The last button each time: Pass whenever it is offered.
      const pressed = await playOut(el, (buttons) => buttons[buttons.length - 1]!);
      expect(el.battle!.step, seed).to.equal('ended');
      expect(pressed).to.be.below(400);
      el.remove();
    }
  });

  it('Undo goes back any number of steps, dice included, across a Phase change', async () => {
    const el = await board('', 'undo');
    await click(el, 'Start the Battle');
    const statuses: string[] = [status(el)];
    while (el.battle!.phase === 1 && el.battle!.step !== 'ended') {
      actions(el)[0]!.click();
      await el.updateComplete;
      statuses.push(status(el));
    }
    const steps = statuses.length - 1;
    for (let i = steps; i > 0; i--) {
      await click(el, 'Undo');
      expect(status(el)).to.equal(statuses[i - 1]);
    }
    expect(status(el)).to.contain('choose who takes the first turn');
  });

  it('with state-key, a reload mid-Battle goes on from the same step, and the Battle can be finished', async () => {
    const first = await board('ford');
    await click(first, 'Start the Battle');
    for (let i = 0; i < 6; i++) await click(first, actions(first)[0]!);
    const before = status(first);
    first.remove();
    const again = await board('ford');
    expect(status(again)).to.equal(before);
    await playOut(again);
    expect(again.battle!.step).to.equal('ended');
  });

  it('a damaged saved Battle is reset with a note, and a new one can start', async () => {
    localStorage.setItem(
      'army-combat:army-battle:ford',
      JSON.stringify({ version: 1, state: { setup: 1, steps: [] } }),
    );
    const el = await board('ford');
    expect(text(el.shadowRoot!.querySelector('[part~=problems]'))).to.contain('could not be used, so it was reset');
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
    await el.updateComplete;
    await click(el, 'Start the Battle');
    expect(text(el.shadowRoot!.querySelector('[part~=problems]'))).to.contain('No <army-roster commander="Ayla">');
    expect(el.battle).to.equal(null);
  });
});
