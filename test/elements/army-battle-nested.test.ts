// The widgets inside a board follow its Battle (@lit/context): the rosters show its piles and play its cards, the
// trackers its Morale, a resolver the exact odds of its Skirmish; after the Battle the report goes back to them.
import { expect } from '@open-wc/testing';

import type { ArmyRoster } from '../../src/elements/army-roster/army-roster.js';
import type { MoraleTracker } from '../../src/elements/morale-tracker/morale-tracker.js';
import type { SkirmishResolver } from '../../src/elements/skirmish-resolver/skirmish-resolver.js';
import { board, playOut, report, settle, status } from './army-battle-helpers.js';
import { button, click, eventually, findButton, openPanel, restorePage, result, text } from './helpers.js';

const roster = (el: Element, name: string) => el.querySelector<ArmyRoster>(`army-roster[name="${name}"]`)!;
const tracker = (el: Element, name: string) => el.querySelector<MoraleTracker>(`morale-tracker[name="${name}"]`)!;

/** A roster's cards as the Battle shows them: "Spearmen · In hand". */
const battleCards = (r: ArmyRoster) =>
  [...r.shadowRoot!.querySelectorAll('.battle-cards .card')].map(
    (card) => `${text(card.querySelector('.name'))} · ${text(card.querySelector('.state'))}`,
  );

describe('<army-battle> with the widgets inside', () => {
  beforeEach(() => localStorage.clear());
  afterEach(restorePage);

  it("a roster shows its cards in the Battle's piles and plays them through the board", async () => {
    const el = await board();
    await click(el, 'Start the Battle');
    await playOut(el, { until: () => el.battle!.step === 'offense' });
    // Folded away once the Battle has started (a phone shows the decision first): the GM opens it.
    await openPanel(el, 'Commanders and armies');
    await settle(el);
    const vanguard = roster(el, 'Vanguard');
    await expect(vanguard).to.be.accessible();
    expect(text(vanguard.shadowRoot!.querySelector('.battle-cards .badge'))).to.equal(
      '⚔ In the Battle · Phase 1 · on Offense',
    );
    expect(battleCards(vanguard)).to.deep.equal([
      'Spearmen · ● In hand',
      'Archers · ● In hand',
      'Shield Wall · ● In hand',
    ]);
    // The roster's own Battle buttons give way to the board's.
    expect(findButton(vanguard, 'Start Battle')).to.equal(undefined);
    await click(vanguard, button(vanguard, 'Attack with Spearmen (3)'));
    await settle(el);
    expect(status(el)).to.match(/^Phase 1 · Ayla on Offense · Brann: play a card on Defense/);
    // AC-SK-1, R17: face down, the card is still shown in hand until the Defense is chosen.
    expect(battleCards(vanguard)[0]).to.equal('Spearmen · ● In hand');
    // Brann's roster now offers his Defense plays; Ayla's offers nothing.
    expect(findButton(vanguard, 'Defend with')).to.equal(undefined);
    await click(roster(el, 'Bandits'), button(roster(el, 'Bandits'), 'Defend with Soldier (2)'));
    await settle(el);
    expect(el.battle!.pending?.defense).to.not.equal(undefined);
    expect(battleCards(vanguard)[0]).to.equal('Spearmen · In the Skirmish'); // both revealed together
  });

  it("a tracker shows the Battle's Morale and leaves changing it to the board", async () => {
    const el = await board();
    await click(el, 'Start the Battle');
    await playOut(el, { until: () => el.battle!.step === 'offense' });
    await settle(el);
    const ayla = tracker(el, 'Ayla');
    const before = Number(result(ayla));
    expect(ayla.shadowRoot!.querySelector('[part~=actions]')).to.equal(null);
    expect(text(ayla.shadowRoot!.querySelector('[part~=note]'))).to.equal(
      'Morale as in the Battle on the board; Apply writes the result here.',
    );
    await click(el, 'Pass (costs 1 Morale, AC-MO-6)');
    await settle(el);
    expect(Number(result(ayla))).to.equal(before - 1);
  });

  it("a resolver shows the exact odds of the Battle's Skirmish and rolls it through the board", async () => {
    const el = await board({ resolver: true });
    const resolver = el.querySelector<SkirmishResolver>('skirmish-resolver')!;
    await click(el, 'Start the Battle');
    await playOut(el, { until: () => el.battle!.step === 'offense' });
    await eventually(() => resolver.shadowRoot!.querySelector('.skirmish-now'));
    expect(text(resolver.shadowRoot!.querySelector('.skirmish-now'))).to.contain('once both cards are down');
    await click(el, 'Attack with Spearmen (3)');
    await click(el, 'Defend with Soldier (2)');
    await settle(el);
    const shown = text(resolver.shadowRoot!.querySelector('.skirmish-now'));
    // AC-SK-3: Spearmen (Aggressor, Reach) against a Soldier: the same exact odds the rules give a lone resolver.
    expect(shown).to.contain('Spearmen (3) (Ayla) against Soldier (2) (Brann)');
    expect(shown).to.match(/Ayla wins \d+(\.\d)?%/);
    await playOut(el, { until: () => el.battle!.step === 'resolve' });
    await settle(el);
    await click(resolver, button(resolver, 'Roll the dice and resolve the Skirmish'));
    await settle(el);
    expect(el.battle!.step).to.not.equal('resolve');
  });

  it('AC-BA-6: the report is copied as Markdown, and applied once to the rosters and trackers', async () => {
    const el = await board({ seed: 'rout' });
    await click(el, 'Start the Battle');
    await playOut(el);
    const shown = await report(el);
    await expect(el).to.be.accessible();
    const lost = el.battle!.commanders[1].killed.length;
    const brannMorale = text(shown.querySelectorAll('tbody tr')[1]!.querySelectorAll('td')[0]);
    await click(el, 'Apply to the armies and Morale');
    await settle(el);
    expect(button(el, 'Applied to the armies and Morale').disabled).to.equal(true);
    expect(button(el, 'Undo').disabled, 'Undo takes the result back').to.equal(false);
    expect(text(shown.querySelector('[role=status]'))).to.contain(`Brann: ${lost} Killed removed, Morale kept`);
    expect(el.battle!.commanders[0].killed, 'this seed kills none of Ayla’s units').to.deep.equal([]);
    expect(text(shown.querySelector('[role=status]'))).to.contain('Ayla: no unit lost, Morale kept');
    // The board still shows the ended Battle; taken away, the widgets show the result on their own.
    const bandits = roster(el, 'Bandits');
    const brann = tracker(el, 'Brann');
    el.replaceWith(bandits, brann);
    await Promise.all([bandits.updateComplete, brann.updateComplete]);
    expect(bandits.cards.filter((c) => c.pile !== 'killed')).to.have.length(3 - lost);
    expect(bandits.cards.every((c) => c.pile === 'hand')).to.equal(true);
    expect(`${result(brann)} (Routed)`).to.equal(brannMorale);
    expect(brann.shadowRoot!.querySelector('[part~=actions]')).to.not.equal(null);
    expect(bandits.shadowRoot!.querySelector('.battle-cards')).to.equal(null);
    bandits.remove();
    brann.remove();
  });
});
