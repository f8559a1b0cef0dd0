// One Lit for every file a page loads: Lit is built once, as `dist/chunks/lit-[hash].js`, exporting exactly what the
// sources import from Lit, and every other browser build imports it from there instead of bundling its own copy. Each
// page-facing file stays tree-shaken for itself (a shared build would give every file the code any file uses from a
// shared module); only Lit's core is shared, so that two widget files on a page run one Lit. Each file bundles what only
// some widgets use, so that a page with a `<recruit-cost>` alone does not download it: Lit's directives and the
// modules directives are written with (`lit/directive.js`, `lit/directive-helpers.js`: functions and a base class that
// keep no state, so a copy per file is harmless; so does `lit-html/private-ssr-support.js`, which hydration uses; `repeat` and `live` are the roster's; their imports of Lit's core go
// to the chunk, which exports what they use), and
// @lit/context (1.6 KB gzip for the Battle's widgets; it imports nothing from Lit, and its contexts meet across copies
// by a registered symbol, src/shared/battle-context.ts). @lit/localize is not shared either: each file installs its
// own `msg()` for its own widgets (src/shared/localize.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

import { transformSync } from 'esbuild';
import { parseAst } from 'rollup/parseAst';

const LIT = /^(lit|lit-html|lit-element|@lit\/reactive-element)(\/|$)/;
/** What each file bundles for itself: directives, and what directives are written with. */
const DIRECTIVE = /\/(directives\/|directive\.js$|directive-helpers\.js$|private-ssr-support\.js$)/;
/** Lit's core module that a lit-html directive module imports (`../lit-html.js`), by the public module exporting it. */
const CORE = { 'lit-html.js': 'lit' };
const LIT_HTML = resolve('node_modules/lit-html');
const ENTRY = '\0lit-chunk';

/** The chunk's file name under dist/, once its build has run (the first of `rollup.config.mjs`). */
let built = null;

/** The lit-html module a bundled import is (`lit/directives/repeat.js` → `lit-html/directives/repeat.js`). */
const directiveFile = (module) => join(LIT_HTML, module.replace(/^lit(-html)?\//, ''));

/** The core module a bundled lit-html module's relative import is (`../lit-html.js` → `lit`), if it is one. */
const coreOf = (source, importer) =>
  importer?.startsWith(LIT_HTML) && source.startsWith('.')
    ? CORE[relative(LIT_HTML, resolve(dirname(importer), source))]
    : undefined;

/** `export { … } from '…';` for each Lit core module the sources under `dir` (and their directives) import, by name. */
function litExports(dir) {
  const modules = new Map();
  const origin = new Map();
  const add = (file, module, specifiers) => {
    for (const specifier of specifiers) {
      if (specifier.type !== 'ImportSpecifier')
        throw new Error(`${file}: import from '${module}' by name, so that the Lit chunk exports what is used`);
      const name = specifier.imported.name;
      if ((origin.get(name) ?? module) !== module)
        throw new Error(`${file}: '${name}' is imported from both '${origin.get(name)}' and '${module}'`);
      origin.set(name, module);
      modules.set(module, new Set([...(modules.get(module) ?? []), name]));
    }
  };
  const directives = new Set();
  for (const file of readdirSync(dir, { recursive: true })) {
    if (!file.endsWith('.ts') || file.endsWith('.d.ts')) continue;
    // Types only (`import type`, `type X`) go with the TypeScript; what is left is what runs.
    const tsconfigRaw = { compilerOptions: { verbatimModuleSyntax: true } };
    const { code } = transformSync(readFileSync(join(dir, file), 'utf8'), { loader: 'ts', tsconfigRaw });
    for (const node of parseAst(code).body) {
      if (node.type !== 'ImportDeclaration' || !LIT.test(node.source.value)) continue;
      if (DIRECTIVE.test(node.source.value)) directives.add(directiveFile(node.source.value));
      else add(file, node.source.value, node.specifiers);
    }
  }
  // What the bundled modules import from Lit's core, the chunk exports for them; what they import from each other
  // (`../directive.js`) is bundled too. A Set visits what is added while it is being walked.
  for (const file of directives)
    for (const node of parseAst(readFileSync(file, 'utf8')).body) {
      if (node.type !== 'ImportDeclaration') continue;
      const core = coreOf(node.source.value, file);
      if (core) add(file, core, node.specifiers);
      else directives.add(resolve(dirname(file), node.source.value));
    }
  return [...modules].map(([module, names]) => `export { ${[...names].join(', ')} } from '${module}';`).join('\n');
}

/** The build of the Lit chunk, from what the sources under `dir` import; run before any build using `sharedLit()`. */
export const litChunk = (dir, plugins) => ({
  input: { 'chunks/lit': ENTRY },
  output: { dir: 'dist', format: 'es', sourcemap: true, entryFileNames: '[name]-[hash].js' },
  plugins: [
    {
      name: 'lit-chunk',
      resolveId: (id) => (id === ENTRY ? id : null),
      load: (id) => (id === ENTRY ? litExports(dir) : null),
      generateBundle(options, bundle) {
        built = Object.values(bundle).find((chunk) => chunk.isEntry).fileName;
      },
    },
    ...plugins,
  ],
});

/** Lit imports of a browser build, resolved to the Lit chunk: each file imports it by a path relative to itself. */
export const sharedLit = () => ({
  name: 'shared-lit',
  resolveId(source, importer) {
    const shared = (LIT.test(source) && !DIRECTIVE.test(source)) || coreOf(source, importer);
    if (!shared) return null;
    if (!built) this.error('the Lit chunk is built first: list litChunk() before this build in rollup.config.mjs');
    return { id: resolve('dist', built), external: 'relative' };
  },
  // Where the chunk is, in the output folder: Rollup writes each import of it relative to the importing file.
  outputOptions: (options) => ({ ...options, paths: { [resolve('dist', built)]: built } }),
});
