// web-test-runner reporter: writes the passed/failed/skipped counts for scripts/test.mjs to total.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

function count(results, totals) {
  for (const test of results?.tests ?? []) {
    if (test.skipped) totals.skipped++;
    else if (test.passed) totals.passed++;
    else totals.failed++;
  }
  for (const suite of results?.suites ?? []) count(suite, totals);
}

/** @param {{ file: string }} options */
export function summaryReporter({ file }) {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0, errors: 0 };
      for (const session of sessions) {
        count(session.testResults, totals);
        if (!session.passed && (session.errors?.length ?? 0) > 0) totals.errors += session.errors.length;
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(totals));
    },
  };
}
