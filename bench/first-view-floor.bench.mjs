// What the widgets' first views need of dist/army-combat.js (`npm run bench`, after the build): the code that runs
// before their first frame, in Chromium's precise coverage, on pages a reader has. A group of pages adds what its
// configuration draws first (a saved state, a typed unit, a wrong attribute, a Portuguese page…); the union of the
// code run so far, cut out of the file and gzipped, is a floor: the file can only reach it by moving every other byte
// into chunks loaded later, at no cost. Next to it, Lit (which all of it runs on) and the 35 KB target of
// `dist/army-combat.js` before interaction. A floor over the target means the target costs a first view. Last, the
// modules with the most code that ran on none of these pages (through the source map): what could still move.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';

import { launchBrowser } from '../scripts/browser.mjs';
import { startServer } from '../scripts/serve.mjs';
import { SIZES } from '../scripts/size-budget.mjs';
import { BOARD, FOUR, settled, unit } from './pages.mjs';

const FILE = 'dist/army-combat.js';
const TARGET = 35 * 1024;

/** `markup` with a `state-key` on each widget that keeps one, so that a visit can save a change and the next restore it. */
let keys = 0;
const keyed = (markup) =>
  markup.replace(
    /<(recruit-cost|morale-tracker|army-roster|skirmish-resolver|army-battle)\b/g,
    (tag) => `${tag} state-key="floor-${++keys}"`,
  );

/** Each group: its pages, whether they are visited once first to save a change (`state-key`), and their language. */
const GROUPS = [
  ['the four widgets and the board page', [FOUR, BOARD]],
  ['the same with a saved change each', [keyed(FOUR), keyed(BOARD)], { saved: true }],
  [
    'units typed in, other modes',
    [
      '<skirmish-resolver></skirmish-resolver><skirmish-resolver compact></skirmish-resolver>',
      '<recruit-cost></recruit-cost><recruit-cost mode="train" strength="2" trained="1"></recruit-cost>',
    ],
  ],
  [
    'a Routed commander, an NPC, empty widgets',
    [
      `<morale-tracker name="R" level="2" morale="0" in-battle></morale-tracker>
       <morale-tracker name="N" npc level="1" morale="3"></morale-tracker>
       <morale-tracker></morale-tracker><army-roster></army-roster>`,
    ],
  ],
  [
    'wrong attributes',
    [
      `<recruit-cost strength="x" trained="9"></recruit-cost><morale-tracker level="zz" morale="q"></morale-tracker>
       <army-roster name="Bad">${unit('X', 'q', 'wizard')}</army-roster>
       <skirmish-resolver><army-unit slot="offense" name="Y" strength="42"></army-unit></skirmish-resolver>`,
    ],
  ],
  ['a Portuguese page', [FOUR], { lang: 'pt' }],
];

const code = readFileSync(FILE, 'utf8');
const lit = JSON.parse(readFileSync(SIZES, 'utf8'))
  .filter(({ file }) => /^dist\/chunks\/lit-/.test(file))
  .reduce((sum, { gzip }) => sum + gzip, 0);
const ranSoFar = new Uint8Array(code.length);
const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = [];

const server = await startServer(0);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launchBrowser();
try {
  const context = await browser.newContext();
  let page = { body: '', lang: 'en' };
  await context.route('**/bench/floor.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="${page.lang}"><head><meta charset="utf-8">
        <script type="module" src="/${FILE}"></script></head><body>${page.body}</body></html>`,
    }),
  );
  /** Opens the page and waits until every widget has drawn and a frame has passed. */
  const visit = async (tab) => {
    await tab.goto(`${origin}/bench/floor.html`);
    await settled(tab);
    await tab.evaluate(() => new Promise((frame) => requestAnimationFrame(() => setTimeout(frame))));
  };
  for (const [group, pages, { saved = false, lang = 'en' } = {}] of GROUPS) {
    const before = ranSoFar.reduce((sum, ran) => sum + ran, 0);
    for (const body of pages) {
      page = { body, lang };
      if (saved) {
        // A first visit presses each widget's first button that shows, so that the measured visit restores a change.
        const tab = await context.newPage();
        await visit(tab);
        await tab.evaluate(async () => {
          for (const widget of document.querySelectorAll(
            'morale-tracker, army-roster, skirmish-resolver, army-battle',
          )) {
            const buttons = [...(widget.shadowRoot?.querySelectorAll('button:not([disabled])') ?? [])];
            buttons.find((button) => button.checkVisibility())?.click();
            await widget.updateComplete;
          }
        });
        await tab.close();
      }
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.startPreciseCoverage', { detailed: true });
      await visit(tab);
      const { result } = await cdp.send('Profiler.takePreciseCoverage');
      // Ranges nest, each inside the one before it: the innermost says.
      const ran = new Uint8Array(code.length).fill(1);
      for (const { ranges } of result.find(({ url }) => url.endsWith(`/${FILE}`)).functions)
        for (const { startOffset, endOffset, count } of ranges) ran.fill(count > 0 ? 1 : 0, startOffset, endOffset);
      ran.forEach((one, at) => (ranSoFar[at] |= one));
      await tab.close();
    }
    const floor = code
      .split('')
      .filter((_, at) => ranSoFar[at])
      .join('');
    const gzip = gzipSync(floor, { level: 9 }).length;
    rows.push({
      'pages (each group adds to those above)': group,
      'more code run, KB minified': kb(ranSoFar.reduce((sum, ran) => sum + ran, 0) - before),
      'floor KB gzip, with Lit': kb(gzip + lit),
    });
  }
  await context.close();
} finally {
  await browser.close();
  server.close();
}
console.log(
  `\nWhat the first views need of ${FILE}: the code run before the first frame, cut out and gzipped, with Lit ` +
    `(${kb(lit)} KB). The whole file with Lit: ${kb(gzipSync(code, { level: 9 }).length + lit)} KB; its target ` +
    `before interaction: ${kb(TARGET)} KB.`,
);
console.table(rows);

/** Bytes of the file by source module, and how many of them ran on none of the pages. */
const modules = new Map();
const lineStarts = [0];
for (let at = 0; at < code.length; at++) if (code[at] === '\n') lineStarts.push(at + 1);
const mappings = [];
eachMapping(new TraceMap(readFileSync(`${FILE}.map`, 'utf8')), (mapping) => mappings.push(mapping));
mappings.forEach((mapping, i) => {
  const next = mappings[i + 1];
  const start = lineStarts[mapping.generatedLine - 1] + mapping.generatedColumn;
  const end = next ? lineStarts[next.generatedLine - 1] + next.generatedColumn : code.length;
  const source = (mapping.source ?? '?').replace(/^.*\/(src|node_modules)\//, '');
  const counts = modules.get(source) ?? { bytes: 0, unrun: 0 };
  modules.set(source, counts);
  counts.bytes += end - start;
  for (let at = start; at < end; at++) counts.unrun += 1 - ranSoFar[at];
});
const unrun = [...modules.values()].reduce((sum, { unrun }) => sum + unrun, 0);
console.log(
  `Code that ran on none of these pages: ${kb(unrun)} of ${kb(code.length)} KB minified (handlers of clicks and of ` +
    "other widgets' events, saving, exports, panels' wiring). The modules with the most:",
);
console.table(
  [...modules]
    .sort(([, a], [, b]) => b.unrun - a.unrun)
    .slice(0, 15)
    .map(([module, { bytes, unrun }]) => ({ module, 'not run KB': kb(unrun), 'of KB': kb(bytes) })),
);
