// "Share" in a widget: a link to dist/embed.html that draws the widget as it is now (what a player typed included),
// and the iframe code to paste; the link round-trips through embed.html.
import '../../src/elements/recruit-cost/define.js';
import '../../src/elements/army-roster/define.js';
import '../../src/elements/skirmish-resolver/define.js';

import { expect, fixture } from '@open-wc/testing';

import type { SkirmishResolver } from '../../src/elements/skirmish-resolver/skirmish-resolver.js';
import { click, control, eventually, openPanel, restorePage, text, typeInto } from '../elements/helpers.js';
import { realDice } from '../elements/skirmish-resolver-helpers.js';

type Widget = HTMLElement & { updateComplete: Promise<unknown> };

/** Share pressed: the link shown. */
async function share(el: Widget) {
  await click(el, 'Share');
  const link = await eventually(() => el.shadowRoot!.querySelector<HTMLInputElement>('[part~=share] input'), 4000);
  return link.value;
}

/** The link's page in an iframe: its document once the widget is drawn. */
async function open(link: string, tag: string) {
  const iframe = document.createElement('iframe');
  iframe.title = 'Shared widget';
  iframe.src = link;
  document.body.append(iframe);
  await new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  return eventually(() => iframe.contentDocument!.querySelector<Widget>(tag)?.shadowRoot?.querySelector('output'), 8000);
}

describe('Share: a link to embed.html that draws the widget as it is', function () {
  before(() => {
    const meta = Object.assign(document.createElement('meta'), { name: 'army-combat-embed', content: '/dist/embed.html' });
    document.head.append(meta);
  });
  afterEach(async () => {
    document.querySelectorAll('iframe').forEach((f) => f.remove());
    await restorePage();
  });

  it('recruit-cost: what was typed goes with the link; the panel is accessible and gives the iframe code', async () => {
    const el = await fixture<Widget>('<recruit-cost strength="3" budget="100"></recruit-cost>');
    await typeInto(el, control(el, 'Strength'), '4');
    const link = await share(el);
    await expect(el).to.be.accessible();
    expect(link).to.match(/\/dist\/embed\.html#w=[A-Za-z0-9_-]+$/);
    const code = el.shadowRoot!.querySelector<HTMLTextAreaElement>('[part~=share] textarea')!.value;
    expect(code).to.equal(
      `<iframe src="${link}" title="Army Combat: recruit-cost" width="100%" height="640" loading="lazy"></iframe>`,
    );
    // AC-EC-3: Strength 4 costs 100 lunari, as typed before sharing.
    expect(text(await open(link, 'recruit-cost'))).to.contain('100 lunari');
  });

  it('army-roster: its army, units added in the roster included, drawn by the link with the same upkeep', async () => {
    const el = await fixture<Widget>(`<army-roster name="Northern Host" commander="Ayla" state-key="share-test">
      <army-unit name="Spearmen" strength="3" role="aggressor" path="steel" traits="reach"></army-unit>
      <army-unit name="Soldier" strength="2" role="trooper"></army-unit>
    </army-roster>`);
    await openPanel(el, 'Import, export, share and print');
    const link = await share(el);
    const shown = await open(link, 'army-roster');
    // AC-EC-1: (3 + 2) × 5 lunari.
    expect(text(shown)).to.contain('25 lunari');
    const names = [...(shown.getRootNode() as ShadowRoot).querySelectorAll('[part~=card] .name')].map((n) => text(n));
    expect(names).to.deep.equal(['Spearmen', 'Soldier']);
    const shared = document.querySelector('iframe')!.contentDocument!.querySelector('army-roster')!;
    expect(shared.getAttribute('name')).to.equal('Northern Host');
    expect(shared.hasAttribute('state-key'), 'saved state is not shared').to.equal(false);
  });

  it('skirmish-resolver: its two sides and the dice chosen, drawn by the link with the same exact odds', async () => {
    const el = await fixture<SkirmishResolver>(`<skirmish-resolver>
      <army-unit slot="offense" name="Spearmen" strength="3" role="aggressor" path="steel" traits="reach"></army-unit>
      <army-unit slot="defense" name="Soldier" strength="2"></army-unit>
    </skirmish-resolver>`);
    await realDice(el);
    const odds = text(el.shadowRoot!.querySelector('[part~=odds]'));
    expect(odds).to.contain('Offense wins');
    const link = await share(el);
    const shown = await open(link, 'skirmish-resolver');
    const shared = document.querySelector('iframe')!.contentDocument!.querySelector<Widget>('skirmish-resolver')!;
    const sides = [...shared.querySelectorAll('army-unit')].map((u) => [u.slot, u.getAttribute('name')]);
    expect(sides).to.deep.equal([
      ['offense', 'Spearmen'],
      ['defense', 'Soldier'],
    ]);
    expect(shared.getAttribute('dice')).to.equal('real');
    const root = shown.getRootNode() as ShadowRoot;
    expect(control<HTMLInputElement>(root, 'We rolled real dice').checked).to.equal(true);
    await eventually(() => text(root.querySelector('[part~=odds]')) === odds, 4000);
  });
});
