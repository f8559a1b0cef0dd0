// The demo page, served as `npm start` serves it, loads in Chromium with no console errors or warnings,
// and every widget on it is a registered custom element.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { collectProblems } from '../../scripts/browser.mjs';
import { served } from './served.mjs';

const site = served();

for (const colorScheme of ['light', 'dark']) {
  test(`demo page loads cleanly (${colorScheme})`, async () => {
    const page = await site.browser().newPage({ colorScheme, viewport: { width: 1200, height: 900 } });
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
    await page.close();
  });
}

test('the built bundles draw the odds chart: every bar of a non-zero chance has a height', async () => {
  const page = await site.browser().newPage({ viewport: { width: 1200, height: 900 } });
  await page.goto(site.url('/demo/'), { waitUntil: 'networkidle' });
  // The chart comes after the resolver's first frame.
  await page.waitForFunction(() => document.querySelector('skirmish-resolver')?.shadowRoot?.querySelector('.bar'));
  const heights = await page.evaluate(() =>
    [...document.querySelector('skirmish-resolver').shadowRoot.querySelectorAll('.bar .fill')].map(
      (fill) => fill.getBoundingClientRect().height,
    ),
  );
  assert.ok(heights.length > 3, 'the chart has bars');
  assert.ok(Math.max(...heights) > 20, `the tallest bar is drawn (${Math.max(...heights)} px)`);
  await page.close();
});
