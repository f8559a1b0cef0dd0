// Custom Elements Manifest: dist/custom-elements.json, read by Storybook's docs and editors.
import { readFileSync } from 'node:fs';

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

export default {
  globs: ['src/elements/**/*.ts'],
  exclude: ['src/elements/**/*.styles.ts'],
  outdir: 'dist',
  litelement: true,
  // package.json's "customElements" is written by hand ("./dist/custom-elements.json").
  packagejson: false,
  plugins: [namedEventsOnly(), themeTokens()],
};
