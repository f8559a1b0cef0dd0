// First render of a page full of widgets, against the same number of trivial Lit elements, in Chromium with the CPU
// slowed 4× (a phone): `npm run bench` (after the build). Prints the median of several runs and the ratios; also the
// DOM nodes each widget builds in its shadow root. For information: its "≤ 2× the trivial elements' page" target is
// retired for the static-DOM measures of bench/first-paint.bench.mjs (what the same DOM costs as static HTML).
// Two measures: the page's first frame (navigation to the frame that shows every element, scripts fetched and run on a
// cold cache: what a reader waits for) and, stricter, putting the markup into a page whose
// scripts have already run (rendering alone). Also the first frame of a page with each of the four once: what the first
// widget of each kind costs (compiling and first running its code, its first styles and templates).
import { build } from 'esbuild';

import { launchBrowser } from '../scripts/browser.mjs';
import { startServer } from '../scripts/serve.mjs';

const COUNT = 50;
const RUNS = 5;

/** The README's four widgets, in turn. */
const WIDGETS = [
  '<recruit-cost strength="3"></recruit-cost>',
  '<morale-tracker name="Ayla" level="6"></morale-tracker>',
  `<army-roster name="Northern Host" commander="ayla">
    <army-unit name="Spearmen" strength="3" role="aggressor" traits="reach"></army-unit>
    <army-unit name="Shield Wall" strength="2" role="guardian"></army-unit></army-roster>`,
  `<skirmish-resolver><army-unit slot="offense" name="Spearmen" strength="3" role="aggressor"></army-unit>
    <army-unit slot="defense" name="Soldier" strength="2"></army-unit></skirmish-resolver>`,
];

/** A trivial Lit element, built here with the same production Lit. */
const trivial = await build({
  stdin: {
    contents: `import { LitElement, html, css } from 'lit';
      customElements.define('trivial-lit', class extends LitElement {
        static styles = css\`:host { display: block; padding: 4px; }\`;
        render() { return html\`<p>Trivial <strong>element</strong></p>\`; }
      });`,
    resolveDir: process.cwd(),
  },
  bundle: true,
  format: 'esm',
  minify: true,
  write: false,
  conditions: ['browser', 'production'],
});

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const widgets = Array.from({ length: COUNT }, (_, i) => WIDGETS[i % WIDGETS.length]).join('\n');
const trivials = '<trivial-lit></trivial-lit>'.repeat(COUNT);

/** The trivial element's module, for both measures. */
const serveTrivial = (route) => route.fulfill({ contentType: 'text/javascript', body: trivial.outputFiles[0].text });

const server = await startServer(0);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launchBrowser();

/** A page as a reader gets it: the script in the head, the elements in the body, and a note of when all show. */
const pageOf = (
  script,
  markup,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>First frame</title>
  <script type="module" src="${script}"></script>
  <script type="module" src="/bench/first-frame.js"></script></head><body>${markup}</body></html>`;
const PAGES = {
  '/bench/page-four.html': pageOf('/dist/army-combat.js', WIDGETS.join('\n')),
  '/bench/page-widgets.html': pageOf('/dist/army-combat.js', widgets),
  '/bench/page-trivial.html': pageOf('/bench/trivial-lit.js', trivials),
};
// Waits for every element on the page to be defined and rendered, then for the frame that shows them.
const FIRST_FRAME = `const tags = [...new Set([...document.body.querySelectorAll('*')].map((el) => el.localName))];
  await Promise.all(tags.filter((t) => t.includes('-')).map((t) => customElements.whenDefined(t)));
  await Promise.all([...document.body.querySelectorAll('*')].map((el) => el.updateComplete));
  await new Promise((frame) => requestAnimationFrame(() => setTimeout(frame)));
  window.firstFrame = performance.now();`;

/** Milliseconds from navigation to the frame that shows every element, on a cold cache. */
async function pageFirstFrame(path) {
  const context = await browser.newContext();
  await context.route('**/bench/trivial-lit.js', serveTrivial);
  await context.route('**/bench/first-frame.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FIRST_FRAME }),
  );
  await context.route('**/bench/page-*.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: PAGES[new URL(route.request().url()).pathname] }),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(origin + path);
  const ms = await page.waitForFunction(() => window.firstFrame).then((handle) => handle.jsonValue());
  await context.close();
  return ms;
}

const pageTimes = { widgets: [], trivial: [], four: [] };
for (let run = 0; run < RUNS; run++) {
  pageTimes.trivial.push(await pageFirstFrame('/bench/page-trivial.html'));
  pageTimes.four.push(await pageFirstFrame('/bench/page-four.html'));
  pageTimes.widgets.push(await pageFirstFrame('/bench/page-widgets.html'));
}

const page = await browser.newPage();
await page.route('**/bench/trivial-lit.js', serveTrivial);
await page.goto(`http://127.0.0.1:${server.address().port}/bench/load.html`);
await page.addScriptTag({ type: 'module', url: '/bench/trivial-lit.js' });
await page.evaluate(() => Promise.all(['trivial-lit', 'skirmish-resolver'].map((t) => customElements.whenDefined(t))));
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

/** Milliseconds from putting the markup on the page to the frame after every element's first render. */
const firstRender = (markup) =>
  page.evaluate(async (markup) => {
    document.body.replaceChildren();
    await new Promise((frame) => requestAnimationFrame(() => setTimeout(frame)));
    const start = performance.now();
    document.body.innerHTML = markup;
    await Promise.all([...document.body.querySelectorAll('*')].map((el) => el.updateComplete));
    await new Promise((frame) => requestAnimationFrame(() => setTimeout(frame)));
    return performance.now() - start;
  }, markup);

const times = { widgets: [], trivial: [] };
for (let run = 0; run < RUNS; run++) {
  times.trivial.push(await firstRender(trivials));
  times.widgets.push(await firstRender(widgets));
}
await firstRender(WIDGETS.join('\n'));
const nodes = await page.evaluate(() =>
  Object.fromEntries(
    [...document.body.children].map((el) => [el.localName, el.shadowRoot.querySelectorAll('*').length]),
  ),
);
await browser.close();
server.close();

const [pw, pt] = [median(pageTimes.widgets), median(pageTimes.trivial)];
const [w, t] = [median(times.widgets), median(times.trivial)];
console.log(`first render, ${COUNT} elements, CPU 4× slower, median of ${RUNS}`);
console.table([
  {
    measure: 'page first frame (cold cache)',
    widgets: pw.toFixed(0),
    trivial: pt.toFixed(0),
    ratio: `${(pw / pt).toFixed(1)}× (for information)`,
  },
  {
    measure: 'page first frame, the four widgets once',
    widgets: median(pageTimes.four).toFixed(0),
    trivial: pt.toFixed(0),
    ratio: `${(median(pageTimes.four) / pt).toFixed(1)}×`,
  },
  {
    measure: 'markup put into a loaded page',
    widgets: w.toFixed(0),
    trivial: t.toFixed(0),
    ratio: `${(w / t).toFixed(1)}×`,
  },
]);
console.log("elements in each widget's shadow root:");
console.table(nodes);
