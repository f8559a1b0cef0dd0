// During the Battle: each commander's chance to win from here, "What should Ayla play?" and the autopilot that plays
// Brann, a non-player commander (`<morale-tracker npc>`). Few Battles per estimate (`odds-battles`), so that it stays
// quick; the figures are checked against the rules' own battleOdds.
import { expect } from '@open-wc/testing';

import type { ArmyBattle } from '../../src/elements/army-battle/army-battle.js';
import { battleLog, battleOdds } from '../../src/rules/battle/index.js';
import { pct, pctDigits } from '../../src/shared/odds/odds-view.js';
import { actionNames, actions, board, playOut, status } from './army-battle-helpers.js';
import { click, control, eventually, findButton, openPanel, restorePage, text, typeInto } from './helpers.js';

const chances = (el: ArmyBattle) => el.shadowRoot!.querySelector<HTMLElement>('[part~=chances]');
const shown = (el: ArmyBattle) => text(chances(el));
/** The estimate is all in: no progress bar, the Battles counted. */
const complete = (el: ArmyBattle, battles: string) =>
  chances(el) !== null && !chances(el)!.querySelector('progress') && shown(el).includes(`${battles} Battles`);
/**
 * Resolves with the first frame that shows part of the estimate (figures beside a progress bar), watched as it is
 * drawn: a poll every few milliseconds can miss it when the estimate is quick, and the next worker's message ends it.
 */
const partway = (el: ArmyBattle) =>
  drawnWhen(el, () => Boolean(chances(el)?.querySelector('progress')) && /Ayla \d/.test(shown(el)));
/** Resolves with the first frame in which `shows` holds, before any other task (a worker's message) can change it. */
const drawnWhen = (el: ArmyBattle, shows: () => boolean) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (!shows()) return;
      drawn.disconnect();
      resolve();
    };
    const drawn = new MutationObserver(check);
    drawn.observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true, attributes: true });
    check();
  });
const actorName = (el: ArmyBattle) => el.battle!.commanders[el.battle!.actor].name;

