// The demo page, served as `npm start` serves it, loads in Chromium with no console errors or warnings,
// every widget on it is a registered custom element, and it follows the colour scheme.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { collectProblems } from '../../scripts/browser.mjs';
import { served } from './served.mjs';

const site = served();

// One page load for all of it: a load of the reference is the costliest part of this file.
test('demo page loads cleanly, light and dark, and the built bundles draw the odds chart', async () => {
  const page = await site.browser().newPage({ colorScheme: 'light', viewport: { width: 1200, height: 900 } });
  const problems = collectProblems(page);
  const response = await page.goto(site.url('/demo/'), { waitUntil: 'networkidle' });
  assert.equal(response.status(), 200);
  assert.deepEqual(problems, []);
  const sections = await page.locator('main section h2').allTextContents();
  assert.deepEqual(sections, [
    'Skirmish',
    'Morale',
    'Battle',
    'Army and upkeep',
    'Recruiting and training',
    'Tactical map',
    'Rulings: where the rules are silent',
  ]);
  const undefinedWidgets = await page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((el) => el.localName.includes('-') && !customElements.get(el.localName))
      .map((el) => el.localName),
  );
  assert.deepEqual(undefinedWidgets, []);

  // The chart comes after the resolver's first frame; every bar of a non-zero chance has a height.
  await page.waitForFunction(() => document.querySelector('skirmish-resolver')?.shadowRoot?.querySelector('.bar'));
  const heights = await page.evaluate(() =>
    [...document.querySelector('skirmish-resolver').shadowRoot.querySelectorAll('.bar .fill')].map(
      (fill) => fill.getBoundingClientRect().height,
    ),
  );
  assert.ok(heights.length > 3, 'the chart has bars');
  assert.ok(Math.max(...heights) > 20, `the tallest bar is drawn (${Math.max(...heights)} px)`);

  // A reader who switches to dark: the widgets follow the page's scheme, and nothing goes wrong.
  const textColour = () =>
    page.evaluate(
      () => getComputedStyle(document.querySelector('recruit-cost').shadowRoot.querySelector('[part~=base]')).color,
    );
  const light = await textColour();
  await page.emulateMedia({ colorScheme: 'dark' });
  assert.notEqual(await textColour(), light, 'the widgets change with the colour scheme');
  assert.deepEqual(problems, []);
  await page.close();
});

test('on a phone, a link to a section lands on it once the widgets above it have drawn', async () => {
  const page = await site.browser().newPage({ viewport: { width: 390, height: 844 } });
  const problems = collectProblems(page);
  /** Where the section's top is in the window, once every widget and what comes after their first frames is in. */
  const landed = async (id) => {
    await page.waitForFunction(() =>
      [...document.querySelectorAll('army-roster')].every((el) => el.shadowRoot?.querySelector('.tools summary')),
    );
    await page.evaluate(async () => {
      for (const el of document.querySelectorAll('army-battle, army-roster, morale-tracker, skirmish-resolver'))
        await el.updateComplete;
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    });
    return page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top);
  };
  // Opened at it: the sections above, estimated until drawn, would push it thousands of pixels away.
  await page.goto(site.url('/demo/#recruiting'), { waitUntil: 'networkidle' });
  const top = await landed('recruiting');
  assert.ok(top > -5 && top < 100, `"Recruiting and training" is on screen, its top at ${top} px`);
  // And from the page's own list of sections.
  await page.getByRole('navigation', { name: 'Sections' }).evaluate((nav) => nav.scrollIntoView());
  await page.getByRole('link', { name: 'Rulings' }).click();
  const rulings = await landed('rulings');
  assert.ok(rulings > -5 && rulings < 100, `"Rulings" is on screen, its top at ${rulings} px`);
  assert.deepEqual(problems, []);
  await page.close();
});
