// What a page downloads before anyone clicks, by the file it loads, from the last `npm run build` (scripts/size-budget.mjs
// measures it in the build): `npm run bench`. A page with two widget files downloads Lit once. Then the same seen from
// a real page in Chromium: every script a page fetches until all its widgets have drawn, which also counts the views a
// widget loads before its first frame because it shows them (e.g. a `<recruit-cost mode="train">`'s Training view).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

import { launchBrowser } from '../scripts/browser.mjs';
import { startServer } from '../scripts/serve.mjs';
import { SIZES } from '../scripts/size-budget.mjs';

const files = new Map(JSON.parse(readFileSync(SIZES, 'utf8')).map((file) => [file.file, file]));
const kb = (bytes) => (bytes / 1024).toFixed(1);
/** gzip bytes of `loaded` and of everything they import, each file once. */
const download = (...loaded) =>
  [...new Set(loaded.flatMap((file) => [file, ...files.get(file).imports]))].reduce(
    (sum, f) => sum + files.get(f).gzip,
    0,
  );

const rows = [...files.values()]
  .filter((file) => file.budget !== undefined)
  .map(({ file, budget, held }) => {
    const bytes = download(file);
    return {
      file,
      'gzip KB': kb(bytes),
      'budget KB': kb(budget),
      verdict: bytes > budget ? `over${held ? ` (held at ${kb(held)}: ${bytes > held ? 'grew' : 'ok'})` : ''}` : 'ok',
    };
  });
const pair = ['dist/elements/recruit-cost.js', 'dist/elements/morale-tracker.js'];
rows.push({ file: 'recruit-cost.js + morale-tracker.js on one page', 'gzip KB': kb(download(...pair)) });
console.log('\nWhat a page downloads before interaction (gzip -9; each file with the chunks it imports):');
console.table(rows);

/** The README's four widgets. */
const FOUR = `<recruit-cost strength="3"></recruit-cost>
  <morale-tracker name="Ayla" level="6"></morale-tracker>
  <army-roster name="Northern Host" commander="ayla">
    <army-unit name="Spearmen" strength="3" role="aggressor" path="steel" traits="reach"></army-unit>
    <army-unit name="Shield Wall" strength="2" role="guardian" path="steel"></army-unit></army-roster>
  <skirmish-resolver><army-unit slot="offense" name="Spearmen" strength="3" role="aggressor" traits="reach"></army-unit>
    <army-unit slot="defense" name="Soldier" strength="2"></army-unit></skirmish-resolver>`;
const PAGES = [
  ['army-combat.js, the four widgets', 'army-combat.js', FOUR],
  ['army-combat.js, a recruit-cost', 'army-combat.js', '<recruit-cost strength="3"></recruit-cost>'],
  [
    'army-combat.js, a recruit-cost in Training',
    'army-combat.js',
    '<recruit-cost mode="train" strength="2" budget="90"></recruit-cost>',
  ],
  ['autoloader.js, the four widgets', 'autoloader.js', FOUR],
  [
    'elements/recruit-cost.js, a recruit-cost',
    'elements/recruit-cost.js',
    '<recruit-cost strength="3"></recruit-cost>',
  ],
];

const server = await startServer(0);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launchBrowser();
const seen = [];
try {
  for (const [page, script, markup] of PAGES) {
    const context = await browser.newContext();
    const scripts = new Set();
    context.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/dist/') && pathname.endsWith('.js')) scripts.add(pathname.slice(1));
    });
    await context.route('**/bench/page.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8">
          <script type="module" src="/dist/${script}"></script></head><body>${markup}</body></html>`,
      }),
    );
    const tab = await context.newPage();
    await tab.goto(`${origin}/bench/page.html`);
    await tab.evaluate(async () => {
      const tags = [...new Set([...document.body.querySelectorAll('*')].map((el) => el.localName))];
      await Promise.all(tags.map((tag) => customElements.whenDefined(tag)));
      await Promise.all([...document.body.querySelectorAll('*')].map((el) => el.updateComplete));
    });
    await tab.waitForLoadState('networkidle');
    const bytes = [...scripts].reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
    seen.push({ page, scripts: scripts.size, 'gzip KB': kb(bytes) });
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
console.log('\nWhat a page fetches in Chromium until its widgets have drawn (scripts under dist/, gzip -9):');
console.table(seen);
