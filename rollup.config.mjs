// Builds every output of docs/api.md "Build outputs": the Lit chunk, the rules files, the files a page loads (each on
// its own, Lit imported from the chunk) and the unbundled modules of `dist/esm/`; their type declarations and
// custom-elements.json come from `tsc -p tsconfig.build.json` (a type-check of the whole project) and `cem analyze` in
// `npm run build`.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, posix } from 'node:path';

import { nodeResolve } from '@rollup/plugin-node-resolve';
import { transformSync } from 'esbuild';
import { defaultMinifyOptions, minifyHTMLLiterals } from 'minify-html-literals';
import { rollup } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { minify as terser } from 'terser';

import { privateProperties } from './scripts/private-properties.mjs';
import { litChunk, sharedLit } from './scripts/shared-lit.mjs';
import { sizeBudget } from './scripts/size-budget.mjs';

const KB = 1024;
/**
 * gzip budgets of what each file a page loads downloads before interaction (the file and every chunk it imports
 * statically, the Lit chunk included), checked on every build, by entry name: the issue's targets (rules 6 KB,
 * `dist/army-combat.js` with every element 35 KB, recruit-cost alone 15 KB), met as widgets load secondary panels when
 * opened. `dist/rules-battle.js` (the whole rules package) and `dist/rules-odds.js` (Battle odds alone) were set
 * 10% above their sizes when they were split off `dist/rules.js`; the whole package's was raised by 3.5 KB when the
 * rules' sentences became data for the widgets' languages (each a phrase, its key and values, beside its English
 * written from it in one table per topic): a guard against growth that nobody meant, not a target of the issues.
 * When the Battle odds became the one engine (the fast path gone), rules-odds shrank 23.3 → 20.0 KB and its guard came
 * down to 21 KB; the whole package's went up 0.5 KB for what the table issue asked of the rules themselves (the face-down
 * ruling R17, power buttons that name their commander and unit). When the compact engine replaced the state machine (one
 * engine for the board and the odds, 18× faster), rules-odds shrank 20.3 → 18.9 KB (guard 20 KB) and the whole package
 * grew 32.0 → 36.4 KB (guard 37 KB, room for the dice in the log): the engine's numeric steps plus the log and the
 * `BattleState` written back from them, for the board. No page loads this file: the board builds its lazy Battle chunk
 * from the sources, within its element's budget.
 */
const BUDGET = {
  rules: 6 * KB,
  'rules-battle': 37 * KB,
  'rules-odds': 20 * KB,
  'army-combat': 35 * KB,
  'elements/recruit-cost': 15 * KB,
  'elements/*': 34 * KB, // every other element
  autoloader: 1 * KB,
  hydrate: 8.5 * KB, // Lit's hydration (2 KB) and the Lit chunk, which the page's widgets load anyway
  embed: 6 * KB,
  wiki: 6 * KB,
};
/**
 * The files not yet within their budget above (issue "Lean and fast on every page"), held at their size when last
 * measured so that they can only shrink: lower a number whenever a change makes its file smaller, never raise one, and
 * delete the line once the file meets its budget. The build prints both.
 */
const HELD = {
  'army-combat': 41.8 * KB,
};

const elements = readdirSync('src/elements', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A transform that gives each file's text its result once per run: the sixteen builds below read most sources again,
 * and compacting templates was ~3 s of CPU per build run. A file changed under `--watch` is new text, so it is done again.
 */
function remembered(transform) {
  const results = new Map();
  return (code, id) => {
    const key = `${id}\0${code}`;
    if (!results.has(key)) results.set(key, transform(code, id));
    return results.get(key);
  };
}

/**
 * Lit keeps a stylesheet's text as written, indentation and comments included; in `*.styles.ts` files each `css`
 * literal is minified by esbuild's CSS minifier (a literal with `${…}` in it is left as it is). esbuild keeps the space
 * after a custom property's colon, which browsers trim from its value anyway (CSS Variables 1, §2), after the commas in
 * a value (`var(--army-gap, 1rem)`) and around a value's `/` and `*` (`1 / -1`, `calc(x * 4 / 3)`), which separate
 * tokens as well without them; quoted text is left as written.
 */
const compactStylesheets = () => ({
  name: 'compact-stylesheets',
  transform: remembered((code, id) => {
    if (!id.endsWith('.styles.ts')) return null;
    const minify = (text) =>
      transformSync(text, { loader: 'css', minify: true })
        .code.trim()
        .replace(/(--[\w-]+): /g, '$1:')
        // A `*` only between numbers or brackets: ` * ` in a selector is a descendant combinator.
        .replace(
          /("[^"]*"|'[^']*')|(, | \/ |(?<=[\d%)]) \* (?=[\d(]))/g,
          (match, quoted, spaced) => quoted ?? spaced.trim(),
        );
    return { code: code.replace(/\bcss`([^`$]*)`/g, (_, text) => `css\`${minify(text)}\``), map: null };
  }),
});

