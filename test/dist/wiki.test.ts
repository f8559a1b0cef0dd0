// dist/wiki.js as a MediaWiki gadget runs it: the wiki keeps custom tags out of a page, so authors write <div>
// placeholders with data attributes, and the gadget (a classic script, as the README gives it) loads wiki.js, which
// draws each as its widget — read like a Share link: a bad or hostile placeholder says so in place, the rest drawn.
import { expect } from '@open-wc/testing';

import { eventually, restorePage, text } from '../elements/helpers.js';

/** The README's gadget (MediaWiki:Gadget-army-combat.js), with the address of this test's built files. */
const GADGET = `(function () {
  var script = document.createElement('script');
  script.type = 'module';
  script.src = '/dist/wiki.js';
  document.head.appendChild(script);
})();`;

/** A page's content as MediaWiki's parser gives it: the placeholders inside .mw-parser-output. */
function wikiPage(content: string) {
  const page = document.createElement('div');
  page.className = 'mw-parser-output';
  page.innerHTML = content;
  document.body.append(page);
  return page;
}

let loaded = false;
function runGadget() {
  if (loaded) return;
  loaded = true;
  const gadget = document.createElement('script');
  gadget.textContent = GADGET;
  document.head.append(gadget);
}

const shadowText = (el: Element | null | undefined) => text(el?.shadowRoot ?? null);

describe('dist/wiki.js (a MediaWiki gadget)', function () {
  afterEach(async () => {
    document.querySelectorAll('.mw-parser-output').forEach((page) => page.remove());
    await restorePage();
  });

  it('draws a recruiting price and a roster with two units and its upkeep from <div> placeholders', async () => {
    const page = wikiPage(`
      <p>What a recruit costs:</p>
      <div data-army-combat="recruit-cost" data-strength="3"></div>
      <div data-army-combat="army-roster" data-name="Northern Host" data-commander="Ayla">
        <div data-unit="" data-name="Spearmen" data-strength="3" data-role="aggressor" data-traits="reach"></div>
        <div data-unit="" data-name="Soldier" data-strength="2"></div>
      </div>`);
    runGadget();
    const price = await eventually(() => page.querySelector('recruit-cost')?.shadowRoot?.querySelector('output'), 8000);
    expect(text(price)).to.equal('60 lunari'); // AC-EC-3
    const roster = await eventually(() => {
      const el = page.querySelector('army-roster');
      return el?.shadowRoot?.querySelector('[part~=card]') && el;
    }, 8000);
    // AC-EC-1: 5 lunari per point of Strength, 3 + 2.
    expect(text(roster.shadowRoot!.querySelector('output[part~=result]'))).to.contain('25 lunari');
    expect(shadowText(roster)).to.contain('Spearmen');
    expect(roster.querySelectorAll('army-unit')).to.have.length(2);
  });

  it('draws placeholders that appear later (live preview), and a board with its commanders inside', async () => {
    runGadget();
    const page = wikiPage('<p>Preview…</p>');
    page.insertAdjacentHTML(
      'beforeend',
      `<div data-army-combat="morale-tracker" data-name="Ayla" data-level="6"></div>`,
    );
    const morale = await eventually(() => page.querySelector('morale-tracker')?.shadowRoot?.querySelector('output'), 8000);
    expect(text(morale)).to.equal('7'); // AC-MO-1: level 6 starts at Morale 7
    page.insertAdjacentHTML(
      'beforeend',
      `<div data-army-combat="army-battle" data-seed="wiki">
        <div data-army-combat="morale-tracker" data-name="Ayla" data-level="6" data-commander-class="evoker"
          data-influence="1"></div>
        <div data-army-combat="army-roster" data-commander="Ayla" data-name="Vanguard">
          <div data-unit="" data-name="Spearmen" data-strength="3"></div></div>
        <div data-army-combat="morale-tracker" data-name="Brann" data-npc="" data-morale="5"></div>
        <div data-army-combat="army-roster" data-commander="Brann" data-name="Bandits">
          <div data-unit="" data-name="Raiders" data-strength="2"></div></div>
      </div>`,
    );
    const board = await eventually(() => page.querySelector('army-battle')?.shadowRoot?.querySelector('[part~=status]') && page.querySelector('army-battle'), 8000);
    expect([...board.children].map((child) => child.localName)).to.deep.equal([
      'morale-tracker',
      'army-roster',
      'morale-tracker',
      'army-roster',
    ]);
    expect(board.getAttribute('seed')).to.equal('wiki');
    // What the board reads of a tracker inside it (AC-CP, AC-SK-8) is kept there, not named as unused.
    const ayla = board.querySelector('morale-tracker')!;
    expect([ayla.getAttribute('commander-class'), ayla.getAttribute('influence')]).to.deep.equal(['evoker', '1']);
    expect(page.querySelector('[role=status]')).to.equal(null);
  });

  it('a hostile or wrong placeholder: its message in place and in the console, no markup, no handler; the rest drawn', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      const page = wikiPage(`
        <div data-army-combat="recruit-cost" data-strength="3" data-onclick="window.hacked = 1" data-state-key="yours"
          data-name="&lt;img src=x onerror=window.hacked=1&gt;"></div>
        <div id="bad" data-army-combat="script" data-src="evil.js"></div>
        <div data-army-combat="recruit-cost" data-strength="2"></div>`);
      runGadget();
      const el = await eventually(() => page.querySelector('recruit-cost'), 8000);
      await eventually(() => page.querySelectorAll('recruit-cost').length === 2 && page.querySelector('[role=status]'), 8000);
      expect(el.hasAttribute('onclick')).to.equal(false);
      expect(el.hasAttribute('state-key')).to.equal(false);
      expect(el.getAttribute('name')).to.equal('<img src=x onerror=window.hacked=1>');
      expect(page.querySelector('img, script')).to.equal(null);
      el.click();
      expect((window as { hacked?: unknown }).hacked).to.equal(undefined);
      expect(text(page.querySelector('[role=status]'))).to.equal(
        'Not used, not an attribute of the widget: onclick (on <recruit-cost>), state-key (on <recruit-cost>).',
      );
      const said = 'The widget "script" cannot be shown: "script" is not one of the widgets.';
      expect(text(page.querySelector('#bad [role=alert]'))).to.equal(said);
      expect(warnings).to.include(`army-combat wiki: ${said}`);
    } finally {
      console.warn = warn;
    }
  });

  it('2,000 nested placeholders: read once, from the outermost, with one message and one warning', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      // Built node by node: the HTML parser stops nesting at 512 levels.
      const nest = document.createElement('div');
      let inner = nest;
      for (let i = 0; i < 2000; i++) {
        const place = document.createElement('div');
        place.dataset.armyCombat = 'army-battle';
        inner = inner.appendChild(place);
      }
      const page = wikiPage('');
      page.append(nest);
      runGadget();
      await eventually(() => page.querySelector('[role=alert]'), 8000);
      const said = 'The widget "army-battle" cannot be shown: children is not a short list of widgets.';
      expect([...page.querySelectorAll('[role=alert]')].map(text)).to.deep.equal([said]);
      expect(warnings.filter((w) => w.startsWith('army-combat wiki:'))).to.deep.equal([`army-combat wiki: ${said}`]);
    } finally {
      console.warn = warn;
    }
  });
});
