// Builds every output of docs/api.md "Build outputs"; type declarations and custom-elements.json
// come from `tsc -p tsconfig.build.json` and `cem analyze` in `npm run build`.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';

import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { transformSync } from 'esbuild';
import { defaultMinifyOptions, minifyHTMLLiterals } from 'minify-html-literals';
import { rollup } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';

import { sizeBudget } from './scripts/size-budget.mjs';

const KB = 1024;
/**
 * gzip budgets, checked on every build: each sits about 10% above the size measured when it was set, so that growth
 * is a decision. The first budgets (rules 6 KB, everything 35 KB) predate the 20 commander powers' texts, the
 * step-by-step trace, the battle state machine and the rulings notes; see the README's "Bundle sizes". `dist/rules.js`
 * holds only the API of docs/api.md again (rules 6 KB); the whole package, Battle state machine included, is
 * `dist/rules-battle.js` (its budget set when it was split off, 10% above its size then). `dist/rules-odds.js` is Battle
 * odds with the trace-free fast path, its own file so that the fast path does not take `dist/rules-battle.js` over.
 */
const BUDGET = {
  rules: 6 * KB,
  rulesBattle: 28 * KB,
  rulesOdds: 24 * KB,
  everything: 69 * KB,
  element: 34 * KB,
  autoloader: 1 * KB,
  embed: 6 * KB,
};

const elements = readdirSync('src/elements', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Lit keeps a stylesheet's text as written, indentation and comments included; in `*.styles.ts` files each `css`
 * literal is minified by esbuild's CSS minifier (a literal with `${…}` in it is left as it is).
 */
const compactStylesheets = () => ({
  name: 'compact-stylesheets',
  transform(code, id) {
    if (!id.endsWith('.styles.ts')) return null;
    const minify = (text) => transformSync(text, { loader: 'css', minify: true }).code.trim();
    return { code: code.replace(/\bcss`([^`$]*)`/g, (_, text) => `css\`${minify(text)}\``), map: null };
  },
});

/**
 * Templates are written indented for people; in the bundles each run of whitespace between tags becomes one space
 * (smaller files), and comments go. Inline styles are not minified: the widgets have none (strict CSP).
 */
const compactTemplates = () => ({
  name: 'compact-templates',
  transform(code, id) {
    if (!id.endsWith('.ts') || !code.includes('html`')) return null;
    // Whitespace collapses to one space, never to none: text next to an element keeps the space it shows with.
    const minifyOptions = { ...defaultMinifyOptions, conservativeCollapse: true, minifyCSS: false };
    const result = minifyHTMLLiterals(code, { fileName: id, minifyOptions });
    return result && { code: result.code, map: result.map };
  },
});

const SUFFIX = '?worker&url';

/**
 * `import url from './x.worker.js?worker&url'` (as Vite writes it): the worker module is bundled on its own (a worker
 * shares no chunk with the page) and written next to the module that imports it, whose `url` points at it from
 * wherever the files are served.
 */
const workers = () => ({
  name: 'workers',
  async resolveId(source, importer) {
    if (!source.endsWith(SUFFIX)) return null;
    const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer);
    return resolved && `\0worker:${resolved.id}`;
  },
  async load(id) {
    if (!id.startsWith('\0worker:')) return null;
    const input = id.slice('\0worker:'.length);
    const build = await rollup({ input, plugins: codePlugins() });
    const { output } = await build.generate({ format: 'es' });
    await build.close();
    const ref = this.emitFile({ type: 'asset', name: basename(input).replace(/\.ts$/, '.js'), source: output[0].code });
    return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
  },
});

/** From TypeScript to minified browser code: production Lit, compact styles and templates. */
const codePlugins = () => [
  // Production Lit: the browser export condition without "development".
  nodeResolve({ exportConditions: ['browser', 'production'] }),
  compactStylesheets(),
  compactTemplates(),
  esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' }),
  terser({ ecma: 2022, module: true, compress: { passes: 2 }, format: { comments: false } }),
];

/** Files copied as they are next to a bundle (embed.html and its stylesheet). */
const copy = (...files) => ({
  name: 'copy',
  buildStart() {
    for (const file of files) this.emitFile({ type: 'asset', fileName: basename(file), source: readFileSync(file) });
  },
});

/** One ES module per input (Lit bundled in) that works alone on a page; panels used later load on first use. */
const bundle = (input, file, budget, extra = []) => ({
  input,
  // What a panel loads on first use (`import('./…')`) becomes a file of its own under `lazy/`, next to the module
  // that imports it; everything else stays in the one file a page loads.
  // The entry may export what its lazy chunks import from it, so that shared code stays in the one entry file.
  preserveEntrySignatures: 'allow-extension',
  output: {
    dir: dirname(file),
    entryFileNames: basename(file),
    chunkFileNames: 'lazy/[name]-[hash].js',
    assetFileNames: 'lazy/[name]-[hash][extname]',
    format: 'es',
    sourcemap: true,
  },
  plugins: [...extra, workers(), ...codePlugins(), sizeBudget(budget)],
  onwarn(warning, warn) {
    if (warning.code === 'CIRCULAR_DEPENDENCY') throw new Error(warning.message);
    warn(warning);
  },
});

export default [
  bundle('src/rules/contract.ts', 'dist/rules.js', BUDGET.rules),
  bundle('src/rules/index.ts', 'dist/rules-battle.js', BUDGET.rulesBattle),
  bundle('src/rules/odds.ts', 'dist/rules-odds.js', BUDGET.rulesOdds),
  bundle('src/index.ts', 'dist/army-combat.js', BUDGET.everything),
  bundle('src/autoloader.ts', 'dist/autoloader.js', BUDGET.autoloader),
  bundle('src/embed/embed.ts', 'dist/embed.js', BUDGET.embed, [copy('src/embed/embed.html', 'src/embed/embed.css')]),
  bundle('src/wiki.ts', 'dist/wiki.js', BUDGET.embed),
  ...elements.map((name) => bundle(`src/elements/${name}/define.ts`, `dist/elements/${name}.js`, BUDGET.element)),
];
