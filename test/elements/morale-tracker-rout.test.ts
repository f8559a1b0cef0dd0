// Routed at 0 Morale in a Battle, and the rout rolls (AC-MO-2), in <morale-tracker>.
import '../../src/elements/morale-tracker/define.js';

import { expect, fixture, fixtureSync, html } from '@open-wc/testing';

import type { MoraleTracker } from '../../src/elements/morale-tracker/morale-tracker.js';
import { type RosterCard, RosterChangeEvent, type RoutRolledEvent } from '../../src/events/index.js';
import { click, listen, restorePage, text } from './helpers.js';
import {
  ayla,
  feedback,
  logLines,
  morale,
  root,
  routPanel,
  shown,
  trackerEvents,
  type,
} from './morale-tracker-helpers.js';

describe('<morale-tracker> Routed', () => {
  afterEach(restorePage);

  it('is accessible', async () => {
    const el = await ayla();
    await expect(el).to.be.accessible();
  });

  describe('Routed (AC-MO-2)', () => {
    it('AC-MO-2: at 0 in a Battle the commander is Routed, stated plainly, announced once, one event', async () => {
      const events = trackerEvents();
      const el = await fixture<MoraleTracker>(html`<morale-tracker name="Ayla" level="0" in-battle></morale-tracker>`);
      await click(el, 'Passed on Offense −1', 4);
      expect(feedback(el)).to.equal('Passed on Offense: −1 Morale. Morale 0: Routed, the Battle is lost.');
      // The first Rout on the page loads the rout rolls' code: the update is complete once they are drawn.
      expect(shown(el, '.rout-title')).to.contain('Routed: Ayla is at Morale 0');
      await click(el, 'Lose 1');
      expect(feedback(el)).to.equal('Lose 1: Morale is already 0, and never goes below 0 (AC-MO-9).');
      events.stop();
      await routPanel(el);
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
      await routPanel(el);
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
      expect((await logLines(el))[0]).to.contain('Rout rolls 5, 2: Spearmen Killed');
    });

    it('AC-MO-2: virtual dice for a number of units: each die 1–6, Killed exactly on 5 or 6', async () => {
      const el = await fixture<MoraleTracker>(html`<morale-tracker name="Ayla" level="0" in-battle></morale-tracker>`);
      await click(el, 'Lose 1', 4);
      await routPanel(el);
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
      await routPanel(el);
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
});
