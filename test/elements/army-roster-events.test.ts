// <army-roster> with other widgets: the events it hears and sends, and on one page with the resolver and tracker.
import '../../src/elements/army-roster/define.js';
import '../../src/elements/morale-tracker/define.js';
import '../../src/elements/skirmish-resolver/define.js';

import { expect, fixture, fixtureSync, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit';

import type { ArmyRoster } from '../../src/elements/army-roster/army-roster.js';
import type { MoraleTracker } from '../../src/elements/morale-tracker/morale-tracker.js';
import type { SkirmishResolver } from '../../src/elements/skirmish-resolver/skirmish-resolver.js';
import {
  KillPreventedEvent,
  MoraleDamageEvent,
  type RosterChangeDetail,
  type RosterChangeEvent,
  RosterRequestEvent,
  RoutRolledEvent,
  type SkirmishCardOutcome,
  type SkirmishDiscard,
  SkirmishResolvedEvent,
  UnitRecruitEvent,
  UnopposedResolvedEvent,
} from '../../src/events/index.js';
import { fixedD6 } from '../../src/rules/core/index.js';
import type { SideName } from '../../src/rules/skirmish/index.js';
import { resolveUnopposed } from '../../src/rules/skirmish/index.js';
import { army, card, figure, log, names, ownBattle, piles, root, stateOf, stateRadio } from './army-roster-helpers.js';
import { button, click, listen, openPanel, restorePage, result, text, typeInto } from './helpers.js';
import { afterFirstFrame, choose, defenseDiscard, enterDice, realDice, tick } from './skirmish-resolver-helpers.js';

describe('<army-roster> with other widgets', () => {
  afterEach(restorePage);

  it('is accessible', async () => {
    const el = await fixture<ArmyRoster>(army());
    await expect(el).to.be.accessible();
  });

  describe('other widgets', () => {
    let changes: RosterChangeDetail[];
    const listen = (e: RosterChangeEvent) => changes.push(e.detail);
    beforeEach(() => {
      changes = [];
      document.addEventListener('army-roster-change', listen);
    });
    afterEach(() => document.removeEventListener('army-roster-change', listen));

    /** The roster next to a sibling element that sends events as `<skirmish-resolver>` and `<recruit-cost>` do. */
    async function withSibling() {
      const el = await fixture<ArmyRoster>(army());
      await ownBattle(el);
      const sibling = document.createElement('span');
      el.after(sibling);
      return { el, sibling };
    }

    /** A sibling reports a resolved Skirmish, as `<skirmish-resolver>` does. */
    async function resolved(
      el: ArmyRoster,
      sibling: Element,
      offense: SkirmishCardOutcome,
      defense: SkirmishCardOutcome,
      winner: SideName | null,
      margin: number,
      discards: SkirmishDiscard[] = [],
    ) {
      sibling.dispatchEvent(new SkirmishResolvedEvent({ offense, defense, winner, margin, discards }));
      await el.updateComplete;
    }

    /** A sibling sends an event as another widget would, and the roster updates. */
    async function send(el: ArmyRoster, sibling: Element, event: Event) {
      sibling.dispatchEvent(event);
      await el.updateComplete;
    }

    it('announces its cards (with its commander) when they change and when asked', async () => {
      const { el, sibling } = await withSibling();
      const last = changes.at(-1)!;
      expect(last.commander).to.equal('Ayla');
      expect(last.name).to.equal('Northern Host');
      expect(last.cards.map((c) => [c.id, c.pile])).to.deep.equal([
        ['spearmen', 'hand'],
        ['scouts', 'hand'],
        ['skeletons', 'hand'],
        ['banner', 'hand'],
        ['iron-rite', 'hand'],
      ]);
      expect(last.cards[0]).to.deep.include({ retinue: true });
      expect(last.cards[0]!.unit).to.deep.equal({
        name: 'Spearmen',
        strength: 3,
        role: 'aggressor',
        path: 'steel',
        traits: ['reach'],
      });
      const before = changes.length;
      await click(el, stateRadio(el, 'Scouts', 'Exhausted'));
      expect(changes.length).to.equal(before + 1);
      expect(changes.at(-1)!.cards[1]!.pile).to.equal('exhausted');
      sibling.dispatchEvent(new RosterRequestEvent());
      expect(changes.length).to.equal(before + 2);
    });

    it('AC-SK-7: a resolved Skirmish naming its commander moves the card (by id, else by name), undoably', async () => {
      const { el, sibling } = await withSibling();
      await resolved(
        el,
        sibling,
        { commander: 'Ayla', cardId: 'spearmen', name: 'Spearmen', fate: 'exhausted' },
        { commander: 'Borin', name: 'Soldier', fate: 'killed' },
        'offense',
        3,
      );
      expect(stateOf(el, 'Spearmen')).to.equal('exhausted');
      expect(log(el)[0]).to.equal('Skirmish: Spearmen won → Exhausted');
      expect(text(root(el).querySelector('.badge'))).to.equal('⚔ In Battle · Phase 1');

      await resolved(
        el,
        sibling,
        { commander: 'Borin', name: 'Ogre', fate: 'exhausted' },
        { commander: ' ayla ', name: 'scouts', fate: 'killed' },
        'offense',
        4,
      );
      expect(stateOf(el, 'Scouts')).to.equal('killed');
      expect(log(el)[0]).to.equal('Skirmish: Scouts lost by 4 → Killed');
      expect(result(el)).to.equal('15 lunari'); // AC-EC-1: Killed units cost nothing

      await click(el, button(root(el), 'Undo: Skirmish: Scouts lost by 4 → Killed'));
      expect(stateOf(el, 'Scouts')).to.equal('hand');
      expect(stateOf(el, 'Spearmen')).to.equal('exhausted');
    });

    it('ignores Skirmishes of other commanders; a name not in the army moves nothing', async () => {
      const { el, sibling } = await withSibling();
      await resolved(
        el,
        sibling,
        { commander: 'Borin', cardId: 'spearmen', name: 'Spearmen', fate: 'killed' },
        { commander: 'Cato', name: 'Scouts', fate: 'killed' },
        null,
        0,
      );
      expect(names(el).map((n) => stateOf(el, n))).to.deep.equal(['hand', 'hand', 'hand', 'hand', 'hand']);
      expect(log(el)).to.deep.equal([]);
      await resolved(
        el,
        sibling,
        { commander: 'Ayla', name: 'Dragon', fate: 'exhausted' },
        { commander: 'Borin', name: 'Soldier', fate: 'killed' },
        'offense',
        5,
      );
      expect(log(el)[0]).to.equal('Skirmish: Dragon is not a card of this army: nothing moved');
    });

    it('AC-SK-8, R5: a Kill prevented turns its Killed card back to Disabled, undoably; only a Killed card moves', async () => {
      const { el, sibling } = await withSibling();
      await resolved(
        el,
        sibling,
        { commander: 'Borin', name: 'Ogre', fate: 'exhausted' },
        { commander: 'Ayla', cardId: 'scouts', name: 'Scouts', fate: 'killed' },
        'offense',
        3,
      );
      expect(stateOf(el, 'Scouts')).to.equal('killed');
      const saved = { name: 'Scouts', cardId: 'scouts', side: 'defense' } as const;
      await send(el, sibling, new KillPreventedEvent({ ...saved, commander: 'Borin', paid: { influence: 1 } }));
      expect(stateOf(el, 'Scouts')).to.equal('killed'); // another commander's card of the same id
      await send(el, sibling, new KillPreventedEvent({ ...saved, commander: 'ayla', paid: { morale: 3 } }));
      expect(stateOf(el, 'Scouts')).to.equal('disabled');
      expect(log(el)[0]).to.equal('Kill prevented: Scouts → Disabled, 3 Morale paid (AC-SK-8)');
      expect(result(el)).to.equal('20 lunari'); // AC-EC-1: Disabled still costs upkeep

      // By name (a slotted unit), a card in hand is not Killed: nothing moves.
      await send(el, sibling, new KillPreventedEvent({ commander: 'Ayla', name: 'Spearmen', paid: { influence: 1 } }));
      expect(stateOf(el, 'Spearmen')).to.equal('hand');
      expect(log(el)[0]).to.equal('Kill prevented: Spearmen is not Killed here (In hand): nothing moved');

      await click(el, button(root(el), 'Undo: Kill prevented: Scouts → Disabled, 3 Morale paid'));
      expect(stateOf(el, 'Scouts')).to.equal('killed');
    });

    it('R4: an Unopposed attack sends its commander’s Offense card to Exhausted, undoably', async () => {
      const { el, sibling } = await withSibling();
      const spearmen = { name: 'Spearmen', strength: 3, role: 'aggressor', traits: ['reach'] } as const;
      const unopposed = resolveUnopposed({ unit: spearmen }, fixedD6([2, 5])); // 3 + 5 + Reach 1 = 9: 2 damage
      const detail = {
        offense: { commander: 'Ayla', cardId: 'spearmen', name: 'Spearmen', fate: 'exhausted' },
        defense: { commander: 'Borin', play: 'pass' },
        total: unopposed.total,
        damage: unopposed.damage,
        result: unopposed,
        number: 1,
        discards: [],
        powers: [],
      } as const;
      await send(
        el,
        sibling,
        new UnopposedResolvedEvent({ ...detail, offense: { ...detail.offense, commander: 'Borin' } }),
      );
      expect(stateOf(el, 'Spearmen')).to.equal('hand');
      await send(el, sibling, new UnopposedResolvedEvent(detail));
      expect(stateOf(el, 'Spearmen')).to.equal('exhausted');
      expect(log(el)[0]).to.equal('Unopposed: Spearmen → Exhausted (R4)');
      expect(text(root(el).querySelector('.badge'))).to.equal('⚔ In Battle · Phase 1');
      await click(el, button(root(el), 'Undo: Unopposed: Spearmen → Exhausted'));
      expect(stateOf(el, 'Spearmen')).to.equal('hand');
    });

    it('AC-SK-9: each card its commander discarded goes to Disabled; a card named by id is never taken by name', async () => {
      const el = await fixture<ArmyRoster>(
        html`<army-roster name="Northern Host" commander="Ayla">
          <army-unit name="Soldier" strength="2"></army-unit>
          <army-unit name="Soldier" strength="2"></army-unit>
          <army-unit name="Archers" strength="2" traits="ranged"></army-unit>
        </army-roster>`,
      );
      await ownBattle(el);
      const sibling = document.createElement('span');
      el.after(sibling);
      const discard = { bonus: 1, by: 'defense', target: 'defense' } as const;
      await resolved(
        el,
        sibling,
        { commander: 'Borin', name: 'Ogre', fate: 'exhausted' },
        // The defending Soldier came from a slot (a name only); the discarded one was picked from the hand.
        { commander: 'Ayla', name: 'Soldier', fate: 'disabled' },
        'offense',
        2,
        [
          { ...discard, commander: 'Ayla', cardId: 'soldier', name: 'Soldier' },
          { ...discard, commander: 'Borin', cardId: 'archers', name: 'Archers' },
          { ...discard, commander: 'Ayla', name: 'a card' },
        ],
      );
      expect(piles(el)).to.deep.equal(['Soldier: disabled', 'Soldier: disabled', 'Archers: hand']);
      expect(log(el)[0]).to.equal(
        'Skirmish: Soldier lost by 2 → Disabled; Soldier discarded (+1) → Disabled (AC-SK-9); ' +
          'Discarded a card: no such card here, nothing moved (AC-SK-9)',
      );
    });

    it('AC-MO-2: the cards a Rout’s dice Killed go to Killed (by id, else the Disabled or Exhausted one), undoably', async () => {
      const { el, sibling } = await withSibling();
      await click(el, stateRadio(el, 'Spearmen', 'Exhausted'));
      await click(el, stateRadio(el, 'Skeletons', 'Disabled'));
      const rolls = [
        { name: 'Spearmen', roll: 6, killed: true, cardId: 'spearmen' },
        { name: 'Skeletons', roll: 5, killed: true },
      ];
      const killed = [{ cardId: 'spearmen', name: 'Spearmen' }, { name: 'skeletons' }];
      await send(el, sibling, new RoutRolledEvent({ commander: 'Borin', killed, rolls }));
      expect(stateOf(el, 'Spearmen')).to.equal('exhausted');
      await send(el, sibling, new RoutRolledEvent({ commander: 'Ayla', killed, rolls }));
      expect(piles(el)).to.deep.equal([
        'Spearmen: killed',
        'Scouts: hand',
        'Skeletons: killed',
        'Banner: hand',
        'Iron Rite: hand',
      ]);
      expect(log(el)[0]).to.equal('Rout: Spearmen → Killed (AC-MO-2); Skeletons → Killed (AC-MO-2)');
      expect(result(el)).to.equal('5 lunari'); // AC-EC-1: only the Scouts (Strength 0 counts 1) are paid for now
      await click(el, button(root(el), 'Undo: Rout: Spearmen → Killed; Skeletons → Killed'));
      expect(stateOf(el, 'Spearmen')).to.equal('exhausted');
      expect(stateOf(el, 'Skeletons')).to.equal('disabled');
    });

    it('AC-BA-1, AC-BA-6: says at once, within the click, whether its Battle is on (inBattle), and only once', async () => {
      const el = await fixture<ArmyRoster>(army());
      await ownBattle(el);
      expect(changes.at(-1)!.inBattle).to.equal(false);
      changes = [];
      button(root(el), 'Start Battle').click();
      expect(changes.map((c) => c.inBattle)).to.deep.equal([true]);
      await el.updateComplete;
      expect(changes.map((c) => c.inBattle)).to.deep.equal([true]);
      await click(el, 'End Battle');
      expect(changes.map((c) => c.inBattle)).to.deep.equal([true, false]);
    });

    it('AC-EC-3: adds a unit recruited for its commander, undoably', async () => {
      const { el, sibling } = await withSibling();
      sibling.dispatchEvent(
        new UnitRecruitEvent({
          commander: 'Ayla',
          unit: { name: 'Archers', strength: 2, role: 'trooper', traits: ['ranged'] },
          lunari: 24,
          timesTrained: 0,
          quest: true,
        }),
      );
      await el.updateComplete;
      expect(names(el).at(-1)).to.equal('Archers');
      expect(text(card(el, 'Archers'))).to.contain('Quest');
      expect(result(el)).to.equal('30 lunari');
      expect(log(el)[0]).to.equal('Recruited Archers for 24 lunari');
      expect(changes.at(-1)!.cards.at(-1)!.id).to.equal('+archers');
      sibling.dispatchEvent(
        new UnitRecruitEvent({
          commander: 'Borin',
          unit: { name: 'Ogre', strength: 4, role: 'trooper' },
          lunari: 100,
          timesTrained: 0,
          quest: false,
        }),
      );
      await el.updateComplete;
      expect(names(el)).not.to.contain('Ogre');
      await click(el, button(root(el), 'Undo: Recruited Archers for 24 lunari'));
      expect(names(el)).not.to.contain('Archers');
    });
  });

  describe('on one page with <skirmish-resolver> and <morale-tracker>', () => {
    /**
     * Widgets as a page holds them, once each has drawn (a roster's own Battle comes after its first frame) and the
     * rosters have announced their cards.
     */
    async function page<T extends Element>(widgets: TemplateResult, first: string) {
      // fixtureSync: awaiting a plain <div> waits for an animation frame, which a background test tab may not get.
      const wrapper = fixtureSync<HTMLElement>(html`<div>${widgets}</div>`);
      const rosters = [...wrapper.querySelectorAll('army-roster')];
      const widget = wrapper.querySelector(first) as T & { updateComplete: Promise<unknown> };
      await Promise.all(rosters.map((r) => r.updateComplete));
      await Promise.all(rosters.map(ownBattle));
      await widget.updateComplete;
      return { widget, rosters };
    }

    const skirmish = () =>
      page<SkirmishResolver>(
        html`<skirmish-resolver offense-commander="Ayla" defense-commander="Borin"></skirmish-resolver>
          ${army()}
          <army-roster name="Borin's band" commander="Borin">
            <army-unit name="Soldier" strength="2"></army-unit>
            <army-unit name="Soldier" strength="2"></army-unit>
          </army-roster>`,
        'skirmish-resolver',
      );

    it('AC-SK-7, AC-SK-9, AC-SK-8, AC-EC-6: cards picked in the resolver move in both rosters, a Kill saved last', async () => {
      const { widget: resolver, rosters } = await skirmish();
      const [ayla, borin] = rosters as [ArmyRoster, ArmyRoster];
      await choose(resolver, 'Offense unit', 'card:Ayla:Northern%20Host:spearmen');
      await choose(resolver, 'Defense unit', "card:Borin:Borin's%20band:soldier");
      // AC-EC-6: the Spearmen are in Ayla's Retinue and she commands them.
      await afterFirstFrame(resolver);
      expect(text(resolver.shadowRoot!.querySelector('.side.offense .before'))).to.contain('Retinue AC-EC-6 +1');
      await realDice(resolver);
      // Spearmen 3 + 4 (best of 2d6) + Reach 1 + Retinue 1 = 9 against Soldier 2 + 2 = 4.
      await enterDice(resolver, { offense: [4, 2], defense: [2] });
      expect(result(resolver)).to.contain('Offense wins: Spearmen 9 against Soldier 4');
      // AC-SK-9: Borin discards his other Soldier for +1: 9 against 5, margin 4, still a Kill.
      await defenseDiscard(resolver);
      await choose(resolver, 'Card', 'soldier-2');
      expect(result(resolver)).to.contain('Offense wins: Spearmen 9 against Soldier 5');
      await click(resolver, 'Resolve the Skirmish');
      await Promise.all([ayla.updateComplete, borin.updateComplete]);
      expect(stateOf(ayla, 'Spearmen')).to.equal('exhausted');
      expect(piles(borin)).to.deep.equal(['Soldier: killed', 'Soldier: disabled']);
      expect(log(borin)[0]).to.equal(
        'Skirmish: Soldier lost by 4 → Killed; Soldier discarded (+1) → Disabled (AC-SK-9)',
      );
      // AC-SK-8: the Kill is saved after the result: Killed → Disabled, never the other way round.
      await click(resolver, 'Save Soldier from the Kill');
      await borin.updateComplete;
      expect(piles(borin)).to.deep.equal(['Soldier: disabled', 'Soldier: disabled']);
      expect(log(borin)[0]).to.equal('Kill prevented: Soldier → Disabled, 1 Influence paid (AC-SK-8)');
      expect(stateOf(ayla, 'Spearmen')).to.equal('exhausted');
    });

    it('R4: an Unopposed attack resolved in the resolver leaves the Offense card Exhausted in its roster', async () => {
      const { widget: resolver, rosters } = await skirmish();
      const [ayla, borin] = rosters as [ArmyRoster, ArmyRoster];
      await tick(resolver, 'Passes');
      await choose(resolver, 'Offense unit', 'card:Ayla:Northern%20Host:scouts');
      await realDice(resolver);
      await enterDice(resolver, { offense: [3] });
      await click(resolver, 'Resolve the Unopposed attack');
      await ayla.updateComplete;
      expect(stateOf(ayla, 'Scouts')).to.equal('exhausted');
      expect(log(ayla)[0]).to.equal('Unopposed: Scouts → Exhausted (R4)');
      expect(piles(borin)).to.deep.equal(['Soldier: hand', 'Soldier: hand']);
    });

    it('AC-BA-1, AC-BA-6, AC-EC-2: the tracker follows the roster’s Battle (one way), and spends the Morale its upkeep shows', async () => {
      const { widget: tracker, rosters } = await page<MoraleTracker>(
        html`<morale-tracker name="Ayla the Bold" commander="ayla" level="6"></morale-tracker> ${army()}`,
        'morale-tracker',
      );
      const [roster] = rosters as [ArmyRoster];
      const status = () => text(tracker.shadowRoot!.querySelector('[part=status]'));
      // The tracker told the roster its commander's name, and that no Morale was spent on upkeep yet.
      expect(text(root(roster).querySelector('.title'))).to.contain('Commander: Ayla the Bold');
      expect(text(figure(roster, 'Army on the map'))).to.contain(
        "Ayla the Bold's Retinue: 1 unit, each +1 under Ayla the Bold",
      );
      const events = listen('army-roster-change', 'army-morale-change', 'army-upkeep-morale');
      await click(roster, 'Start Battle');
      await tracker.updateComplete;
      expect(status()).to.equal('⚔ In a Battle');
      await click(roster, 'End Battle');
      await tracker.updateComplete;
      expect(status()).to.equal('☾ Between Battles');
      // One roster announcement and one tracker change each: nothing answers back, so no loop.
      expect(events.heard.map((e) => e.type).sort()).to.deep.equal([
        'army-morale-change',
        'army-morale-change',
        'army-roster-change',
        'army-roster-change',
      ]);
      // One way: the tracker's own Battle does not start the roster's (its cards stay where the GM put them).
      await click(tracker, 'Start Battle');
      await roster.updateComplete;
      expect(root(roster).querySelector('.badge')).to.equal(null);
      await click(tracker, 'End Battle');

      // AC-EC-2: Morale is spent on upkeep in the tracker; the roster's upkeep follows: 20 − 2 × 5.
      await openPanel(tracker, 'Between Battles');
      await typeInto(tracker, 'Morale spent on upkeep', '2');
      await sendKeys({ press: 'Enter' });
      await roster.updateComplete;
      events.stop();
      expect(text(tracker.shadowRoot!.querySelector('output[part=result]'))).to.equal('5');
      expect(result(roster)).to.equal('10 lunari');
      expect(log(roster)[0]).to.equal("Morale spent on upkeep today: 2, in Ayla the Bold's Morale tracker (AC-EC-2)");
    });

    it('AC-MO-2: an Unopposed attack that starts the roster’s Battle and Routs its commander leaves the tracker Routed', async () => {
      const { widget: tracker, rosters } = await page<MoraleTracker>(
        html`<morale-tracker name="Ayla" npc morale="1"></morale-tracker> ${army()}`,
        'morale-tracker',
      );
      const [roster] = rosters as [ArmyRoster];
      const spearmen = { name: 'Spearmen', strength: 3, role: 'aggressor', traits: ['reach'] } as const;
      const attack = resolveUnopposed({ unit: spearmen }, fixedD6([2, 5])); // 9: 2 damage
      const routs = listen('army-routed');
      // As the resolver sends them: the result (Ayla's discarded Scouts go to Disabled), then the damage.
      document.body.dispatchEvent(
        new UnopposedResolvedEvent({
          offense: { commander: 'Borin', name: 'Spearmen', fate: 'exhausted' },
          defense: { commander: 'Ayla', play: 'pass' },
          total: attack.total,
          damage: attack.damage,
          result: attack,
          number: 1,
          discards: [
            { commander: 'Ayla', cardId: 'scouts', name: 'Scouts', bonus: 1, by: 'defense', target: 'offense' },
          ],
          powers: [],
        }),
      );
      document.body.dispatchEvent(
        new MoraleDamageEvent({
          commander: 'Ayla',
          amount: attack.damage,
          reason: 'Unopposed Spearmen',
          rule: 'AC-MO-7',
        }),
      );
      await Promise.all([roster.updateComplete, tracker.updateComplete]);
      await tracker.updateComplete;
      expect(text(root(roster).querySelector('.badge'))).to.equal('⚔ In Battle · Phase 1');
      expect(stateOf(roster, 'Scouts')).to.equal('disabled');
      routs.stop();
      expect(text(tracker.shadowRoot!.querySelector('[part=status]'))).to.equal('⚑ Routed');
      expect(text(tracker.shadowRoot!.querySelector('output[part=result]'))).to.equal('0');
      // The roster said its Battle began before the damage arrived: no second Battle, no second Rout.
      expect(routs.heard).to.have.length(1);
      await openPanel(tracker, 'Log');
      expect(tracker.shadowRoot!.querySelectorAll('.log ol > li')).to.have.length(2);
    });

    it('AC-MO-2: the rout rolls of the tracker with the same commander Kill the cards in the roster', async () => {
      const { widget: tracker, rosters } = await page<MoraleTracker>(
        html`<morale-tracker name="Ayla" npc morale="1" in-battle></morale-tracker> ${army()}`,
        'morale-tracker',
      );
      const [ayla] = rosters as [ArmyRoster];
      await click(ayla, stateRadio(ayla, 'Spearmen', 'Exhausted'));
      await click(ayla, stateRadio(ayla, 'Scouts', 'Disabled'));
      await tracker.updateComplete;
      await click(tracker, 'Lose 1');
      expect(text(tracker.shadowRoot!.querySelector('.rout'))).to.contain('From the army roster: Spearmen, Scouts.');
      await typeInto(tracker, 'Or enter the 2 dice', '6 2');
      await click(tracker, 'Apply these dice');
      await ayla.updateComplete;
      expect(stateOf(ayla, 'Spearmen')).to.equal('killed');
      expect(stateOf(ayla, 'Scouts')).to.equal('disabled');
      expect(log(ayla)[0]).to.equal('Rout: Spearmen → Killed (AC-MO-2)');
    });
  });
});
