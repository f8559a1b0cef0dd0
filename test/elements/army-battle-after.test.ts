// After the Battle, nothing is lost: "New Battle" asks before a result not applied is set aside, Apply reaches the
// rosters' and trackers' saved state (a reload shows it), and the Battles a new one replaced stay in "Battles today".
import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';

import type { ArmyBattle } from '../../src/elements/army-battle/army-battle.js';
import type { ArmyRoster } from '../../src/elements/army-roster/army-roster.js';
import type { MoraleTracker } from '../../src/elements/morale-tracker/morale-tracker.js';
import { actions, board, playOut, report, settle, status } from './army-battle-helpers.js';
import { referenceBoard } from './army-battle-page.js';
import {
  button,
  click,
  findButton,
  LOADING,
  openPanel,
  problems,
  restorePage,
  result,
  text,
  warningsDuring,
} from './helpers.js';

/** The page of a board whose widgets inside are kept too (each its own `state-key`), as written again on a reload. */
async function keptBoard() {
  const el = fixtureSync<ArmyBattle>(
    html`<army-battle state-key="ford" seed="rout" odds-battles="0">
      <morale-tracker name="Ayla" level="6" state-key="ayla"></morale-tracker>
      <army-roster commander="Ayla" name="Vanguard" state-key="vanguard">
        <army-unit name="Spearmen" strength="3" role="aggressor" traits="reach"></army-unit>
        <army-unit name="Archers" strength="2" traits="ranged"></army-unit>
        <army-unit name="Shield Wall" strength="2" role="guardian"></army-unit>
      </army-roster>
      <morale-tracker name="Brann" npc morale="5" state-key="brann"></morale-tracker>
      <army-roster commander="brann" name="Bandits" state-key="bandits">
        <army-unit name="Soldier" strength="2"></army-unit>
        <army-unit name="Bandit Mob" strength="1"></army-unit>
        <army-unit name="Raiders" strength="2" role="aggressor"></army-unit>
      </army-roster>
    </army-battle>`,
  );
  // Reloaded after the Battle, the board offers no step: it is ready once its status is more than "Loading".
  await waitUntil(() => el.battle || actions(el).length, 'the board never loaded its Battle', LOADING);
  await settle(el);
  return el;
}

const roster = (el: ArmyBattle, name: string) => el.querySelector<ArmyRoster>(`army-roster[name="${name}"]`)!;
const tracker = (el: ArmyBattle, name: string) => el.querySelector<MoraleTracker>(`morale-tracker[name="${name}"]`)!;
/** A roster's units as it lists them on its own (not in a Battle's view). */
const units = (r: ArmyRoster) => [...r.shadowRoot!.querySelectorAll('[part~=card] .name')].map(text);
const confirmation = (el: ArmyBattle) => el.shadowRoot!.querySelector<HTMLElement>('.confirm');

