// `npm run build`, after rollup: the rules reference (demo/reference.html) prerendered into demo/index.html, the page
// `npm start` serves at /demo/. Lit SSR renders every widget's first view into declarative shadow DOM, so that the
// page shows its calculators before any script has run; dist/hydrate.js, loaded before the widgets, lets them take
// over that markup. The widgets are the unbundled modules of dist/esm/, run in Node with Lit SSR's DOM shim.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { render } from '@lit-labs/ssr';
import { LitElementRenderer } from '@lit-labs/ssr/lib/lit-element-renderer.js';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { parseFragment, serialize } from 'parse5';

/**
 * Lit SSR writes a property binding of a boolean that an attribute reflects (`.checked`, `.open`, `.selected`) as
 * `checked="false"`, which HTML reads as checked: the attribute is written as the property is, present or absent.
 */
const booleans = (markup) =>
  markup.replace(/ (checked|open|selected|disabled|hidden|required|multiple)="(true|false)"/g, (_, name, value) =>
    value === 'true' ? ` ${name}` : '',
  );

/** Marks a widget in the markup being rendered with its place in {@link Page}'s table; never written out. */
const PLACE = 'data-prerender-place';

/** An element of the parsed page as a widget's first view reads it: its attributes, its children, its ancestors. */
class Written {
  constructor(node, parent) {
    this.localName = node.tagName;
    this.parent = parent;
    this.attributes = new Map(node.attrs.map(({ name, value }) => [name, value]));
    this.children = [];
  }
  getAttribute(name) {
    return this.attributes.get(name) ?? null;
  }
  hasAttribute(name) {
    return this.attributes.has(name);
  }
  /** `tag`, `:scope > tag` and lists of them: what the widgets ask of their children. */
  querySelectorAll(selectors) {
    const found = [];
    const visit = (element, depth) => {
      for (const child of element.children) {
        const matches = selectors.split(',').some((selector) => {
          const [, scope, tag] = /^\s*(:scope\s*>\s*)?([a-z-]+)\s*$/.exec(selector) ?? [];
          if (!tag) throw new Error(`prerender: the selector '${selector}' is not one it can answer`);
          return child.localName === tag && (!scope || depth === 0);
        });
        if (matches) found.push(child);
        visit(child, depth + 1);
      }
    };
    visit(this, 0);
    return found;
  }
  closest(tag) {
    return this.localName === tag ? this : (this.parent?.closest(tag) ?? null);
  }
  /** Its nearest `lang` as written (its own, else an ancestor's), or undefined. */
  lang() {
    return this.attributes.get('lang') ?? this.parent?.lang();
  }
}

/**
 * A widget's shadow root as Lit SSR renders it: strings and thunks (called later, as the page is written out) nested
 * in arrays. Each thunk runs in the widget's language, so that the `msg()` and number formats called while its
 * template is written speak it.
 */
const speaking = (language, rendered) =>
  typeof rendered === 'function'
    ? () => speaking(language, inLanguage(language, rendered))
    : Array.isArray(rendered)
      ? rendered.map((each) => speaking(language, each))
      : rendered;

/** The language a widget written in a page speaks: its nearest `lang`, else the page's, as the browser finds it. */
const spoken = (written, lang) => languageOf(written.lang() ?? lang);

/** Each widget of a page, by its place: what it may read of the page while it renders on the server. */
class Page {
  places = [];
  /** The languages the page's widgets speak. */
  languages = new Set();

  /** @param {string} lang the page's language (`<html lang>`), for a widget with no `lang` of its own or above it */
  constructor(lang) {
    this.lang = lang;
  }

  /** The page's markup with each widget marked with its place. */
  mark(markup) {
    const fragment = parseFragment(markup);
    const walk = (node, parent) => {
      if (!node.tagName) return;
      const written = new Written(node, parent);
      parent?.children.push(written);
      if (node.tagName.includes('-') && customElements.get(node.tagName)) {
        node.attrs.push({ name: PLACE, value: String(this.places.length) });
        this.places.push(written);
        this.languages.add(spoken(written, this.lang));
      }
      for (const child of node.childNodes ?? []) walk(child, written);
    };
    for (const child of fragment.childNodes) walk(child, undefined);
    return serialize(fragment);
  }

