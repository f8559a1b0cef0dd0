// The widgets' colours follow the colour scheme they are in: the reader's by default, or the page's choice
// (`--army-color-scheme` on an ancestor, `theme` on a widget), whatever the reader's preference.
import '../../src/elements/recruit-cost/define.js';

import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';

import { restorePage, type Widget } from './helpers.js';

const LIGHT = 'rgb(255, 255, 255)';
const DARK = 'rgb(28, 27, 32)';
const surface = (el: Element) => getComputedStyle(el).backgroundColor;

describe('theme', () => {
  afterEach(restorePage);

  it("follows the reader's preference by default", async () => {
    const el = await fixture<Widget>(html`<recruit-cost strength="3"></recruit-cost>`);
    expect(surface(el)).to.equal(LIGHT);
    await emulateMedia({ colorScheme: 'dark' });
    expect(surface(el)).to.equal(DARK);
  });

  it('a dark wiki on a light system: --army-color-scheme: dark on the page makes every widget dark', async () => {
    const page = await fixture<HTMLElement>(html`<div><recruit-cost strength="3"></recruit-cost></div>`);
    page.style.setProperty('--army-color-scheme', 'dark');
    const el = page.querySelector<Widget>('recruit-cost')!;
    await el.updateComplete;
    expect(surface(el)).to.equal(DARK);
    // Its text too: light on dark, not the light theme's dark text.
    expect(getComputedStyle(el).color).to.equal('rgb(235, 232, 240)');
  });

  it('theme="light" keeps one widget light on a dark system', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const el = await fixture<Widget>(html`<recruit-cost strength="3" theme="light"></recruit-cost>`);
    expect(surface(el)).to.equal(LIGHT);
  });
});
