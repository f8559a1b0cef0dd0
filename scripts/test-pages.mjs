// Browser test files that share a page: each test/pages/*.test.ts imports a few test files, which then run one after
// the other in its page instead of in a page each. A page costs about a second of CPU before its first test (Lit, the
// test framework and axe compiled again), more than many files' tests take. A file that no page imports runs in a
// page of its own, as every file did before: nothing is left out by forgetting it here.
import { readdirSync, readFileSync } from 'node:fs';

const PAGES = new URL('../test/pages/', import.meta.url);

/** The test files that test/pages/*.test.ts import, as paths from the repository's root (`test/…/x.test.ts`). */
export const inSharedPages = () =>
  readdirSync(PAGES)
    .filter((page) => page.endsWith('.test.ts'))
    .flatMap((page) =>
      [...readFileSync(new URL(page, PAGES), 'utf8').matchAll(/^import '\.\.\/(.+)\.js';$/gm)].map(
        ([, file]) => `test/${file}.ts`,
      ),
    );

/** The globs of the browser tests of the sources: every test file but the Node and dist/ ones, each in one page. */
export const sourceTests = () => [
  'test/**/*.test.ts',
  '!test/node/**',
  '!test/dist/**',
  ...inSharedPages().map((file) => `!${file}`),
];
