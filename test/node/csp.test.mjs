// demo/csp.html: every widget, used, under `default-src 'self'; script-src 'self'; style-src 'self';
// require-trusted-types-for 'script'`, with no `securitypolicyviolation` at all and the odds chart drawn.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { collectProblems, launchBrowser } from '../../scripts/browser.mjs';
import { startServer } from '../../scripts/serve.mjs';

let server;
let browser;
before(async () => {
  server = await startServer(0);
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  server?.close();
});

test('every widget works under a strict CSP with Trusted Types: zero violations', async () => {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const problems = collectProblems(page, ['error']);
  await page.goto(`http://127.0.0.1:${server.address().port}/demo/csp.html`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => customElements.get('army-battle'));
  // The resolver's odds chart, its roll and history; a whole Battle on the board, to its report.
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
    for (let i = 0; i < 300 && board.battle?.step !== 'ended'; i++) {
      board.shadowRoot.querySelector('[part~=actions] button').click();
      await board.updateComplete;
    }
    for (let i = 0; i < 50 && !board.shadowRoot.querySelector('[part~=report]'); i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    return { heights, ended: board.battle?.step, report: Boolean(board.shadowRoot.querySelector('[part~=report]')) };
  });
  assert.ok(shown.heights.length > 3, 'the odds chart has bars');
  assert.ok(Math.max(...shown.heights) > 20, `the tallest bar is drawn (${Math.max(...shown.heights)} px)`);
  assert.equal(shown.ended, 'ended');
  assert.equal(shown.report, true);
  assert.deepEqual(await page.evaluate(() => window.cspViolations), []);
  assert.deepEqual(
    problems.filter((p) => !/favicon/.test(p)),
    [],
  );
  await page.close();
});
