// `npm test`: everything a change must pass, in order, then one closing line with the test counts.
// browser → build → translations → lint → type-check → Node tests → browser tests. Coverage (`npm run test:coverage`) is
// left out here: it makes the browser tests half as slow again, and `npm test` must stay well inside CI's 10 minutes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

import { ensureChrome } from './find-chrome.mjs';

const NODE_TAP = '.cache/node-tests.tap';
const BROWSER_SUMMARY = '.cache/wtr-summary.json';

function step(title, command, args) {
  console.log(`\n▶ ${title}: ${[command, ...args].join(' ')}`);
  const run = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (run.status !== 0) {
    console.error(`\n✖ ${title} failed.`);
    const { passed, failed } = counts();
    console.log(`tests: ${passed} passed, ${Math.max(1, failed)} failed`);
    process.exit(run.status ?? 1);
  }
}

function counts() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(NODE_TAP)) {
    const tap = readFileSync(NODE_TAP, 'utf8');
    totals.passed += Number(/^# pass (\d+)/m.exec(tap)?.[1] ?? 0);
    totals.failed += Number(/^# fail (\d+)/m.exec(tap)?.[1] ?? 0);
    totals.skipped += Number(/^# skipped (\d+)/m.exec(tap)?.[1] ?? 0);
  }
  if (existsSync(BROWSER_SUMMARY)) {
    const browser = JSON.parse(readFileSync(BROWSER_SUMMARY, 'utf8'));
    totals.passed += browser.passed;
    totals.failed += browser.failed + browser.errors;
    totals.skipped += browser.skipped;
  }
  return totals;
}

// Only this run's own counts: other tools keep their files in .cache too.
for (const file of [NODE_TAP, BROWSER_SUMMARY]) rmSync(file, { force: true });
mkdirSync('.cache', { recursive: true });
console.log(`browser: ${ensureChrome()}`);
step('build', 'npm', ['run', 'build', '--silent']);
step('translations (lit-localize extract: every string in every language)', process.execPath, [
  'scripts/translations.mjs',
  'check',
]);
step('lint', 'npm', ['run', 'lint', '--silent']);
step('type-check', 'npm', ['run', 'typecheck', '--silent']);
step('Node tests (dist/rules.js without a DOM)', process.execPath, [
  '--test',
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  '--test-reporter=tap',
  `--test-reporter-destination=${NODE_TAP}`,
  'test/node/',
]);
step('browser tests (Chromium)', 'npx', ['wtr']);

const { passed, failed, skipped } = counts();
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
