// web-test-runner reporter: writes the passed/failed/skipped counts for scripts/test.mjs to total, and the test files
// and the tests that took longest (a file: the sum of its tests' durations), so that a slow CI run says where its time
// went, and each failed test with the first line of its error, at the end of the log where CI's excerpt shows it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

/** How many of the slowest test files, and of the slowest tests, the summary names. */
const SLOWEST = 8;

/** The first line of a failed test's error, short enough for one log line. */
const firstLine = (error) =>
  String(error?.message ?? error ?? '')
    .split('\n')[0]
    .slice(0, 300);

function count(results, totals, tests, failures, path = []) {
  let duration = 0;
  for (const test of results?.tests ?? []) {
    const name = [...path, test.name].join(' > ');
    duration += test.duration ?? 0;
    tests.push([name, test.duration ?? 0]);
    if (test.skipped) totals.skipped++;
    else if (test.passed) totals.passed++;
    else {
      totals.failed++;
      failures.push(`${name}: ${firstLine(test.error)}`);
    }
  }
  for (const suite of results?.suites ?? []) duration += count(suite, totals, tests, failures, [...path, suite.name]);
  return duration;
}

/** @param {{ file: string }} options */
export function summaryReporter({ file }) {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0, errors: 0 };
      const durations = [];
      const tests = [];
      const failures = [];
      for (const session of sessions) {
        const testFile = relative(process.cwd(), session.testFile);
        const failed = [];
        durations.push([testFile, count(session.testResults, totals, tests, failed)]);
        failures.push(...failed.map((test) => `${testFile}: ${test}`));
        if (!session.passed && (session.errors?.length ?? 0) > 0) {
          totals.errors += session.errors.length;
          failures.push(...session.errors.map((error) => `${testFile}: ${firstLine(error)}`));
        }
      }
      const slowest = (entries) =>
        entries
          .sort((a, b) => b[1] - a[1])
          .slice(0, SLOWEST)
          .map(([name, ms]) => ({ name, seconds: ms / 1000 }));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(
        file,
        JSON.stringify({ ...totals, failures, slowest: slowest(durations), slowestTests: slowest(tests) }),
      );
    },
  };
}
