// `npm test`: everything a change must pass, then one closing line with the test counts.
// Once the translations' modules are written (the build and the checks read them), lanes run side by side, so that
// the machine's cores are busy from start to end:
//   build:    the rest of the build (dist/: scripts/build.mjs, whose tsc type-checks the whole project) → Node tests
//   browser:  browser tests of the sources → once dist/ is built, browser tests of dist/
//   checks:   eslint's rules without types (from the start: it reads nothing generated) → once dist/ is built,
//             lit-analyzer → translations.
// The build comes first, beside the browser tests only, because the Node tests wait for it and then wait on pages
// much of their time; the checks fill that time.
// `npm run lint` adds what is left out here to keep CI's run short: eslint's type-aware rules (a TypeScript program of
// the whole project, a minute of CPU, while the build's type-check catches type errors) and prettier's formatting.
// A failed step stops only what reads its output (a failed build: the tests of dist/; a failed check: nothing).
// The build's and the checks' output is printed whole as each step ends; the browser tests' as it comes.
// Coverage (`npm run test:coverage`) is left out here: it makes the browser tests half as slow again, and `npm test`
// must stay well inside CI's time.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

import { CHROME_ARGS, ensureChrome } from './find-chrome.mjs';
import { sourceTests } from './test-pages.mjs';

const NODE_TAP = '.cache/node-tests.tap';
/** The browser tests' counts, one file per run (web-test-runner.config.mjs writes WTR_SUMMARY). */
const BROWSER_SUMMARIES = { sources: '.cache/wtr-sources.json', dist: '.cache/wtr-dist.json' };

/** Seconds each step took, printed at the end: CI must stay well inside its time, and this says where it goes. */
const took = [];
/** The steps that failed, by title. */
const failed = [];

/**
 * Runs one step to its end; `quiet` keeps its output until then (a lane beside another), else it is printed as it
 * comes. Resolves whether it passed.
 */
function step(title, command, args, { quiet = false, env = process.env } = {}) {
  const header = `\n▶ ${title}: ${[command, ...args].join(' ')}`;
  if (!quiet) console.log(header);
  const started = performance.now();
  const child = spawn(command, args, {
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env,
    shell: process.platform === 'win32',
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      took.push(`${title.split(' (')[0]} ${Math.round((performance.now() - started) / 1000)} s`);
      if (quiet) console.log(`${header}\n${Buffer.concat(output).toString().trimEnd()}`);
      if (status !== 0) {
        console.error(`\n✖ ${title} failed.`);
        failed.push(title);
      }
      resolve(status === 0);
    });
  });
}

/** Runs steps one after the other, each whether the one before passed or not (none reads another's output). */
async function inTurn(...steps) {
  for (const [title, command, args, options] of steps) await step(title, command, args, options);
}

/**
 * The Node tests, two files at a time (most of their time is waiting for a page), every page in one Chromium started
 * here, to which scripts/browser.mjs connects, instead of one browser per file.
 */
async function nodeTests() {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launchServer({ executablePath: ensureChrome(), args: CHROME_ARGS });
  try {
    return await step(
      'Node tests (dist/ without a DOM; pages in one shared Chromium)',
      process.execPath,
      [
        '--test',
        '--test-concurrency=2',
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        '--test-reporter=tap',
        `--test-reporter-destination=${NODE_TAP}`,
        'test/node/',
      ],
      { quiet: true, env: { ...process.env, ARMY_COMBAT_BROWSER: browser.wsEndpoint() } },
    );
  } finally {
    await browser.close();
  }
}

/** What each browser test run that ended wrote of itself. */
const browserSummaries = () =>
  Object.values(BROWSER_SUMMARIES)
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')));

/** A step's command, arguments and options for one run of the browser tests in one Chromium (`files`: globs). */
const browserTests = (files, summary) => [
  'npx',
  ['wtr', '--files', ...files],
  { env: { ...process.env, WTR_SUMMARY: summary } },
];

function counts() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(NODE_TAP)) {
    const tap = readFileSync(NODE_TAP, 'utf8');
    totals.passed += Number(/^# pass (\d+)/m.exec(tap)?.[1] ?? 0);
    totals.failed += Number(/^# fail (\d+)/m.exec(tap)?.[1] ?? 0);
    totals.skipped += Number(/^# skipped (\d+)/m.exec(tap)?.[1] ?? 0);
  }
  for (const browser of browserSummaries()) {
    totals.passed += browser.passed;
    totals.failed += browser.failed + browser.errors;
    totals.skipped += browser.skipped;
  }
  return totals;
}

// Only this run's own counts: other tools keep their files in .cache too.
for (const file of [NODE_TAP, ...Object.values(BROWSER_SUMMARIES)]) rmSync(file, { force: true });
mkdirSync('.cache', { recursive: true });
console.log(`browser: ${ensureChrome()}`);
const quiet = { quiet: true };
/** A check: one npm script, its output printed whole when it ends. */
const check = (title, script) => [title, 'npm', ['run', script, '--silent'], quiet];
// eslint reads no generated file: it keeps the second core busy while the translations are written, alone.
const linted = step(...check('lint (eslint, rules without types)', 'lint:quick'));
if (
  await step(
    'translations (their modules, which the build and the checks read; translations/*.xlf extracted)',
    process.execPath,
    ['scripts/translations.mjs', 'build', '--extract'],
  )
) {
  const built = step('build', 'npm', ['run', 'build:dist', '--silent'], quiet);
  await Promise.all([
    built.then((ok) => ok && nodeTests()),
    step('browser tests of the sources (Chromium)', ...browserTests(sourceTests(), BROWSER_SUMMARIES.sources)).then(
      async () =>
        (await built) &&
        step('browser tests of dist/', ...browserTests(['test/dist/**/*.test.ts'], BROWSER_SUMMARIES.dist)),
    ),
    Promise.all([linted, built]).then(() =>
      inTurn(check('lint: templates (lit-analyzer)', 'lint:templates'), [
        'translations (lit-localize extract: every string in every language)',
        process.execPath,
        ['scripts/translations.mjs', 'check', '--extracted'],
        quiet,
      ]),
    ),
  ]);
}
await linted;

const totals = counts();
console.log(`\ntime: ${took.join(' · ')}`);
/** The slowest entries of one kind (`slowest`: files, `slowestTests`: tests) over every browser run, for the log. */
const slowest = (kind) =>
  browserSummaries()
    .flatMap((browser) => browser[kind] ?? [])
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 8)
    .map(({ name, seconds }) => `${name} ${seconds.toFixed(1)} s`)
    .join(' · ');
for (const [kind, what] of [
  ['slowest', 'test files'],
  ['slowestTests', 'tests'],
]) {
  const named = slowest(kind);
  if (named) console.log(`slowest browser ${what}: ${named}`);
}
for (const failure of browserSummaries().flatMap((browser) => browser.failures ?? []))
  console.error(`failed test: ${failure}`);
if (failed.length) console.error(`failed: ${failed.join(' · ')}`);
// A failed step that is not a test (build, lint…) still fails the run: at least one failure is counted.
const failures = failed.length ? Math.max(1, totals.failed) : totals.failed;
console.log(
  `\ntests: ${totals.passed} passed, ${failures} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failures ? 1 : 0);
