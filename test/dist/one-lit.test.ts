// Widget files on one page, as a wiki page loads them (one `<script>` line each): they share one Lit
// (dist/chunks/lit-*.js), and every widget works.
import { expect } from '@open-wc/testing';

import { click, eventually, result, type Widget } from '../elements/helpers.js';

/** Lit's modules add their version to these lists on the page that runs them. */
type LitPage = Window & {
  litHtmlVersions?: string[];
  litElementVersions?: string[];
  reactiveElementVersions?: string[];
};

/** A page in an iframe with `scripts` (built files) and two widgets, once both are drawn. */
async function page(...scripts: string[]) {
  const iframe = document.createElement('iframe');
  iframe.title = 'A wiki page with widgets';
  iframe.srcdoc = `${scripts.map((src) => `<script type="module" src="${src}"></script>`).join('')}
    <recruit-cost strength="3"></recruit-cost>
    <morale-tracker name="Ayla" level="6"></morale-tracker>`;
  document.body.append(iframe);
  await new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  const doc = iframe.contentDocument!;
  const drawn = (tag: string) => doc.querySelector<Widget>(tag)?.shadowRoot?.querySelector('output') && doc.querySelector<Widget>(tag);
  const recruit = await eventually(() => drawn('recruit-cost'), 8000);
  const tracker = await eventually(() => drawn('morale-tracker'), 8000);
  const win = iframe.contentWindow as LitPage;
  const loaded = win.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
  return { win, recruit, tracker, lits: loaded.filter((path) => path.startsWith('/dist/chunks/lit-')) };
}

/** Both widgets answer: the price of Strength 3, and a Morale lost. */
async function bothWork(recruit: Widget, tracker: Widget) {
  expect(result(recruit)).to.contain('60 lunari'); // AC-EC-3
  expect(result(tracker)).to.equal('7'); // AC-MO-1: level 6 starts at 7
  await click(tracker, 'Lose 1');
  expect(result(tracker)).to.equal('6');
}

describe('widget files on one page', function () {
  afterEach(() => document.querySelectorAll('iframe').forEach((iframe) => iframe.remove()));

  it('two element modules load one Lit, and both widgets work', async () => {
    const { win, recruit, tracker, lits } = await page('/dist/elements/recruit-cost.js', '/dist/elements/morale-tracker.js');
    expect(win.litHtmlVersions).to.have.length(1);
    expect(win.litElementVersions).to.have.length(1);
    expect(win.reactiveElementVersions).to.have.length(1);
    expect(lits).to.have.length(1);
    await bothWork(recruit, tracker);
  });

  it('the one-line script and an element module on the same page share that Lit too', async () => {
    const { win, recruit, tracker, lits } = await page('/dist/army-combat.js', '/dist/elements/recruit-cost.js');
    expect(win.litHtmlVersions).to.have.length(1);
    expect(win.litElementVersions).to.have.length(1);
    expect(lits).to.have.length(1);
    await bothWork(recruit, tracker);
  });
});
