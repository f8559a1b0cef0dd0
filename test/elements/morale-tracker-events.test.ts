// <morale-tracker> with other widgets on the page: the events it hears and sends.
import '../../src/elements/morale-tracker/define.js';

import { expect, fixture, fixtureSync, html } from '@open-wc/testing';

import type { MoraleTracker } from '../../src/elements/morale-tracker/morale-tracker.js';
import {
  MoraleDamageEvent,
  RosterChangeEvent,
  SkirmishResolvedEvent,
  type UpkeepMoraleEvent,
} from '../../src/events/index.js';
import { click, listen, restorePage, warningsDuring } from './helpers.js';
import { ayla, feedback, logLines, morale, open, shown, trackerEvents, type } from './morale-tracker-helpers.js';

describe('<morale-tracker> events', () => {
  afterEach(restorePage);

  it('is accessible', async () => {
    const el = await ayla();
    await expect(el).to.be.accessible();
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
      expect((await logLines(el))[0]).to.contain('Unopposed Spearmen (total 9): −2 Morale 7 → 5 AC-MO-7 AC-BA-1');
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
      expect((await logLines(el))[0]).to.match(/ Ogre: −2 Morale 7 → 5 AC-MO-7$/);
      document.body.dispatchEvent(
        new MoraleDamageEvent({ commander: 'Ayla', amount: 9, reason: 'Giant', rule: 'AC-MO-7' }),
      );
      await el.updateComplete;
      expect((await logLines(el))[0]).to.contain('Giant: −9 Morale (only 5 to lose: never below 0) 5 → 0');
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
      expect(await logLines(el)).to.deep.equal([]);
      await roster(true);
      expect(shown(el, '[part=status]')).to.equal('⚔ In a Battle');
      expect(feedback(el)).to.equal('Battle started on the roster of Northern Host. Morale 7.');
      await roster(true); // the same again (cards moved): nothing more
      expect(await logLines(el)).to.have.length(1);
      await roster(false);
      expect(shown(el, '[part=status]')).to.equal('☾ Between Battles');
      expect((await logLines(el))[0]).to.match(/ Battle ended on the roster of Northern Host 7 → 7 AC-BA-4$/);
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
      expect((await logLines(el))[0]).to.contain('Battle started: Skirmishes happen only in a Battle 1 → 1 AC-BA-1');
      await click(el, 'Lose 1');
      expect(shown(el, '[part=status]')).to.equal('⚑ Routed');
      await fought('Bandit'); // the Battle is lost: only "Start Battle" or a New Day begins another
      expect(shown(el, '[part=status]')).to.equal('⚑ Routed');
      expect(await logLines(el)).to.have.length(2);
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
      expect((await logLines(tracker))[0]).to.contain(`${reason}: −${amount} Morale 7 → ${7 - amount} AC-MO-7`);
      expect(events.changes.at(-1)).to.deep.include({ commander: 'ayla', morale: 7 - amount, routed: false });
    } finally {
      sent.stop();
      events.stop();
    }
  });
});
