// The demo rules reference offline: after one visit its service worker (sw.js, made by `npm run build`) serves
// the page and every widget's files with the server gone and the browser offline, and the calculators still work,
// the lazily loaded ones (a roster's chance to win, the Battle report) included.
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

/** Waits in the page until `check` (a function of the document) returns something true. */
const until = (page, check, arg) => page.waitForFunction(check, arg, { timeout: 20_000 });

test('after one visit, the reference and its calculators work with no network', async () => {
  const origin = `http://127.0.0.1:${server.address().port}`;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${origin}/demo/index.html`);
  // Installed and in control of the page: every file precached.
  await until(page, () => navigator.serviceWorker.controller);

  // No network at all: the server gone, the browser offline.
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await context.setOffline(true);
  const problems = collectProblems(page, ['error']);
  const said = []; // every console message, for a failure to tell
  page.on('console', (message) => said.push(`${message.type()}: ${message.text()}`));
  await page.reload();
  assert.equal(await page.title(), 'Army Combat — rules reference with live calculators');
  const refused = await page.evaluate(() =>
    fetch('/package.json').then(
      () => 'fetched',
      () => 'refused',
    ),
  );
  assert.equal(refused, 'refused', 'a file never visited cannot be fetched: the network is really off');
  problems.length = 0; // that refusal's console error

  // A price, the resolver's exact odds, the board's simulated odds (a worker) and a roster's chance (a lazy chunk).
  await until(page, () => customElements.get('army-battle'));
  const recruit = await page.evaluate(async () => {
    const el = document.querySelector('recruit-cost');
    await el.updateComplete;
    return el.shadowRoot.querySelector('output[part~=result]').textContent;
  });
  assert.match(recruit, /60 lunari/);
  // The board's odds from its Web Worker: figures in place of each "…" (else the failure says what the board shows).
  await until(page, () =>
    /wins \d/.test(document.querySelector('army-battle').shadowRoot.querySelector('[part~=odds]')?.textContent ?? ''),
  ).catch(async (error) => {
    const board = await page.evaluate(() => {
      const root = document.querySelector('army-battle').shadowRoot;
      return `status "${root.querySelector('[part~=status]')?.textContent.trim()}", odds "${
        root.querySelector('[part~=odds]')?.textContent.replace(/\s+/g, ' ').trim() ?? '(none)'
      }", problems "${[...root.querySelectorAll('.problems li, [role=alert]')].map((p) => p.textContent.trim())}"`;
    });
    throw new Error(`${error.message}\nthe board shows: ${board}\nthe page said: ${said.join(' | ')}`);
  });
  // The roster's odds panel comes after its first frame, in idle time (a hydrating page has more to do first).
  const summary = await until(page, () =>
    document
      .querySelector('army-roster[commander="Ayla"][state-key]')
      .shadowRoot.querySelector('[part~=odds-panel] summary'),
  );
  await summary.evaluate((el) => el.click());
  await until(page, () =>
    document
      .querySelector('army-roster[commander="Ayla"][state-key]')
      .shadowRoot.querySelector('[part~=odds-panel] select'),
  );
  const odds = await page.evaluate(
    () => document.querySelector('skirmish-resolver').shadowRoot.querySelector('[part~=odds]')?.textContent ?? '',
  );
  assert.match(odds, /\d+(\.\d+)?%/, "the resolver's exact chances");
  assert.deepEqual(problems, []);
  await context.close();
});
