// demo/csp.html: every widget, used, under `default-src 'self'; script-src 'self'; style-src 'self';
// require-trusted-types-for 'script'`, with no `securitypolicyviolation` at all and the odds chart drawn.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { collectProblems } from '../../scripts/browser.mjs';
import { served } from './served.mjs';

const site = served();

test('every widget works under a strict CSP with Trusted Types: zero violations', async () => {
  const page = await site.browser().newPage({ viewport: { width: 1200, height: 900 } });
  const problems = collectProblems(page, ['error']);
  await page.goto(site.url('/demo/csp.html'), { waitUntil: 'networkidle' });
  await page.waitForFunction(() => customElements.get('army-battle'));
  // The chart comes after the resolver's first frame.
  await page.waitForFunction(() =>
    document.querySelector('main > skirmish-resolver')?.shadowRoot?.querySelector('.bar'),
  );
  // The resolver's odds chart and its roll; the board's simulated odds, then a whole Battle to its report.
  const shown = await page.evaluate(async () => {
    const resolver = document.querySelector('main > skirmish-resolver');
    await resolver.updateComplete;
    const heights = [...resolver.shadowRoot.querySelectorAll('.bar .fill')].map(
      (f) => f.getBoundingClientRect().height,
    );
    [...resolver.shadowRoot.querySelectorAll('button')].find((b) => b.textContent.includes('Roll the dice')).click();
    await resolver.updateComplete;
    const board = document.querySelector('army-battle');
    await board.updateComplete;
    // Its odds before the Battle, worked out in a Web Worker (a Trusted Types sink).
    // All 10,000 in: the figures in place of each "…", the progress bar gone.
    const section = () => board.shadowRoot.querySelector('[part~=odds]');
    for (
      let i = 0;
      i < 200 && (!/wins \d/.test(section()?.textContent ?? '') || section()?.querySelector('progress'));
      i++
    )
      await new Promise((resolve) => setTimeout(resolve, 25));
    const odds = section()?.textContent ?? '';
    for (let i = 0; i < 300 && board.battle?.step !== 'ended'; i++) {
      board.shadowRoot.querySelector('[part~=actions] button').click();
      await board.updateComplete;
    }
    for (let i = 0; i < 50 && !board.shadowRoot.querySelector('[part~=report]'); i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const report = Boolean(board.shadowRoot.querySelector('[part~=report]'));
    return { heights, odds, ended: board.battle?.step, report };
  });
  assert.ok(shown.heights.length > 3, 'the odds chart has bars');
  assert.ok(Math.max(...shown.heights) > 20, `the tallest bar is drawn (${Math.max(...shown.heights)} px)`);
  assert.match(shown.odds, /Kael wins \d+(\.\d)?%.*10,000 Battles/s);
  assert.equal(shown.ended, 'ended');
  assert.equal(shown.report, true);
  assert.deepEqual(await page.evaluate(() => window.cspViolations), []);
  assert.deepEqual(
    problems.filter((p) => !/favicon/.test(p)),
    [],
  );
  await page.close();
});