describe('<army-battle> after the Battle', function () {
  beforeEach(() => localStorage.clear());
  afterEach(restorePage);

  it('an ended Battle survives "New Battle" unless the GM confirms; the one set aside stays in "Battles today"', async () => {
    const el = await board({ key: 'kept', seed: 'rout' });
    await expect(el).to.be.accessible();
    await click(el, 'Start the Battle');
    await playOut(el);
    await report(el);
    const ended = status(el);
    await click(el, 'New Battle');
    // Asked first, the keyboard on the first answer; Escape keeps the Battle as it was.
    expect(text(confirmation(el))).to.contain('is not applied to the armies and Morale yet');
    expect(el.shadowRoot!.activeElement?.textContent?.trim()).to.equal('Apply, then start a new Battle');
    await expect(el).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(confirmation(el)).to.equal(null);
    expect(status(el)).to.equal(ended);
    expect(el.shadowRoot!.activeElement?.textContent?.trim()).to.equal('New Battle');
    await click(el, 'New Battle');
    await click(el, 'Keep this Battle');
    expect(el.battle!.step).to.equal('ended');
    // Confirmed: the new Battle starts, the old one is listed with its report and that it was not applied.
    await click(el, 'New Battle');
    await click(el, 'Start without applying');
    await settle(el);
    expect(el.battle!.step).to.not.equal('ended');
    // The button pressed is gone: the keyboard goes on from the new Battle's first action.
    const first = el.shadowRoot!.querySelector('[part~=actions] button');
    expect(el.shadowRoot!.activeElement === first, 'the keyboard on the first action').to.equal(true);
    const today = await openPanel(el, 'Battles today (1)');
    expect(text(today)).to.contain('Battle: Ayla against Brann').and.to.contain('Not applied');
    expect(text(today)).to.contain(`${ended.split(' wins')[0]!.split('· ').pop()} wins`);
    // Kept under the board's state-key: the page written again lists it.
    el.remove();
    const again = await board({ key: 'kept', seed: 'rout' });
    expect(findButton(again, 'New Battle')).to.equal(undefined); // the Battle under way, not the ended one
    expect(text(await openPanel(again, 'Battles today (1)'))).to.contain('Not applied');
  });

  it('Apply reaches the rosters and trackers: they leave the Battle, and a reload shows the result', async () => {
    const el = await keptBoard();
    await click(el, 'Start the Battle');
    await playOut(el);
    const shown = await report(el);
    const lost = el.battle!.commanders[1].killed.map((id) => el.battle!.cards[id]!.unit.name);
    expect(lost, 'the seed loses Brann a unit').to.have.length.above(0);
    const reported = text(shown.querySelectorAll('tbody tr')[1]!.querySelectorAll('td')[0]);
    await openPanel(el, 'Commanders and armies');
    await settle(el);
    expect(text(roster(el, 'Bandits').shadowRoot!.querySelector('.battle-cards .badge'))).to.contain('over');
    await click(el, 'Apply to the armies and Morale');
    await settle(el);
    // Out of the Battle's view at once, with the result.
    for (const name of ['Vanguard', 'Bandits'])
      expect(roster(el, name).shadowRoot!.querySelector('.battle-cards'), name).to.equal(null);
    expect(units(roster(el, 'Bandits'))).to.not.include.members(lost);
    const morale = result(tracker(el, 'Brann'));
    expect(morale).to.not.equal('5');
    expect(reported.startsWith(morale), `${reported} is the report's`).to.equal(true);
    // Undo is still offered, and says what it now does.
    expect(button(el, 'Undo').disabled).to.equal(false);
    expect(text(el.shadowRoot!.querySelector('.tools + p'))).to.contain(
      'Undo takes the result back out of the rosters and trackers below',
    );
    // "Reload": the page's elements written again with the same keys.
    el.remove();
    const again = await keptBoard();
    await openPanel(again, 'Commanders and armies');
    await settle(again);
    expect(units(roster(again, 'Bandits'))).to.not.include.members(lost);
    expect(units(roster(again, 'Bandits'))).to.have.length(3 - lost.length);
    expect(result(tracker(again, 'Brann'))).to.equal(morale);
    expect(roster(again, 'Bandits').shadowRoot!.querySelector('.battle-cards')).to.equal(null);
    expect(button(again, 'Applied to the armies and Morale').disabled).to.equal(true);
    // A reload keeps no Undo in the rosters and trackers: the board's Undo takes nothing back, and says why.
    const note = () => text(again.shadowRoot!.querySelector('.report [role=status], .report .note'));
    await click(again, 'Undo');
    await waitUntil(() => note().startsWith('The result stays applied'), `the note says: ${note()}`);
    expect(note()).to.contain('or the page was loaded again since (a reload keeps no Undo)');
    expect(units(roster(again, 'Bandits'))).to.have.length(3 - lost.length);
    expect(result(tracker(again, 'Brann'))).to.equal(morale);
    // Applied, "New Battle" asks nothing: the next Battle starts from the armies as they are now.
    await click(again, 'New Battle');
    await settle(again);
    expect(confirmation(again)).to.equal(null);
    await click(again, 'Start the Battle'); // Brann, Routed with 0 Morale, is not put into a Battle unasked
    await settle(again);
    expect(again.battle!.cards.filter((card) => card.owner === 1)).to.have.length(3 - lost.length);
    expect(text(await openPanel(again, 'Battles today (1)'))).to.contain('Applied to the armies and Morale');
  });

  it('Undo after Apply takes the result back out of every roster and tracker, or out of none when one changed since', async () => {
    const el = await keptBoard();
    await click(el, 'Start the Battle');
    await playOut(el);
    await report(el);
    await openPanel(el, 'Commanders and armies');
    await settle(el);
    const lost = el.battle!.commanders[1].killed.length;
    const before = { bandits: units(roster(el, 'Bandits')), brann: JSON.stringify(tracker(el, 'Brann').moraleState) };
    const note = () => text(el.shadowRoot!.querySelector('.report [role=status], .report .note'));
    await click(el, 'Apply to the armies and Morale');
    await settle(el);
    expect(units(roster(el, 'Bandits'))).to.have.length(3 - lost);
    const applied = JSON.stringify(tracker(el, 'Brann').moraleState);
    expect(applied).to.not.equal(before.brann);
    await click(el, 'Undo');
    await waitUntil(() => note().startsWith('Taken back'), `the note says: ${note()}`);
    await settle(el);
    expect(units(roster(el, 'Bandits'))).to.deep.equal(before.bandits);
    expect(JSON.stringify(tracker(el, 'Brann').moraleState)).to.equal(before.brann);
    expect(button(el, 'Apply to the armies and Morale').disabled).to.equal(false);
    expect(el.battle!.step, 'the Battle itself is not undone').to.equal('ended');
    // Applied again, then a roster changed: Undo takes back none of it, and says why.
    await click(el, 'Apply to the armies and Morale');
    await settle(el);
    await click(roster(el, 'Vanguard'), 'Remove Archers');
    await settle(el);
    await click(el, 'Undo');
    await waitUntil(() => note().startsWith('The result stays applied'), `the note says: ${note()}`);
    expect(note()).to.contain('Vanguard changed after it');
    expect(units(roster(el, 'Bandits'))).to.have.length(3 - lost);
    expect(JSON.stringify(tracker(el, 'Brann').moraleState)).to.equal(applied);
    expect(units(roster(el, 'Vanguard'))).to.not.include('Archers');
  });

  it('a Battle applied that cost an army every unit is still shown after a reload, with its report', async () => {
    const el = await referenceBoard();
    await waitUntil(() => actions(el).length, 'the board never offered Start', LOADING);
    await click(el, 'Start the Battle');
    await playOut(el);
    const reported = text((await report(el)).querySelector('table'));
    expect(el.battle!.commanders[1].killed, 'the seed costs Mira every unit').to.have.length(3);
    await click(el, 'Apply to the armies and Morale');
    await settle(el);
    el.remove();
    const again = await referenceBoard(); // the page loaded again: each widget restores what it saved
    await waitUntil(() => again.battle, 'the applied Battle was not shown again', LOADING);
    expect(text((await report(again)).querySelector('table'))).to.equal(reported);
    expect(button(again, 'Applied to the armies and Morale').disabled).to.equal(true);
    expect(text(again.shadowRoot!.querySelector('[part~=base]'))).to.not.contain('does not fit');
    again.remove();
  });

  it('"Apply, then start a new Battle" applies before the new Battle reads the armies', async () => {
    const el = await keptBoard();
    await click(el, 'Start the Battle');
    await playOut(el);
    await report(el);
    const lost = el.battle!.commanders[1].killed.length;
    await click(el, 'New Battle');
    await click(el, 'Apply, then start a new Battle');
    await settle(el);
    // Brann, Routed with 0 Morale, would lose the next Battle as it starts (AC-MO-2): the board waits, says why, and
    // the keyboard is on Start.
    expect(el.battle).to.equal(null);
    expect(text(el.shadowRoot!.querySelector('[part~=base]'))).to.contain(
      'Brann has 0 Morale: a Battle now ends as it starts, Brann Routed (AC-MO-2).',
    );
    expect(el.shadowRoot!.activeElement?.textContent?.trim()).to.equal('Start the Battle');
    await click(el, 'Start the Battle');
    await settle(el);
    // Started all the same: it took Brann's army as applied, and ended at once.
    expect(el.battle!.cards.filter((card) => card.owner === 1)).to.have.length(3 - lost);
    expect(el.battle!.step).to.equal('ended');
    expect(roster(el, 'Bandits').cards).to.have.length(3 - lost);
    expect(text(await openPanel(el, 'Battles today (1)'))).to.contain('Applied to the armies and Morale');
  });

  it('a Share link\'s Battle opens as it was, with no word of a reset (nothing was): "Battles today" is not in it', async () => {
    const shared = await board({ key: 'to-share' });
    await click(shared, 'Start the Battle');
    await playOut(shared, { until: () => shared.battle!.step === 'defense' });
    const shownThere = status(shared);
    const { version, state } = JSON.parse(localStorage.getItem('army-combat:army-battle:to-share')!) as {
      version: number;
      state: unknown;
    };
    const markup = shared.innerHTML;
    shared.remove();
    let el!: ArmyBattle;
    const warnings = await warningsDuring(async () => {
      // As a link's page builds it (build-widget.ts): `shared` set before the board is on the page, no `state-key`.
      el = document.createElement('army-battle');
      Object.assign(el, { shared: { version, state } });
      el.setAttribute('odds-battles', '0');
      el.innerHTML = markup;
      document.body.append(el);
      await waitUntil(() => el.battle, 'the shared Battle never loaded', LOADING);
      await settle(el);
    });
    expect(status(el)).to.equal(shownThere);
    expect(problems(el)).to.deep.equal([]);
    expect(warnings).to.deep.equal([]);
    el.remove();
  });
});
