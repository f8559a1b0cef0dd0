// Languages: a widget speaks the language of its nearest `lang` (its own, an ancestor's, the page's), changes when
// that changes, formats numbers and lists in it, and falls back to English where a language is not spoken.
import { msg } from '@lit/localize';
import { expect, fixture, html as testHtml } from '@open-wc/testing';
import { html, LitElement } from 'lit';

import { formatList, formatNumber, inLanguage, languageOf, Localized } from '../../src/shared/localize.js';
import { formatPercent } from '../../src/shared/percent.js';
import { pileName } from '../../src/shared/terms.js';
import { text, type Widget } from './helpers.js';

class Speaker extends Localized(LitElement) {
  protected override render() {
    return html`<p>
      ${pileName('exhausted')} · ${formatNumber(10_000)} · ${formatPercent(0.125, 1)} · ${formatList(['A', 'B'])}
    </p>`;
  }
}
customElements.define('test-speaker', Speaker);

class Untranslated extends Localized(LitElement) {
  protected override render() {
    return html`<p>${pileName('exhausted')}: ${msg('not in any translation file')}</p>`;
  }
}
customElements.define('test-untranslated', Untranslated);

const shown = (el: Widget) => text(el.shadowRoot!.querySelector('p'));

describe('languages', () => {
  afterEach(() => document.documentElement.setAttribute('lang', 'en'));

  it('reads a lang value: regions and case ignored, an unknown language is English', () => {
    expect(['pt-BR', 'IT', 'it_IT', 'en-GB', 'de', '', null].map(languageOf)).to.deep.equal([
      'pt',
      'it',
      'it',
      'en',
      'en',
      'en',
      'en',
    ]);
  });

  it('writes numbers as Intl does in each language, whole ones below 1,000 without it', () => {
    const cases: [number, Intl.NumberFormatOptions?][] = [
      [-999],
      [7],
      [999],
      [1000],
      [-12_345],
      [2.5],
      [9999, { useGrouping: false }],
      [-123_456, { useGrouping: false }],
      [12_345, { useGrouping: true }],
    ];
    for (const language of ['en', 'pt', 'it'] as const)
      inLanguage(language, () => {
        const written = cases.map(([value, options]) => formatNumber(value, options));
        const intl = cases.map(([value, options]) => new Intl.NumberFormat(language, options).format(value));
        expect(written, language).to.deep.equal(intl);
        expect(formatNumber(-0), language).to.equal('0'); // where a sum cancels out: a plain 0, not Intl's -0
        expect(formatNumber(-0, {}), language).to.equal(new Intl.NumberFormat(language).format(-0));
      });
  });

  it('writes percentages as Intl does in each language, below 1,000% without it', () => {
    // Dice chances (k / 6ⁿ), halves that round away from zero, tiny and large values, and what only Intl writes.
    const chances = [0, 1, 0.125, 0.145, 0.0005, 5e-5, 1e-7, 1.5e-7, 0.99995, 9.9995, 9.99949, 10, 123.456, 1e21];
    for (let n = 1; n <= 3; n++) for (let k = 0; k <= 6 ** n; k++) chances.push(k / 6 ** n);
    for (let k = 1, x = 7; k < 200; k++) chances.push((x = (x * 48_271) % 2_147_483_647) / 2 ** 31 / k);
    const others = [-0.5, -0, -1e-9, NaN, Infinity];
    // From 0.0001% to 1,000% no Intl formatter runs: its first use costs a page ~50 ms at 4× CPU before the first frame.
    const format = Object.getOwnPropertyDescriptor(Intl.NumberFormat.prototype, 'format')!;
    let used = 0;
    Object.defineProperty(Intl.NumberFormat.prototype, 'format', { get: () => (used++, () => '') });
    try {
      for (const language of ['en', 'pt'] as const)
        inLanguage(language, () =>
          chances.filter((chance) => chance >= 1e-6 && chance < 10).forEach((chance) => formatPercent(chance, 3)),
        );
    } finally {
      Object.defineProperty(Intl.NumberFormat.prototype, 'format', format);
    }
    expect(used).to.equal(0);
    for (const language of ['en', 'pt', 'it'] as const)
      inLanguage(language, () => {
        for (let digits = 0; digits <= 8; digits++) {
          const options = { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits } as const;
          const intl = new Intl.NumberFormat(language, options);
          const values = [...chances, ...others];
          expect(
            values.map((chance) => formatPercent(chance, digits)),
            `${language}, ${digits} decimals`,
          ).to.deep.equal(values.map((chance) => intl.format(chance)));
        }
      });
  });

  it('speaks English by default, with English numbers', async () => {
    const el = await fixture<Widget>(testHtml`<test-speaker></test-speaker>`);
    expect(shown(el)).to.equal('Exhausted · 10,000 · 12.5% · A and B');
  });

  it('follows its own lang, else the nearest ancestor, and the page when it changes', async () => {
    const page = await fixture<HTMLElement>(
      testHtml`<div lang="it"><test-speaker></test-speaker><test-speaker lang="pt"></test-speaker></div>`,
    );
    const [italian, portuguese] = page.querySelectorAll<Widget>('test-speaker');
    await italian!.updateComplete;
    await portuguese!.updateComplete;
    expect(shown(italian!)).to.equal('Esausto · 10.000 · 12,5% · A e B');
    expect(shown(portuguese!)).to.equal('Exausto · 10.000 · 12,5% · A e B');
    page.removeAttribute('lang');
    document.documentElement.setAttribute('lang', 'pt-BR');
    await new Promise((task) => setTimeout(task));
    await italian!.updateComplete;
    expect(shown(italian!)).to.equal('Exausto · 10.000 · 12,5% · A e B');
    italian!.setAttribute('lang', 'en');
    await new Promise((task) => setTimeout(task));
    await italian!.updateComplete;
    expect(shown(italian!)).to.equal('Exhausted · 10,000 · 12.5% · A and B');
  });

  it('shows English for a string with no translation, never an empty label', async () => {
    const el = await fixture<Widget>(testHtml`<test-untranslated lang="pt"></test-untranslated>`);
    expect(text(el.shadowRoot!.querySelector('p'))).to.equal('Exausto: not in any translation file');
  });
});
