import '../../src/elements/army-unit/define.js';

import { expect, fixture, html, oneEvent } from '@open-wc/testing';

import type { ArmyUnit } from '../../src/elements/army-unit/army-unit.js';
import type { ArmyUnitChangeEvent } from '../../src/events/index.js';

describe('<army-unit>', () => {
  it('is accessible and renders nothing, even with a game role attribute', async () => {
    const el = await fixture<ArmyUnit>(html`<army-unit name="Spearmen" strength="3" role="aggressor"></army-unit>`);
    await expect(el).to.be.accessible();
    expect(el.getBoundingClientRect().height).to.equal(0);
    expect(getComputedStyle(el).display).to.equal('none');
  });

  it('AC-UN-1: exposes the unit written in its attributes', async () => {
    const el = await fixture<ArmyUnit>(
      html`<army-unit name="Spearmen" strength="3" role="aggressor" path="steel" traits="reach"></army-unit>`,
    );
    expect(el.unit).to.deep.equal({
      name: 'Spearmen',
      strength: 3,
      role: 'aggressor',
      path: 'steel',
      traits: ['reach'],
    });
    expect(el.errors).to.deep.equal([]);
  });

  it('AC-UN-1: strength="abc" gives an error and one console warning, not an exception', async () => {
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      const el = await fixture<ArmyUnit>(html`<army-unit name="Mob" strength="abc"></army-unit>`);
      expect(el.unit).to.equal(null);
      expect(el.errors).to.deep.equal(["strength must be a whole number ≥ 0 or -, not 'abc'"]);
      expect(warnings.some((w) => w.includes("not 'abc'"))).to.equal(true);
    } finally {
      console.warn = original;
    }
  });

  it('sends army-unit-change, bubbling and composed, when an attribute changes', async () => {
    const el = await fixture<ArmyUnit>(html`<army-unit name="Spearmen" strength="3"></army-unit>`);
    setTimeout(() => el.setAttribute('strength', '4'));
    const event: ArmyUnitChangeEvent = await oneEvent(el, 'army-unit-change');
    expect(event.bubbles && event.composed).to.equal(true);
    expect(event.detail.unit?.strength).to.equal(4);
  });

  it('a tag registered twice does not throw', async () => {
    // A second copy of the define module (a new URL is a new module) runs the registration again.
    // The literal lets the test server find the file; `as string` keeps tsc from resolving the query.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    const again = (await import('../../src/elements/army-unit/define.js?again' as string)) as { ArmyUnit: unknown };
    expect(customElements.get('army-unit')).to.equal(again.ArmyUnit);
  });
});
