// A secondary panel renders nothing while closed and draws from a module loaded on first open, with its styles; a
// module that cannot load says so inline and in the console, and opening the panel again tries again.
import { expect, fixture, html as testHtml, waitUntil } from '@open-wc/testing';
import { css, html, LitElement } from 'lit';

import { lazyModule, LazyPanel } from '../../src/shared/lazy-panel.js';
import { NOT_LOADED, openPanel, text, type Widget } from './helpers.js';

let loads = 0;
const panelModule = lazyModule(() => {
  loads++;
  return Promise.resolve({
    styles: css`
      .inside {
        color: rgb(1, 2, 3);
      }
    `,
    draw: (n: number) => html`<p class="inside">Inside ${n}</p>`,
  });
});

class PanelHost extends LitElement {
  panel = new LazyPanel(this, panelModule, 'the test panel');
  protected override render() {
    return this.panel.details('More', (module) => module.draw(7), { part: 'more' });
  }
}
customElements.define('panel-host', PanelHost);

describe('LazyPanel', () => {
  it('draws nothing while closed; opened, it loads the module once, with its styles', async () => {
    const el = await fixture<Widget>(testHtml`<panel-host></panel-host>`);
    const details = el.shadowRoot!.querySelector('details')!;
    expect(details.querySelectorAll('*').length).to.equal(1); // the summary alone
    expect(loads).to.equal(0);
    await openPanel(el, 'More');
    const inside = el.shadowRoot!.querySelector('.inside')!;
    expect(text(inside)).to.equal('Inside 7');
    expect(getComputedStyle(inside).color).to.equal('rgb(1, 2, 3)');
    // A second widget has it at once: no "Loading…" frame.
    const other = await fixture<Widget>(testHtml`<panel-host></panel-host>`);
    (other as unknown as PanelHost).panel.toggle(true);
    await other.updateComplete;
    expect(text(other.shadowRoot!.querySelector('.inside'))).to.equal('Inside 7');
    expect(loads).to.equal(1);
  });
});

describe('LazyPanel offline', () => {
  it('says inline and in the console when the module cannot load, and tries again on the next open', async () => {
    let tries = 0;
    interface Tools {
      draw(): unknown;
    }
    const failing = lazyModule<Tools>(() => {
      tries++;
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    class FailingHost extends LitElement {
      panel = new LazyPanel(this, failing, 'the tools');
      protected override render() {
        return this.panel.details('Tools', (module: Tools) => module.draw());
      }
    }
    customElements.define('failing-host', FailingHost);
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      const el = await fixture<Widget>(testHtml`<failing-host></failing-host>`);
      await openPanel(el, 'Tools').catch(() => undefined);
      const alert = el.shadowRoot!.querySelector('[role=alert]');
      expect(text(alert)).to.equal(NOT_LOADED);
      expect(warnings).to.deep.equal(['<failing-host>: could not load the tools: TypeError: Failed to fetch']);
      expect(tries).to.equal(1);
      el.shadowRoot!.querySelector('summary')!.click(); // closed
      await waitUntil(() => !(el as unknown as FailingHost).panel.open);
      await openPanel(el, 'Tools').catch(() => undefined);
      expect(tries).to.equal(2);
    } finally {
      console.warn = warn;
    }
  });
});
