// dist/embed.html in an iframe, as a wiki that allows no script shows a widget: drawn from a Share link (#w=…) or
// from plain parameters, its height told to the page around it, and a bad or hostile address shown as a message.
import { expect } from '@open-wc/testing';

import { encodeShared, sharedLink,type SharedWidget } from '../../src/shared/share-state.js';
import { eventually, restorePage, text } from '../elements/helpers.js';

const EMBED = new URL('/dist/embed.html', location.href).href;

/** The page in an iframe at `src`, and the heights it posted. */
async function frame(src: string) {
  const heights: number[] = [];
  const iframe = document.createElement('iframe');
  window.addEventListener('message', (event: MessageEvent<{ type?: string; height?: number }>) => {
    if (event.source === iframe.contentWindow && event.data?.type === 'army-combat:height')
      heights.push(event.data.height!);
  });
  iframe.title = 'An embedded widget';
  iframe.src = src;
  document.body.append(iframe);
  await new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  const doc = iframe.contentDocument!;
  return { iframe, doc, heights };
}
const widget = (doc: Document, tag: string) => doc.querySelector<HTMLElement>(tag);
const shown = (el: Element | null) => text(el?.shadowRoot ?? null);
const problem = (doc: Document) => text(doc.querySelector('.problem'));

describe('dist/embed.html', function () {
  afterEach(async () => {
    document.querySelectorAll('iframe').forEach((f) => f.remove());
    await restorePage();
  });

  it('draws a roster with two units and its upkeep from a Share link, and tells its height', async () => {
    const state: SharedWidget = {
      tag: 'army-roster',
      attrs: { name: 'Northern Host', commander: 'Ayla' },
      units: [
        { name: 'Spearmen', strength: '3', role: 'aggressor', path: 'steel', traits: 'reach' },
        { name: 'Soldier', strength: '2', role: 'trooper' },
      ],
    };
    const { doc, heights } = await frame(sharedLink(EMBED, state));
    await eventually(() => widget(doc, 'army-roster')?.shadowRoot?.querySelector('[part~=card]'), 8000);
    const el = widget(doc, 'army-roster')!;
    // AC-EC-1: 5 lunari per point of Strength, 3 + 2.
    expect(text(el.shadowRoot!.querySelector('output[part~=result]'))).to.contain('25 lunari');
    expect(shown(el)).to.contain('Spearmen');
    expect(shown(el)).to.contain('Soldier');
    await eventually(() => heights.some((h) => h > 200), 4000);
  });

  it('takes plain parameters a wiki author writes, the page language and theme with them', async () => {
    const { doc } = await frame(`${EMBED}?tag=recruit-cost&strength=3&budget=100&lang=pt&theme=dark`);
    const el = await eventually(() => widget(doc, 'recruit-cost')?.shadowRoot?.querySelector('output'), 8000);
    expect(text(el)).to.contain('60 lunari');
    expect(doc.documentElement.lang).to.equal('pt');
    expect(widget(doc, 'recruit-cost')!.getAttribute('theme')).to.equal('dark');
    expect(doc.querySelector('.problem')).to.equal(null);
  });

  it('a hostile or broken address: a message, no markup, no handler, no saved state; the rest drawn', async () => {
    const hostile = await frame(
      sharedLink(EMBED, {
        tag: 'recruit-cost',
        attrs: { strength: '3', onclick: 'parent.hacked = true', 'state-key': 'yours', name: '<img src=x onerror=parent.hacked=1>' },
      }),
    );
    const el = await eventually(() => widget(hostile.doc, 'recruit-cost'), 8000);
    expect(el.hasAttribute('onclick')).to.equal(false);
    expect(el.hasAttribute('state-key')).to.equal(false);
    expect(el.getAttribute('name')).to.equal('<img src=x onerror=parent.hacked=1>');
    expect(hostile.doc.querySelector('img')).to.equal(null);
    expect(problem(hostile.doc)).to.equal(
      'Not used, not an attribute of the widget: onclick (on <recruit-cost>), state-key (on <recruit-cost>).',
    );
    el.click();
    expect((window as { hacked?: unknown }).hacked).to.equal(undefined);

    for (const [hash, said] of [
      ['#w=not*base64', "This link's widget cannot be shown: the link was cut or changed."],
      ['#w=eJzLSM3JyQcABiwCFQ', "This link's widget cannot be shown: the link was cut or changed."],
      [`#w=${encodeShared({ tag: 'script', attrs: {} } as unknown as SharedWidget)}`, `This link's widget cannot be shown: "script" is not one of the widgets.`],
      [`#w=${encodeShared({ tag: 'recruit-cost', attrs: { 'x"y': '1' } })}`, `This link's widget cannot be shown: attrs: "x"y" is not an attribute name.`],
      // 10 MB of zeros in a few KB: refused once past the cap, without inflating it all.
      [`#w=${encodeShared({ tag: 'recruit-cost', attrs: { strength: '0'.repeat(10_000_000) } })}`, "This link's widget cannot be shown: it holds more than 256 KB."],
    ] as const) {
      const { doc } = await frame(`${EMBED}${hash}`);
      await eventually(() => doc.querySelector('.problem'), 8000);
      expect(problem(doc)).to.equal(said);
      expect(doc.querySelector('recruit-cost, script:not([src])')).to.equal(null);
    }
    const { doc } = await frame(`${EMBED}?strength=3`);
    await eventually(() => doc.querySelector('.problem'), 8000);
    expect(problem(doc)).to.equal('Write which widget to show, e.g. embed.html?tag=recruit-cost&strength=3.');
  });
});
