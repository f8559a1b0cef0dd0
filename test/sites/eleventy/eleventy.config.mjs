// The README's Eleventy recipe: the widgets prerendered into each page by Lit's Eleventy plugin (declarative shadow
// DOM: a reader sees them before any script runs), the package's browser files copied next to the pages, and two
// script lines per page (hydrate.js, then the widgets).
import litPlugin from '@lit-labs/eleventy-plugin-lit';

export default function (eleventyConfig) {
  const dist = process.env.ARMY_COMBAT_DIST ?? 'node_modules/army-combat-widgets/dist';
  eleventyConfig.addPlugin(litPlugin, { mode: 'worker', componentModules: [`${dist}/esm/index.js`] });
  // Lit SSR writes a boolean property binding (`.checked=${false}`) as `checked="false"`, which HTML reads as checked:
  // after the Lit plugin's rendering (a plugin's transforms come after the config's own), written as HTML means it.
  eleventyConfig.addPlugin((config) =>
    config.addTransform('army-combat-booleans', (content) =>
      content.replace(/ (checked|open|selected)="(true|false)"/g, (_, name, on) => (on === 'true' ? ` ${name}` : '')),
    ),
  );
  eleventyConfig.addPassthroughCopy({ [dist]: 'army-combat' });
}
