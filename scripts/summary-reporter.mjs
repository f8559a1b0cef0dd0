// web-test-runner reporter: writes the passed/failed/skipped counts for scripts/test.mjs to total, and the test files
// that took longest (the sum of their tests' durations), so that a slow CI run says where its time went.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

/** How many of the slowest test files the summary names. */
const SLOWEST = 8;

function count(results, totals) {
  let duration = 0;
  for (const test of results?.tests ?? []) {
    duration += test.duration ?? 0;
    if (test.skipped) totals.skipped++;
    else if (test.passed) totals.passed++;
    else totals.failed++;
  }
  for (const suite of results?.suites ?? []) duration += count(suite, totals);
  return duration;
}

/** @param {{ file: string }} options */
export function summaryReporter({ file }) {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0, errors: 0 };
      const durations = [];
      for (const session of sessions) {
        durations.push([relative(process.cwd(), session.testFile), count(session.testResults, totals)]);
        if (!session.passed && (session.errors?.length ?? 0) > 0) totals.errors += session.errors.length;
      }
      const slowest = durations
        .sort((a, b) => b[1] - a[1])
        .slice(0, SLOWEST)
        .map(([name, ms]) => ({ file: name, seconds: ms / 1000 }));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ ...totals, slowest }));
    },
  };
}
