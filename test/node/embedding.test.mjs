// The README's "Put a widget on a wiki page" under the Content-Security-Policy line it gives, Trusted Types allowlist
// included: the one-line script, two element lines and the autoloader on one page run one Lit (a second would be
// refused its `lit-html` policy), draw every widget, and the Battle odds worker starts; zero violations.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { collectProblems } from '../../scripts/browser.mjs';
import { served } from './served.mjs';

const site = served();
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
/** The header line the README tells a wiki to send. */
const policy = /^Content-Security-Policy: (.+)$/m.exec(readme)?.[1] ?? '';

const PAGE = `<!doctype html>
<html lang="en">
  <title>A wiki page</title>
  <script src="/demo/csp-watch.mjs"></script>
  <script type="module" src="/dist/army-combat.js"></script>
  <script type="module" src="/dist/elements/recruit-cost.js"></script>
  <script type="module" src="/dist/elements/morale-tracker.js"></script>
  <script type="module" src="/dist/autoloader.js"></script>
  <recruit-cost strength="3"></recruit-cost>
  <army-battle seed="wiki">
    <morale-tracker name="Kael" level="4"></morale-tracker>
    <army-roster commander="Kael" name="Ford Guard"><army-unit name="Pikemen" strength="3"></army-unit></army-roster>
    <morale-tracker name="Mira" npc morale="3"></morale-tracker>
    <army-roster commander="Mira" name="Raiders"><army-unit name="Reavers" strength="2"></army-unit></army-roster>
  </army-battle>
</html>`;

test('the README gives the policy as one header line, Trusted Types and their policy names included', () => {
  assert.equal(
    policy,
    "default-src 'self'; script-src 'self'; style-src 'self'; require-trusted-types-for 'script'; trusted-types lit-html army-combat",
  );
});

test("the README's script lines on one page under its policy: one Lit, every widget drawn, no violation", async () => {
  const page = await site.browser().newPage();
  const problems = collectProblems(page, ['error']);
  const address = site.url('/wiki/widgets.html');
  await page.route(address, (route) =>
    route.fulfill({ contentType: 'text/html', headers: { 'Content-Security-Policy': policy }, body: PAGE }),
  );
  await page.goto(address, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => customElements.get('army-battle'));
  const shown = await page.evaluate(async () => {
    const recruit = document.querySelector('recruit-cost');
    await recruit.updateComplete;
    const board = document.querySelector('army-battle');
    await board.updateComplete;
    // The board's odds before the Battle come from the Web Worker, whose URL goes through the `army-combat` policy.
    // All 10,000 in: the figures in place of each "…", the progress bar gone.
    const section = () => board.shadowRoot.querySelector('[part~=odds]');
    for (
      let i = 0;
      i < 400 && (!/wins \d/.test(section()?.textContent ?? '') || section()?.querySelector('progress'));
      i++
    )
      await new Promise((resolve) => setTimeout(resolve, 25));
    return {
      price: recruit.shadowRoot.querySelector('output[part~=result]').textContent,
      odds: board.shadowRoot.querySelector('[part~=odds]')?.textContent ?? '',
      lits: [window.litHtmlVersions.length, window.litElementVersions.length, window.reactiveElementVersions.length],
    };
  });
  assert.match(shown.price, /60 lunari/); // AC-EC-3
  assert.match(shown.odds, /Kael wins \d+(\.\d)?%.*10,000 Battles/s);
  assert.deepEqual(shown.lits, [1, 1, 1]);
  assert.deepEqual(await page.evaluate(() => window.cspViolations), []);
  assert.deepEqual(problems, []);
  await page.close();
});