/**
 * Templates are written indented for people; in the bundles each run of whitespace between tags becomes one space
 * (smaller files), comments go, and an attribute's quotes go where HTML does not need them (`part=base`; a value with
 * a space or a quote keeps them, and Lit reads a binding quoted or not). Inline styles are not minified: the widgets
 * have none (strict CSP).
 */
const compactTemplates = () => ({
  name: 'compact-templates',
  transform: remembered((code, id) => {
    if (!id.endsWith('.ts') || !code.includes('html`')) return null;
    // Whitespace collapses to one space, never to none: text next to an element keeps the space it shows with.
    const minifyOptions = {
      ...defaultMinifyOptions,
      conservativeCollapse: true,
      minifyCSS: false,
      removeAttributeQuotes: true,
    };
    const result = minifyHTMLLiterals(code, { fileName: id, minifyOptions });
    return result && { code: result.code, map: result.map };
  }),
});

const SUFFIX = '?worker&url';
/** Each worker's bundled code by its source, made once for every build that imports it (five builds do). */
const workerCode = new Map();

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
    if (!workerCode.has(input)) workerCode.set(input, bundleWorker(input));
    const ref = this.emitFile({
      type: 'asset',
      name: basename(input).replace(/\.ts$/, '.js'),
      source: await workerCode.get(input),
    });
    return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
  },
  // Under `rollup --watch`, a changed file may be one a worker imports.
  watchChange: () => workerCode.clear(),
});

/** A worker's module and all it imports, as one minified file. */
async function bundleWorker(input) {
  const build = await rollup({ input, plugins: codePlugins() });
  const { output } = await build.generate({ format: 'es' });
  await build.close();
  return output[0].code;
}

/**
 * terser in this process. @rollup/plugin-terser starts new worker threads whenever its queue runs empty, several times
 * per build: each compiles terser afresh, and minifying took over twice the CPU it takes here, warm.
 */
const minify = () => ({
  name: 'minify',
  async renderChunk(code, _chunk, { sourcemap }) {
    // Function and `var` declarations hoisted to the top of their scope (JavaScript hoists them anyway): 0.2 KB gzip less.
    // Parameters a function never reads dropped: nothing here (nor in Lit) reads a function's `length`.
    // A property read whose value is unused dropped: no getter here (nor in Lit) is read for a side effect; and
    // `[].slice` stands for `Array.prototype.slice`. Only simple functions inlined: inlining those with arguments and
    // variables made it larger (23 B gzip in army-combat.js). Not `unsafe_comps`: it rewrites `!(a < b)` as `a >= b`,
    // which is not the same when a value is NaN, and so let a NaN through a guard and onto the screen ("NaN%").
    const compress = {
      passes: 2,
      inline: 1,
      hoist_funs: true,
      hoist_vars: true,
      keep_fargs: false,
      pure_getters: true,
      unsafe_proto: true,
    };
    const options = { ecma: 2022, module: true, compress, format: { comments: false } };
    const { code: minified, map } = await terser(code, { ...options, sourceMap: sourcemap === true });
    return { code: minified, map };
  },
});

/** From TypeScript to minified browser code: production Lit, compact styles and templates. */
const codePlugins = () => [
  // Production Lit: the browser export condition without "development".
  nodeResolve({ exportConditions: ['browser', 'production'] }),
  privateProperties(),
  compactStylesheets(),
  compactTemplates(),
  esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' }),
  minify(),
];

/** Files copied as they are next to a bundle (embed.html and its stylesheet). */
const copy = (...files) => ({
  name: 'copy',
  buildStart() {
    for (const file of files) this.emitFile({ type: 'asset', fileName: basename(file), source: readFileSync(file) });
  },
});

const onwarn = (warning, warn) => {
  // An import nothing resolves would be left in a file as it is, and fail in the browser or the user's bundler.
  if (warning.code === 'CIRCULAR_DEPENDENCY' || warning.code === 'UNRESOLVED_IMPORT') throw new Error(warning.message);
  warn(warning);
};

/** A rules file: one ES module that imports nothing, for Node and browsers. */
const rules = (name, input) => ({
  input: { [name]: input },
  output: { dir: 'dist', format: 'es', sourcemap: true },
  plugins: [...codePlugins(), sizeBudget(BUDGET, HELD)],
  onwarn,
});

