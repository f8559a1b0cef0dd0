// Custom Elements Manifest: dist/custom-elements.json, read by Storybook's docs and editors.

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

export default {
  globs: ['src/elements/**/*.ts'],
  exclude: ['src/elements/**/*.styles.ts'],
  outdir: 'dist',
  litelement: true,
  // package.json's "customElements" is written by hand ("./dist/custom-elements.json").
  packagejson: false,
  plugins: [namedEventsOnly()],
};
