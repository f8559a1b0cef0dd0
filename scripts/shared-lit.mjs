// One Lit for every file a page loads: Lit is built once, as `dist/chunks/lit-[hash].js`, exporting exactly what the
// sources import from Lit, and every other browser build imports it from there instead of bundling its own copy. Each
// page-facing file stays tree-shaken for itself (a shared build would give every file the code any file uses from a
// shared module); only Lit is shared, so that two widget files on a page run one Lit. Not shared: @lit/context (1.6 KB
// gzip that only the Battle's widgets use; it imports nothing from Lit and its contexts meet across copies by a
// registered symbol, src/shared/battle-context.ts), so that a page with a `<recruit-cost>` alone does not download it;
// and @lit/localize: each file installs its own `msg()` for its own widgets (src/shared/localize.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { transformSync } from 'esbuild';
import { parseAst } from 'rollup/parseAst';

const LIT = /^(lit|lit-html|lit-element|@lit\/reactive-element)(\/|$)/;
const ENTRY = '\0lit-chunk';

/** The chunk's file name under dist/, once its build has run (the first of `rollup.config.mjs`). */
let built = null;

/** `export { … } from '…';` for each Lit module the sources under `dir` import, with the names they import. */
function litExports(dir) {
  const modules = new Map();
  const origin = new Map();
  for (const file of readdirSync(dir, { recursive: true })) {
    if (!file.endsWith('.ts') || file.endsWith('.d.ts')) continue;
    // Types only (`import type`, `type X`) go with the TypeScript; what is left is what runs.
    const tsconfigRaw = { compilerOptions: { verbatimModuleSyntax: true, experimentalDecorators: true } };
    const { code } = transformSync(readFileSync(join(dir, file), 'utf8'), { loader: 'ts', tsconfigRaw });
    for (const node of parseAst(code).body) {
      if (node.type !== 'ImportDeclaration' || !LIT.test(node.source.value)) continue;
      const module = node.source.value;
      for (const specifier of node.specifiers) {
        if (specifier.type !== 'ImportSpecifier')
          throw new Error(`${file}: import from '${module}' by name, so that the Lit chunk exports what is used`);
        const name = specifier.imported.name;
        if ((origin.get(name) ?? module) !== module)
          throw new Error(`${file}: '${name}' is imported from both '${origin.get(name)}' and '${module}'`);
        origin.set(name, module);
        modules.set(module, new Set([...(modules.get(module) ?? []), name]));
      }
    }
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
  resolveId(source) {
    if (!LIT.test(source)) return null;
    if (!built) this.error('the Lit chunk is built first: list litChunk() before this build in rollup.config.mjs');
    return { id: resolve('dist', built), external: 'relative' };
  },
  // Where the chunk is, in the output folder: Rollup writes each import of it relative to the importing file.
  outputOptions: (options) => ({ ...options, paths: { [resolve('dist', built)]: built } }),
});
