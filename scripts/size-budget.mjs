// Rollup plugin: prints what each entry of a build downloads before interaction (the entry and every chunk it imports
// statically, each gzip -9) and fails the build when that is over the entry's budget. Chunks loaded on first use
// (dynamic `import()`) are listed on their own lines and count for no entry. Each build of the run adds its files to
// SIZES, which `npm run bench` prints as a table (bench/bundles.bench.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { gzipSync } from 'node:zlib';

export const SIZES = '.cache/bundle-sizes.json';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Every file of this run's builds, by path: `{ file, gzip }`, and for an entry with a budget `imports` (what it
 * imports statically, all the way down), `budget` and, while its target is not met, `held`; `firstUse` for a lazy chunk.
 */
const measured = new Map();

/**
 * @param {Record<string, number>} budgets gzip bytes by entry name (`'elements/*'`: every entry under elements/);
 *   an entry without one (the Lit chunk) is counted with each entry that imports it
 * @param {Record<string, number>} [held] for a file not yet within its budget: the size it is held at (it may shrink,
 *   never grow); the build prints what both say, and fails over this
 */
export function sizeBudget(budgets, held = {}) {
  return {
    name: 'size-budget',
    generateBundle(options, bundle) {
      const at = (fileName) => `${options.dir}/${fileName}`;
      const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk');
      const lazy = new Set(chunks.flatMap((chunk) => chunk.dynamicImports));
      for (const { fileName, code, isEntry } of chunks) {
        const gzip = gzipSync(code, { level: 9 }).length;
        measured.set(at(fileName), {
          file: at(fileName),
          gzip,
          ...(lazy.has(fileName) && !isEntry && { firstUse: true }),
        });
      }
      // A file of an earlier build of this run (the Lit chunk) imports nothing more.
      const closure = (file, seen = new Set()) => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const imported of bundle[file]?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const line = (file, bytes, said) =>
        console.log(`size  ${file.padEnd(40)} gzip ${kb(bytes).padStart(8)}   ${said}`);
      const over = [];
      for (const chunk of chunks) {
        const file = chunk.fileName;
        const budget = budgets[chunk.name] ?? budgets[chunk.name.replace(/[^/]*$/, '*')];
        if (!chunk.isEntry || budget === undefined) {
          const said = chunk.isEntry ? 'shared: counted with each file that imports it' : 'on first use';
          if (chunk.isEntry || lazy.has(file)) line(file, measured.get(at(file)).gzip, said);
          continue;
        }
        const imports = [...closure(file)].slice(1);
        const total = [file, ...imports].reduce((sum, f) => sum + measured.get(at(f)).gzip, 0);
        const enforced = held[chunk.name] ?? budget;
        const verdict = (limit) => `budget ${kb(limit).padStart(8)}   ${total > limit ? 'OVER BUDGET' : 'ok'}`;
        const until =
          enforced === budget ? '' : `  (not met yet, held at ${kb(enforced)}: ${total > enforced ? 'GREW' : 'ok'})`;
        line(file, total, `${verdict(budget)}${until}${imports.length ? `, with ${imports.join(', ')}` : ''}`);
        Object.assign(measured.get(at(file)), {
          imports: imports.map(at),
          budget,
          ...(enforced !== budget && { held: enforced }),
        });
        if (total > enforced) over.push(`${file} downloads ${kb(total)} gzip, over its budget of ${kb(enforced)}`);
      }
      mkdirSync(dirname(SIZES), { recursive: true });
      writeFileSync(SIZES, `${JSON.stringify([...measured.values()], null, 2)}\n`);
      if (over.length) this.error(over.join('; '));
    },
  };
}