  /**
   * A renderer whose element answers `querySelectorAll` and `closest` from the page as written, and that draws it in
   * its language: Lit SSR calls neither `connectedCallback` (where a widget finds its `lang` in the browser) nor
   * `scheduleUpdate` (where it draws in it), so the renderer does both.
   */
  renderer() {
    const { places, lang } = this;
    return class extends LitElementRenderer {
      /** Its language, found in the page as written (no widget draws another inside its shadow root). */
      language = 'en';

      setAttribute(name, value) {
        if (name !== PLACE) return super.setAttribute(name, value);
        const written = places[Number(value)];
        this.element.querySelectorAll = (selectors) => written.querySelectorAll(selectors);
        this.element.closest = (tag) => written.parent?.closest(tag) ?? null;
        this.language = spoken(written, lang);
      }

      connectedCallback() {
        if (this.element.languages) this.element.languages.language = this.language;
        inLanguage(this.language, () => super.connectedCallback());
      }

      /** Its shadow root, noted with the language it is drawn in: dist/hydrate.js takes it over in that language. */
      renderShadow(renderInfo) {
        return [`<!--lang ${this.language}-->`, ...speaking(this.language, super.renderShadow(renderInfo))];
      }
    };
  }
}

const esm = (path) => import(pathToFileURL(resolve('dist/esm', path)).href);
/** The widgets' languages, from the same module as theirs. */
const { inLanguage, languageOf, loadLanguage } = await esm('shared/localize.js');

/**
 * What a widget's first view waits for in the browser before it draws (its `scheduleUpdate`), by module: loaded
 * before the server draws, so that the prerendered view is the one the widget hydrates with.
 */
const FIRST_VIEW = {
  'elements/recruit-cost/recruit-cost.js': ['trainingModule', 'budgetModule', 'problemWordsModule'],
  'elements/morale-tracker/morale-tracker.js': ['problemWordsModule'],
};

/** The widgets' modules (they register their tags) and what their first views need. */
async function widgets() {
  await esm('index.js');
  for (const [path, names] of Object.entries(FIRST_VIEW)) {
    const module = await esm(path);
    await Promise.all(names.map((name) => module[name].load()));
  }
}

/**
 * A page's `<body>` (or any markup) with every widget of the package rendered into declarative shadow DOM, each in
 * its nearest `lang` (`lang`: the page's, its `<html lang>`), that language's translations loaded first.
 */
export async function prerender(markup, { lang = 'en' } = {}) {
  await widgets();
  const page = new Page(lang);
  const marked = page.mark(markup);
  await Promise.all([...page.languages].map(loadLanguage));
  return booleans(await collectResult(render(html`${unsafeHTML(marked)}`, { elementRenderers: [page.renderer()] })));
}

/** A whole page (`<!doctype html>` to `</html>`) with its body prerendered in its `<html lang>`. */
export async function prerenderPage(source) {
  const [head, rest] = source.split(/(?<=<body>)/);
  const [body, tail] = rest.split(/(?=<\/body>)/);
  const lang = /<html[^>]*\slang="([^"]*)"/i.exec(head)?.[1];
  return `${head}${await prerender(body, { lang })}${tail}`;
}

/** demo/reference.html with its body prerendered, as demo/index.html. */
async function prerenderDemo() {
  const generated = `<!-- Made by \`npm run build\` (scripts/prerender.mjs) from reference.html: edit that file. -->\n`;
  const page = await prerenderPage(readFileSync('demo/reference.html', 'utf8'));
  writeFileSync('demo/index.html', page.replace(/(?<=<!doctype html>\n)/i, generated));
  console.log('prerender demo/index.html from demo/reference.html');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await prerenderDemo();
