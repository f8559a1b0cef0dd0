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
}

/** Each widget of a page, by its place: what it may read of the page while it renders on the server. */
class Page {
  places = [];

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
      }
      for (const child of node.childNodes ?? []) walk(child, written);
    };
    for (const child of fragment.childNodes) walk(child, undefined);
    return serialize(fragment);
  }

  /** A renderer whose element answers `querySelectorAll` and `closest` from the page as written. */
  renderer() {
    const places = this.places;
    return class extends LitElementRenderer {
      setAttribute(name, value) {
        if (name !== PLACE) return super.setAttribute(name, value);
        const written = places[Number(value)];
        this.element.querySelectorAll = (selectors) => written.querySelectorAll(selectors);
        this.element.closest = (tag) => written.parent?.closest(tag) ?? null;
      }
    };
  }
}

const esm = (path) => import(pathToFileURL(resolve('dist/esm', path)).href);

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

/** A page's `<body>` (or any markup) with every widget of the package rendered into declarative shadow DOM. */
export async function prerender(markup) {
  await widgets();
  const page = new Page();
  const marked = page.mark(markup);
  return booleans(await collectResult(render(html`${unsafeHTML(marked)}`, { elementRenderers: [page.renderer()] })));
}

/** demo/reference.html with its body prerendered, as demo/index.html. */
async function prerenderDemo() {
  const source = readFileSync('demo/reference.html', 'utf8');
  const [head, rest] = source.split(/(?<=<body>)/);
  const [body, tail] = rest.split(/(?=<\/body>)/);
  const generated = `<!-- Made by \`npm run build\` (scripts/prerender.mjs) from reference.html: edit that file. -->\n`;
  writeFileSync(
    'demo/index.html',
    `${head.replace(/(?<=<!doctype html>\n)/i, generated)}${await prerender(body)}${tail}`,
  );
  console.log('prerender demo/index.html from demo/reference.html');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await prerenderDemo();
