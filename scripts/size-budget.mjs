// Rollup plugin: prints what each entry of a build downloads before interaction (the entry and every chunk it imports
// statically, each gzip -9) and fails the build when that is over the entry's budget. Chunks loaded on first use
// (dynamic `import()`) are listed on their own lines and count for no entry.
import { gzipSync } from 'node:zlib';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(8);

/**
 * @param {number | Record<string, number>} budgets gzip bytes for every entry, or by entry name (`'*'` for the rest)
 */
export function sizeBudget(budgets) {
  const budgetOf = (name) => (typeof budgets === 'number' ? budgets : (budgets[name] ?? budgets['*']));
  return {
    name: 'size-budget',
    generateBundle(options, bundle) {
      const gzip = new Map();
      const sizeOf = (fileName) => {
        if (!gzip.has(fileName)) gzip.set(fileName, gzipSync(bundle[fileName].code, { level: 9 }).length);
        return gzip.get(fileName);
      };
      const closure = (fileName, seen = new Set()) => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of bundle[fileName].imports) closure(imported, seen);
        return seen;
      };
      const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk');
      const lazy = new Set(chunks.flatMap((chunk) => chunk.dynamicImports));
      for (const chunk of chunks) {
        const file = chunk.fileName;
        if (!chunk.isEntry) {
          if (lazy.has(file)) console.log(`size  ${file.padEnd(40)} gzip ${kb(sizeOf(file))}   on first use`);
          continue;
        }
        const files = [...closure(file)];
        const total = files.reduce((sum, f) => sum + sizeOf(f), 0);
        const budget = budgetOf(chunk.name);
        const verdict = total > budget ? 'OVER BUDGET' : 'ok';
        const shared = files.length > 1 ? ` (with ${files.length - 1} shared chunk${files.length > 2 ? 's' : ''})` : '';
        console.log(`size  ${file.padEnd(40)} gzip ${kb(total)}   budget ${kb(budget)}   ${verdict}${shared}`);
        if (total > budget)
          this.error(`${file} downloads ${kb(total).trim()} gzip, over its budget of ${kb(budget).trim()}`);
      }
    },
  };
}
