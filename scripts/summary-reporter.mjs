// web-test-runner reporter: writes the passed/failed/skipped counts for scripts/test.mjs to total, and the test files
// and the tests that took longest (a file: the sum of its tests' durations), so that a slow CI run says where its time
// went.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

/** How many of the slowest test files, and of the slowest tests, the summary names. */
const SLOWEST = 8;

function count(results, totals, tests, path = []) {
  let duration = 0;
  for (const test of results?.tests ?? []) {
    duration += test.duration ?? 0;
    tests.push([[...path, test.name].join(' > '), test.duration ?? 0]);
    if (test.skipped) totals.skipped++;
    else if (test.passed) totals.passed++;
    else totals.failed++;
  }
  for (const suite of results?.suites ?? []) duration += count(suite, totals, tests, [...path, suite.name]);
  return duration;
}

/** @param {{ file: string }} options */
export function summaryReporter({ file }) {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0, errors: 0 };
      const durations = [];
      const tests = [];
      for (const session of sessions) {
        durations.push([relative(process.cwd(), session.testFile), count(session.testResults, totals, tests)]);
        if (!session.passed && (session.errors?.length ?? 0) > 0) totals.errors += session.errors.length;
      }
      const slowest = (entries) =>
        entries
          .sort((a, b) => b[1] - a[1])
          .slice(0, SLOWEST)
          .map(([name, ms]) => ({ name, seconds: ms / 1000 }));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ ...totals, slowest: slowest(durations), slowestTests: slowest(tests) }));
    },
  };
}
