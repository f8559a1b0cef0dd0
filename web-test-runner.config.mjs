// Browser tests in a real Chromium (found on this machine, never downloaded): test/**/*.test.ts.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';

import { CHROME_ARGS, findChrome } from './scripts/find-chrome.mjs';
import { summaryReporter } from './scripts/summary-reporter.mjs';
import { inSharedPages } from './scripts/test-pages.mjs';

const executablePath = findChrome();
if (!executablePath)
  throw new Error('No Chromium or Chrome found: run `node scripts/find-chrome.mjs` for how to get one.');

/** Where test/dist/subfolder.test.ts finds the repository's files, as if a wiki served them from a folder. */
const SUBFOLDER = '/wiki/assets/army-combat/';

/** Lit's dev build says it is in dev mode once per file; that is not news in a test log. */
const NOISE = /Lit is in dev mode|Multiple versions of Lit loaded/;

export default {
  // A file that a page of test/pages imports runs in that page (scripts/test-pages.mjs).
  files: ['test/**/*.test.ts', '!test/node/**', ...inSharedPages().map((file) => `!${file}`)],
  nodeResolve: { exportConditions: ['development'] },
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.json' }),
    // `import url from './x.worker.js?worker&url'` (see rollup.config.mjs): the URL of the worker's source.
    {
      name: 'workers',
      serve(context) {
        if (context.querystring !== 'worker&url') return undefined;
        return {
          body: `export default new URL('${context.path.replace(/\.js$/, '.ts')}', import.meta.url).href;`,
          type: 'js',
        };
      },
    },
  ],
  // The built files as a site serving them from a subfolder would (test/dist/subfolder.test.ts).
  middleware: [
    (context, next) => {
      if (context.url.startsWith(SUBFOLDER)) context.url = context.url.slice(SUBFOLDER.length - 1);
      return next();
    },
  ],
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath, headless: true, args: CHROME_ARGS },
      // Each page in a browser context of its own: test files run side by side, and one file's localStorage (saved
      // widget state) must not be cleared or read by another.
      createPage: async ({ browser }) => (await browser.createBrowserContext()).newPage(),
    }),
  ],
  concurrency: 2,
  filterBrowserLogs: ({ args }) => !args.some((arg) => typeof arg === 'string' && NOISE.test(arg)),
  // A test's time limit is for a test that hangs, not a speed check: on CI's two busy cores an axe check or a property
  // test that takes 3 s alone has taken over 10 s.
  testFramework: { config: { timeout: 30_000 } },
  // A page of test/pages runs several files' tests: a minute quiet, more beside the build and the checks in `npm test`.
  testsFinishTimeout: 600_000,
  coverageConfig: {
    include: ['src/**/*.ts'],
    report: true,
    reportDir: 'coverage',
    reporters: ['text-summary', 'lcov'],
  },
  reporters: [defaultReporter(), summaryReporter({ file: process.env.WTR_SUMMARY ?? '.cache/wtr-summary.json' })],
};