/**
 * A file a page loads without a build step, Lit imported from the Lit chunk (see scripts/shared-lit.mjs); what its
 * panels load on first use (`import('./…')`) becomes a file of its own under `lazy/` next to it. Every import is
 * relative: the files work from any folder they are copied to together.
 */
const page = (name, input, extra = []) => ({
  input: { [name]: input },
  // @lit/localize declares no "sideEffects": its id hashing fills a table when imported, which would keep it in every
  // file although only the lazily loaded translations look strings up by id (src/shared/localize.ts).
  treeshake: { moduleSideEffects: (id) => !id.includes('/node_modules/@lit/localize/') },
  // The entry may export what its lazy chunks import from it, so that shared code stays in the one entry file.
  preserveEntrySignatures: 'allow-extension',
  output: {
    dir: 'dist',
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: posix.join(posix.dirname(name), 'lazy/[name]-[hash].js'),
    assetFileNames: posix.join(posix.dirname(name), 'lazy/[name]-[hash][extname]'),
  },
  plugins: [...extra, sharedLit(), workers(), ...codePlugins(), sizeBudget(BUDGET, HELD)],
  onwarn,
});

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
/** Bare imports the unbundled modules keep: the package's dependencies, resolved once by the user's bundler. */
const dependencies = Object.keys(pkg.dependencies);
/** The sources that do something when imported (package.json "sideEffects": registering a tag, the autoloader). */
const sideEffects = pkg.sideEffects
  .filter((glob) => glob.startsWith('./src/'))
  .map((glob) => new RegExp(`/${glob.slice(2).replaceAll('.', '\\.').replaceAll('*', '[^/]*')}$`));
const { compilerOptions } = JSON.parse(readFileSync('tsconfig.json', 'utf8'));

/**
 * `dist/esm/`: the sources as ES modules, one per file, for bundlers (package.json "exports" `.` and `./elements/*`),
 * with `lit`, `@lit/context` and `fflate` left as imports so that a user's bundle holds one Lit; `tsc` writes the types
 * beside them. Not minified: the user's bundler does that. The Battle odds worker is the one file bundled here, so that
 * a bundler only has to copy it: its URL is `new URL('…', import.meta.url)`, which Vite and webpack 5 follow.
 */
const unbundled = {
  input: [
    'src/index.ts',
    ...elements.map((name) => `src/elements/${name}/define.ts`),
    // Beside the declarations of the rules subpaths (which name the self-contained dist/rules*.js).
    'src/rules/contract.ts',
    'src/rules/index.ts',
    'src/rules/odds.ts',
  ],
  external: (id) => dependencies.some((name) => id === name || id.startsWith(`${name}/`)),
  // A module imported only for what it re-exports (an `index.ts`) is not imported for nothing: the import goes
  // straight to the module that declares the binding.
  treeshake: { moduleSideEffects: (id, external) => external || sideEffects.some((file) => file.test(id)) },
  output: {
    dir: 'dist/esm',
    format: 'es',
    sourcemap: true,
    preserveModules: true,
    preserveModulesRoot: 'src',
    entryFileNames: '[name].js',
    assetFileNames: 'lazy/[name]-[hash][extname]',
  },
  plugins: [
    workers(),
    privateProperties(),
    compactStylesheets(),
    compactTemplates(),
    // An import of types only goes (`verbatimModuleSyntax` would leave `import '…'`, which a bundler reads as a side
    // effect), and no "use strict" atop each module (from `strict`): ES modules are strict already.
    esbuild({
      target: 'es2022',
      tsconfigRaw: { compilerOptions: { ...compilerOptions, verbatimModuleSyntax: false, alwaysStrict: false } },
    }),
  ],
  onwarn,
};

export default [
  litChunk('src', [...codePlugins(), sizeBudget(BUDGET, HELD)]),
  rules('rules', 'src/rules/contract.ts'),
  rules('rules-battle', 'src/rules/index.ts'),
  rules('rules-odds', 'src/rules/odds.ts'),
  page('army-combat', 'src/index.ts'),
  page('autoloader', 'src/autoloader.ts'),
  page('hydrate', 'src/hydrate.ts'),
  page('embed', 'src/embed/embed.ts', [copy('src/embed/embed.html', 'src/embed/embed.css')]),
  page('wiki', 'src/wiki.ts'),
  ...elements.map((name) => page(`elements/${name}`, `src/elements/${name}/define.ts`)),
  unbundled,
];
