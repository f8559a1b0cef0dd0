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
