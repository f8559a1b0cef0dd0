// The README's Eleventy recipe: the package's browser files copied next to the pages, one script line per page.
export default function (eleventyConfig) {
  const dist = process.env.ARMY_COMBAT_DIST ?? 'node_modules/army-combat-widgets/dist';
  eleventyConfig.addPassthroughCopy({ [dist]: 'army-combat' });
}
