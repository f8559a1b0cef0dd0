// Starting Morale, bad attributes, printing, the narrow layout and registration of <morale-tracker>.
import '../../src/elements/morale-tracker/define.js';

import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';

import type { MoraleTracker } from '../../src/elements/morale-tracker/morale-tracker.js';
import { button, click, eventually, restorePage, text, warningsDuring } from './helpers.js';
import { ayla, morale, open, root, routPanel, shown, type } from './morale-tracker-helpers.js';

describe('<morale-tracker>', () => {
  afterEach(restorePage);

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
    await routPanel(el);
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

  it('prints the figures and the log (even folded), not the controls or empty fields', async () => {
    const el = await ayla('in-battle');
    await click(el, 'Lose 1');
    await emulateMedia({ media: 'print' });
    const display = (selector: string) => getComputedStyle(root(el).querySelector(selector)!).display;
    expect(display('[part=actions]')).to.equal('none');
    expect(display('.saving')).to.equal('none');
    expect(display('.figure')).not.to.equal('none');
    // Folded, the log draws nothing on screen; printed, its lines are drawn (loaded first if they never were).
    const line = await eventually(() => root(el).querySelector('.log ol > li'));
    expect((root(el).querySelector('.log') as HTMLDetailsElement).open).to.equal(false);
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
    await routPanel(el);
    for (const summary of ['Between Battles', 'Log', 'Save and share']) await open(el, summary);
    expect(document.documentElement.scrollWidth).to.be.at.most(320);
    for (const shown of root(el).querySelectorAll('button, input, output'))
      expect(shown.getBoundingClientRect().right, text(shown)).to.be.at.most(320);
  });

  it('a tag registered twice does not throw', async () => {
    // The literal lets the test server find the file; `as string` keeps tsc from resolving the query.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
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
