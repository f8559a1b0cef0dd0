// What a page downloads before anyone clicks, by the file it loads, from the last `npm run build` (scripts/size-budget.mjs
// measures it in the build): `npm run bench`. A page with two widget files downloads Lit once.
import { readFileSync } from 'node:fs';

import { SIZES } from '../scripts/size-budget.mjs';

const files = new Map(JSON.parse(readFileSync(SIZES, 'utf8')).map((file) => [file.file, file]));
const kb = (bytes) => (bytes / 1024).toFixed(1);
/** gzip bytes of `loaded` and of everything they import, each file once. */
const download = (...loaded) =>
  [...new Set(loaded.flatMap((file) => [file, ...files.get(file).imports]))].reduce(
    (sum, f) => sum + files.get(f).gzip,
    0,
  );

const rows = [...files.values()]
  .filter((file) => file.budget !== undefined)
  .map(({ file, budget, held }) => {
    const bytes = download(file);
    return {
      file,
      'gzip KB': kb(bytes),
      'budget KB': kb(budget),
      verdict: bytes > budget ? `over${held ? ` (held at ${kb(held)}: ${bytes > held ? 'grew' : 'ok'})` : ''}` : 'ok',
    };
  });
const pair = ['dist/elements/recruit-cost.js', 'dist/elements/morale-tracker.js'];
rows.push({ file: 'recruit-cost.js + morale-tracker.js on one page', 'gzip KB': kb(download(...pair)) });
console.log('\nWhat a page downloads before interaction (gzip -9; each file with the chunks it imports):');
console.table(rows);
