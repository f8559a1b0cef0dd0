// Custom Elements Manifest: dist/custom-elements.json, read by Storybook's docs and editors; and, generated from it,
// what editors and JSX projects read: dist/vscode.html-custom-data.json and dist/vscode.css-custom-data.json (VS Code),
// dist/web-types.json (JetBrains IDEs, named by package.json "web-types") and dist/custom-elements-jsx.d.ts.
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';

import { customElementJetBrainsPlugin } from 'custom-element-jet-brains-integration';
import { customElementJsxPlugin } from 'custom-element-jsx-integration';
import { customElementVsCodePlugin } from 'custom-element-vs-code-integration';

/** Events are documented by `@fires`; drop the nameless entries the analyzer infers from `dispatchEvent`. */
const namedEventsOnly = () => ({
  name: 'named-events-only',
  packageLinkPhase({ customElementsManifest }) {
    for (const module of customElementsManifest.modules) {
      for (const declaration of module.declarations ?? []) {
        if (declaration.events) declaration.events = declaration.events.filter((event) => event.name);
      }
    }
  },
});

/** `@cssprop` lines of a source file: `{ name, description }` each. */
const cssProps = (text) =>
  [...text.matchAll(/^ \* @cssprop (--[\w-]+) - (.*)$/gm)].map(([, name, description]) => ({ name, description }));

/**
 * The theme's tokens are documented once, in `src/shared/theme.styles.ts`; every element whose JSDoc header says
 * `@themed` lists them too, so that each element's entry (and its Storybook page) is complete.
 */
const themeTokens = () => ({
  name: 'theme-tokens',
  packageLinkPhase({ customElementsManifest }) {
    const tokens = cssProps(readFileSync('src/shared/theme.styles.ts', 'utf8'));
    for (const module of customElementsManifest.modules) {
      if (!/^ \* @themed\b/m.test(readFileSync(module.path, 'utf8'))) continue;
      for (const declaration of module.declarations ?? []) {
        if (!declaration.tagName) continue;
        const own = new Set((declaration.cssProperties ?? []).map((property) => property.name));
        declaration.cssProperties = [...(declaration.cssProperties ?? []), ...tokens.filter((t) => !own.has(t.name))];
      }
    }
  },
});

/**
 * Reactive state (`{ state: true }` in an element's `static properties`) is internal and has no attribute, but the
 * analyzer reads every entry there as an attribute and a public field: the attribute is taken out again, and a state
 * that is not `private` (the board's `armiesOpen`, for the widgets it provides to) is not listed.
 */
const statesHaveNoAttribute = () => ({
  name: 'states-have-no-attribute',
  packageLinkPhase({ customElementsManifest }) {
    for (const module of customElementsManifest.modules) {
      const source = readFileSync(module.path, 'utf8');
      const states = new Set([...source.matchAll(/^ +(\w+): \{ state: true \},$/gm)].map(([, name]) => name));
      for (const declaration of states.size ? (module.declarations ?? []) : []) {
        declaration.attributes = declaration.attributes?.filter((attribute) => !states.has(attribute.fieldName));
        declaration.members = declaration.members?.filter(
          (member) => !states.has(member.name) || member.privacy === 'private',
        );
        for (const member of declaration.members ?? []) if (states.has(member.name)) delete member.attribute;
      }
    }
  },
});

/** A source file's path → the unbundled module the package ships for it (rollup.config.mjs, `dist/esm/`). */
const shipped = (path) => path.replace(/^\/?src\/(.*)\.[jt]s$/, 'dist/esm/$1.js');

/**
 * Every module path in the manifest (`path`, `module`) names the shipped file, not the TypeScript source; one that a
 * re-export wrote relative to its module (`./x.js`) is resolved from that module first.
 */
const shippedPaths = () => ({
  name: 'shipped-paths',
  packageLinkPhase({ customElementsManifest }) {
    const visit = (node, from) => {
      if (Array.isArray(node)) node.forEach((item) => visit(item, from));
      else if (node && typeof node === 'object')
        for (const [key, value] of Object.entries(node)) {
          if ((key === 'path' || key === 'module') && typeof value === 'string')
            node[key] = shipped(value.startsWith('.') ? posix.join(posix.dirname(from), value) : value);
          else visit(value, from);
        }
    };
    for (const module of customElementsManifest.modules) visit(module, module.path);
  },
});

export default {
  globs: ['src/elements/**/*.ts'],
  exclude: ['src/elements/**/*.styles.ts'],
  outdir: 'dist',
  litelement: true,
  // package.json's "customElements" is written by hand ("./dist/custom-elements.json").
  packagejson: false,
  plugins: [
    namedEventsOnly(),
    themeTokens(),
    statesHaveNoAttribute(),
    shippedPaths(),
    customElementVsCodePlugin({
      outdir: 'dist',
      htmlFileName: 'vscode.html-custom-data.json',
      cssFileName: 'vscode.css-custom-data.json',
      hideLogs: true,
    }),
    customElementJetBrainsPlugin({
      outdir: 'dist',
      webTypesFileName: 'web-types.json',
      // JetBrains goes to the class from a tag: the shipped module that declares it, by path in the package.
      modulePathTemplate: (name, modulePath) => modulePath,
      hideLogs: true,
    }),
    // The element classes (and the event classes their events are typed with) from the package's main module.
    customElementJsxPlugin({
      outdir: 'dist',
      fileName: 'custom-elements-jsx.d.ts',
      globalTypePath: './esm/index.js',
      hideLogs: true,
    }),
  ],
};
