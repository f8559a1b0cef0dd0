// Rollup plugin: prints each output's minified and gzip size and fails the build over budget.
import { gzipSync } from 'node:zlib';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(8);

/** @param {number} budgetBytes gzip budget for every chunk this build writes */
export function sizeBudget(budgetBytes) {
  return {
    name: 'size-budget',
    generateBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const file = options.file ?? chunk.fileName;
        const gzip = gzipSync(chunk.code, { level: 9 }).length;
        const verdict = gzip > budgetBytes ? 'OVER BUDGET' : 'ok';
        console.log(
          `size  ${file.padEnd(36)} minified ${kb(Buffer.byteLength(chunk.code))}   gzip ${kb(gzip)}   budget ${kb(budgetBytes)}   ${verdict}`,
        );
        if (gzip > budgetBytes)
          this.error(`${file} is ${kb(gzip).trim()} gzip, over its budget of ${kb(budgetBytes).trim()}`);
      }
    },
  };
}