describe('<army-battle> chances during the Battle', function () {
  this.timeout(60_000);
  beforeEach(() => localStorage.clear());
  afterEach(restorePage);

  it('fills in the chance to win from here after every step, and a click during an estimate is taken at once', async () => {
    const el = await board({ seed: 'chances', oddsBattles: 600 });
    await expect(el).to.be.accessible();
    await click(el, 'Start the Battle');
    // Part of the Battles in: figures shown while the progress bar fills (the click below comes then).
    await partway(el);
    const before = status(el);
    actions(el)[0]!.click();
    // The frame of the step, seen as it is drawn: the next step's own estimate may be partway a few tasks later.
    await drawnWhen(el, () => status(el) !== before);
    expect(shown(el), 'the estimate of the step before is gone').to.not.match(/Ayla \d/);
    // In its place the same lines, "…" for each figure, so that nothing below moves when they come.
    expect(shown(el)).to.match(/Ayla …% \(…%–…%\) Brann …% \(…%–…%\)/);
    const height = chances(el)!.getBoundingClientRect().height;
    await el.updateComplete;
    await eventually(() => complete(el, '600'), 30_000);
    expect(chances(el)!.getBoundingClientRect().height, 'the chances kept their height').to.equal(height);
    // The figure is the rules' own: 600 Battles from this state, sensible (greedy) play, the same seed.
    const odds = battleOdds(el.battle!, { battles: 600, seed: 'chances', policy: 'greedy' });
    const [low, high] = odds.interval[0];
    const digits = pctDigits(odds.interval); // one group: the figures and intervals of both commanders
    expect(shown(el)).to.contain(`Ayla ${pct(odds.winChance[0], digits)} (${pct(low, digits)}–${pct(high, digits)})`);
    expect(shown(el)).to.contain('both commanders play sensibly');
    await expect(el).to.be.accessible();
  });

  it('AC-MO-2: simulates nothing once a Rout has decided the Battle, while the Routed units are rolled for', async () => {
    const el = await board({ seed: 'rout', oddsBattles: 200 });
    await click(el, 'Start the Battle');
    await playOut(el, { until: () => el.battle!.winner !== undefined });
    expect(el.battle!.step, 'the seed Routs Brann with units to roll for').to.equal('rout');
    await el.updateComplete;
    expect(chances(el) === null, 'a chance to win shown after the Rout').to.equal(true);
  });

  it('fills its progress bar along its foot, apart from the button above it', async () => {
    const el = await board({ seed: 'chances', oddsBattles: 200_000 });
    await click(el, 'Start the Battle');
    await partway(el);
    const bar = chances(el)!.querySelector('progress')!.getBoundingClientRect();
    const above = Math.max(
      ...[...chances(el)!.querySelectorAll('p, button')].map((e) => e.getBoundingClientRect().bottom),
    );
    expect(bar.top - above, 'space between the last line and the bar').to.be.at.least(2);
    el.oddsBattles = 0; // the estimate ends with the test
  });

  it('draws the chance to win from here in the frame of "Start the Battle", so that nothing under it moves later', async () => {
    const el = await board({ seed: 'chances', oddsBattles: 600 });
    await eventually(() => /Ayla wins \d/.test(text(el.shadowRoot!.querySelector('[part~=odds]'))), 30_000);
    const before = status(el);
    actions(el)[0]!.click();
    await drawnWhen(el, () => status(el) !== before);
    expect(shown(el)).to.match(/^Chance to win from here Ayla …% \(…%–…%\) Brann …% \(…%–…%\)/);
    await eventually(() => complete(el, '600'), 30_000);
  });

  it('lists every legal action of the commander who acts with its chance to win after it, best first', async () => {
    const el = await board({ seed: 'advice', oddsBattles: 200 });
    await click(el, 'Start the Battle');
    await playOut(el, { until: () => el.battle!.step === 'offense' && actorName(el) === 'Ayla' });
    const named = actionNames(el);
    await click(el, await eventually(() => findButton(el, 'What should Ayla play?'), 20_000));
    const list = () => [...el.shadowRoot!.querySelectorAll('.advice li')].map(text);
    // The advice takes the button's place: the keyboard goes on from it, not from the top of the page.
    await eventually(() => el.shadowRoot!.activeElement?.classList.contains('advice'), 20_000);
    await eventually(() => list().length && list().every((line) => /: \d+(\.\d)?% \(/.test(line)), 30_000);
    expect(list().map((line) => line.replace(/: \d.*$/, ''))).to.have.members(named);
    const percents = list().map((line) => Number(/: (\d+(?:\.\d)?)%/.exec(line)![1]));
    expect(percents, 'best first').to.deep.equal([...percents].sort((a, b) => b - a));
  });

  it('"Play for Brann" takes a legal step for him, logged as the autopilot\'s, that Undo takes back', async () => {
    const el = await board({ seed: 'npc', oddsBattles: 200 });
    await click(el, 'Start the Battle');
    await playOut(el, { until: () => actorName(el) === 'Brann' });
    const before = el.battle!;
    const shownBefore = status(el);
    // Brann's decision, then its chances, then the autopilot: on a phone the chances are seen with the decision.
    const autopilot = el.shadowRoot!.querySelector('.autopilot')!;
    const after = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect([
      after(el.shadowRoot!.querySelector('[part~=actions]')!, chances(el)!),
      after(chances(el)!, autopilot),
    ]).to.deep.equal([true, true]);
    await click(el, 'Play for Brann');
    await eventually(() => el.battle !== before, 30_000);
    expect(battleLog(el.battle!).length, 'a step further').to.be.above(battleLog(before).length);
    const log = await openPanel(el, 'Log');
    expect(text(log)).to.contain('Autopilot for Brann:');
    await click(el, 'Undo');
    expect(status(el)).to.equal(shownBefore);
    expect(el.battle!.step).to.equal(before.step);
  });

  it("plays Brann's turns, quick, until Ayla must decide", async () => {
    const el = await board({ seed: 'turns', oddsBattles: 0 });
    await click(el, 'Start the Battle');
    await playOut(el, { until: () => actorName(el) === 'Brann' });
    await click(el, "Play Brann's turns");
    await eventually(() => el.battle!.step === 'ended' || actorName(el) === 'Ayla', 20_000);
    expect(el.shadowRoot!.querySelector('.autopilot'), 'no autopilot while Ayla decides').to.equal(null);
    expect(actions(el).length).to.be.above(0);
  });

  it("R20, AC-MO-2: with his last 3 Morale, Brann's save says it Routs him, and his autopilot is done instead", async () => {
    const el = await board({ seed: 'last-morale', brannMorale: 3, oddsBattles: 200 });
    const real = control(el, 'Enter the real dice');
    if (!real.checked) await click(el, real);
    await click(el, 'Start the Battle');
    await click(el, 'Roll for who chooses the first turn (AC-BA-1)');
    const dice = async (thrown: string) => {
      await typeInto(el, 'Dice for', thrown);
      await click(el, 'Use these dice');
    };
    await dice('6 1');
    await click(el, 'Ayla takes the first turn');
    await click(el, 'Attack with Spearmen (3)');
    await click(el, 'Defend with Soldier (2)');
    await click(el, 'Roll the dice and resolve the Skirmish');
    await dice('2 5 1'); // Spearmen 3 + 5 + Reach 1 = 9 against Soldier 2 + 1 = 3: Killed (AC-SK-7)
    expect(actionNames(el)).to.deep.equal([
      'Save Soldier (2) from the Kill (3 Morale, AC-SK-8): Routs Brann, who loses the Battle (AC-MO-2)',
      'Done',
    ]);
    const before = el.battle!;
    await click(el, 'Play for Brann');
    await eventually(() => el.battle !== before, 30_000);
    expect(el.battle!.step, 'the Battle goes on').not.to.equal('ended');
    expect(text(await openPanel(el, 'Log'))).not.to.contain('Brann is Routed');
  });

  it('AC-BA-5: the two chances to win add up to 100%, each inside its interval as shown', async () => {
    // 200 Battles: a chance is a multiple of 0.5%, so that rounded alone both halves would round up (101%).
    const el = await board({ seed: 'sum', oddsBattles: 200 });
    await click(el, 'Start the Battle');
    const figures = /Ayla ([\d.]+)% \(([\d.]+)%–([\d.]+)%\) Brann ([\d.]+)% \(([\d.]+)%–([\d.]+)%\)/;
    const seen: string[] = [];
    for (let i = 0; i < 8 && el.battle!.step !== 'ended' && el.battle!.winner === undefined; i++) {
      await eventually(() => complete(el, '200'), 30_000);
      const [a, aLow, aHigh, b, bLow, bHigh] = figures.exec(shown(el))!.slice(1).map(Number);
      seen.push(`${a} + ${b}`);
      expect(Math.round((a! + b!) * 10), `step ${i}: ${shown(el)}`).to.equal(1000);
      expect([aLow! <= a! && a! <= aHigh!, bLow! <= b! && b! <= bHigh!], shown(el)).to.deep.equal([true, true]);
      const before = el.battle;
      actions(el)[0]!.click();
      await eventually(() => el.battle !== before);
    }
    expect(seen.length, seen.join(', ')).to.be.above(3);
  });
});
