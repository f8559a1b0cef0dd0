// How long a widget takes to load a saved state at the documented limits, and past them, in Chromium:
// `npm run bench` (after the build). Each row saves a state the way the widget does, grows it to the size named,
// reloads the page and times from adding the element to its first frame. Limits: docs/api.md "Limits".
import { launchBrowser } from '../scripts/browser.mjs';
import { startServer } from '../scripts/serve.mjs';

/**
 * Each scenario: the element to save from, the list in its saved state to grow, and to how many entries; `full`: as
 * many as the browser's storage holds (the largest state a page can leave), found by shrinking `size` until it fits.
 */
const scenarios = [
  { name: 'roster, 1,000 cards (the limit)', tag: 'army-roster', list: 'cards', size: 1000 },
  { name: 'roster, 5,000 cards (past the limit, under 1 MB)', tag: 'army-roster', list: 'cards', size: 5000 },
  { name: 'roster, storage full (past the limit)', tag: 'army-roster', list: 'cards', size: 60000, full: true },
  { name: 'tracker, 200 log lines (the cap)', tag: 'morale-tracker', list: 'log', size: 200 },
  { name: 'tracker, 5,000 log lines (past the cap, under 1 MB)', tag: 'morale-tracker', list: 'log', size: 5000 },
  { name: 'tracker, storage full (past the cap)', tag: 'morale-tracker', list: 'log', size: 60000, full: true },
];

const MARKUP = {
  'army-roster': `<army-roster commander="Ayla" name="Vanguard" state-key="bench">
      <army-unit name="Spearmen" strength="3" role="aggressor"></army-unit></army-roster>`,
  'morale-tracker': `<morale-tracker name="Ayla" level="6" state-key="bench"></morale-tracker>`,
};

const server = await startServer(0);
const base = `http://127.0.0.1:${server.address().port}/bench/load.html`;
const browser = await launchBrowser();
const rows = [];
try {
  for (const { name, tag, list, size, full } of scenarios) {
    const page = await browser.newPage();
    await page.goto(base);
    // Save a real state: the widget with one change (a Morale lost, or the roster as written).
    await page.evaluate(
      async ([markup, tag]) => {
        localStorage.clear();
        document.body.innerHTML = markup;
        const el = document.querySelector(tag);
        await el.updateComplete;
        el.shadowRoot.querySelector('button[part~="lose"], button')?.click();
        await el.updateComplete;
      },
      [MARKUP[tag], tag],
    );
    const saved = await page.evaluate(
      ([list, size, full]) => {
        const key = Object.keys(localStorage).find((k) => k.startsWith('army-combat:'));
        const saved = JSON.parse(localStorage.getItem(key));
        const one = saved.state[list][0];
        for (;;) {
          saved.state[list] = Array.from({ length: size }, (_, i) =>
            typeof one === 'object' && 'id' in one ? { ...one, id: `${one.id}-${i}` } : one,
          );
          const text = JSON.stringify(saved);
          try {
            localStorage.setItem(key, text);
            return { bytes: text.length, size };
          } catch (error) {
            if (!full || error.name !== 'QuotaExceededError') throw error;
            size = Math.floor(size * 0.97);
          }
        }
      },
      [list, size, full],
    );
    await page.reload();
    const { ms, click, shown } = await page.evaluate(
      async ([markup, tag]) => {
        await customElements.whenDefined(tag);
        const start = performance.now();
        document.body.innerHTML = markup;
        const el = document.querySelector(tag);
        await el.updateComplete;
        await new Promise((frame) => requestAnimationFrame(() => setTimeout(frame)));
        const ms = performance.now() - start;
        const note = el.shadowRoot.querySelector('[part~="problems"], [part~="note"], .note');
        // One click as a player makes it (Start or End Battle, Lose 1), timed to the next frame.
        const clicked = performance.now();
        [...el.shadowRoot.querySelectorAll('button')].find((b) => /Battle|Lose 1/.test(b.textContent)).click();
        await el.updateComplete;
        await new Promise((frame) => requestAnimationFrame(() => setTimeout(frame)));
        const click = performance.now() - clicked;
        return { ms, click, shown: note?.textContent.replace(/\s+/g, ' ').trim().slice(0, 60) ?? '' };
      },
      [MARKUP[tag], tag],
    );
    rows.push({
      scenario: full ? `${name}: ${saved.size.toLocaleString('en')} entries` : name,
      'saved KB': Math.round(saved.bytes / 1024),
      'ms to first frame': Math.round(ms),
      'ms per click': Math.round(click),
      message: shown,
    });
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
console.log('\nLoading saved state (Chromium, this machine; under 1,000 ms at every limit):');
console.table(rows);
