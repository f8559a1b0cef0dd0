// Where the keyboard goes after a step: on from the board's next action whichever control took it (the board's, a
// roster's or a resolver's inside, "Play for Brann"), never pulled by the autopilot from a control still there, and
// after Undo the control it is on stays on screen.
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';

import type { ArmyBattle } from '../../src/elements/army-battle/army-battle.js';
import type { ArmyRoster } from '../../src/elements/army-roster/army-roster.js';
import type { SkirmishResolver } from '../../src/elements/skirmish-resolver/skirmish-resolver.js';
import { actions, board, playOut, settle } from './army-battle-helpers.js';
import { button, click, eventually, openPanel, restorePage, text } from './helpers.js';

const roster = (el: Element, name: string) => el.querySelector<ArmyRoster>(`army-roster[name="${name}"]`)!;
const actorName = (el: ArmyBattle) => el.battle!.commanders[el.battle!.actor].name;
/** The keyboard is on one of the board's actions (not on the page's body). */
const onAction = (el: ArmyBattle) =>
  document.activeElement === el && actions(el).some((b) => b === el.shadowRoot!.activeElement);
/** What the keyboard is on, for a failure's message. */
const where = (el: ArmyBattle) =>
  document.activeElement === el ? text(el.shadowRoot!.activeElement) || 'the board' : document.activeElement?.localName;

/** Presses `target` with the keyboard, as a game master does: focus, then Enter. */
async function press(el: ArmyBattle, target: HTMLElement) {
  target.focus();
  await sendKeys({ press: 'Enter' });
  await settle(el);
}

describe('<army-battle> keyboard after a step', function () {
  this.timeout(60_000);
  beforeEach(() => localStorage.clear());
  afterEach(restorePage);

  it('is accessible with a Battle under way', async () => {
    const el = await board();
    await click(el, 'Start the Battle');
    await playOut(el, { until: () => el.battle!.step === 'offense' });
    await expect(el).to.be.accessible();
  });

  it("a card played from a roster inside goes on from the board's next action", async () => {
    const el = await board();
    await click(el, 'Start the Battle');
    await playOut(el, { until: () => el.battle!.step === 'offense' && actorName(el) === 'Ayla' });
    await openPanel(el, 'Commanders and armies');
    await settle(el);
    const vanguard = roster(el, 'Vanguard');
    await press(el, button(vanguard, 'Attack with Spearmen (3)'));
    expect(onAction(el), `on ${where(el)}`).to.equal(true);
    const bandits = roster(el, 'Bandits');
    await press(el, button(bandits, 'Defend with Soldier (2)'));
    expect(onAction(el), `on ${where(el)}`).to.equal(true);
  });

  it("a roll from a resolver inside goes on from the board's next action", async () => {
    const el = await board({ resolver: true });
    const resolver = el.querySelector<SkirmishResolver>('skirmish-resolver')!;
    await click(el, 'Start the Battle');
    await playOut(el, { until: () => el.battle!.step === 'resolve' });
    await openPanel(el, 'Commanders and armies');
    await settle(el);
    await press(el, button(resolver, 'Roll the dice and resolve the Skirmish'));
    expect(el.battle!.step).to.not.equal('resolve');
    expect(onAction(el), `on ${where(el)}`).to.equal(true);
  });

  for (const oddsBattles of [0, 200]) {
    it(`"Play for Brann" (${oddsBattles ? 'by the estimate' : 'quick'}) leaves the keyboard on the board, not the page's top`, async () => {
      const el = await board({ seed: 'npc', oddsBattles });
      await click(el, 'Start the Battle');
      await playOut(el, { until: () => el.battle!.step === 'defense' && actorName(el) === 'Brann' });
      const before = el.battle;
      await press(el, button(el, 'Play for Brann'));
      await eventually(() => el.battle !== before, 30_000);
      await settle(el);
      // Brann's Defense played: Ayla decides (or Brann again, his button still there).
      const play = el.shadowRoot!.querySelector('.autopilot button');
      expect(onAction(el) || (play !== null && el.shadowRoot!.activeElement === play), `on ${where(el)}`).to.equal(
        true,
      );
    });
  }

  it("the autopilot's steps leave the keyboard on a control the game master is on", async () => {
    const el = await board({ seed: 'turns', oddsBattles: 200 });
    await click(el, 'Start the Battle');
    await playOut(el, { until: () => actorName(el) === 'Brann' });
    await click(el, "Play Brann's turns");
    const undo = button(el, 'Undo');
    undo.focus();
    await eventually(() => el.battle!.step === 'ended' || actorName(el) === 'Ayla', 30_000);
    await settle(el);
    expect(el.shadowRoot!.activeElement === undo, `on ${where(el)}`).to.equal(true);
  });

  it('after Undo on a phone, the control the keyboard is on stays on screen', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await board({ seed: 'ford', brannMorale: 9 });
    await click(el, 'Start the Battle');
    await playOut(el, { until: () => el.battle!.step === 'offense' });
    // A Skirmish rolled, then the next Offense card, face down: Undo brings the Skirmish's card back above.
    await playOut(el, { until: () => el.battle!.step === 'resolve' });
    await click(el, actions(el)[0]!);
    await playOut(el, { until: () => el.battle!.step === 'offense' });
    await click(el, actions(el)[0]!);
    expect(el.battle!.step).to.equal('defense');
    // Undo near the foot of the screen, as on a page with more above the board.
    const undo = button(el, 'Undo');
    const above = document.createElement('div');
    above.style.height = `${Math.max(0, 820 - undo.getBoundingClientRect().bottom)}px`;
    el.before(above);
    await press(el, undo);
    expect(el.battle!.step).to.equal('offense');
    const shown = (el.shadowRoot!.activeElement ?? undo).getBoundingClientRect();
    expect([shown.top >= 0, shown.bottom <= 844], `${shown.top}–${shown.bottom} px`).to.deep.equal([true, true]);
    above.remove();
  });
});
