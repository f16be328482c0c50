// The closing line of a test run: counts read from Vitest's JSON report, the same whatever reads the output.
import fs from 'node:fs';

/** Reads (and removes) Vitest's JSON report; null when the run wrote none. */
export function countReport(reportFile) {
  if (!fs.existsSync(reportFile)) return null;
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  fs.rmSync(reportFile);
  // A suite that failed before its tests ran (a failing beforeAll) reports them as skipped: they failed.
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const suite of report.testResults) {
    for (const test of suite.assertionResults) {
      if (test.status === 'passed') passed++;
      else if (test.status === 'failed' || suite.status === 'failed') failed++;
      else skipped++;
    }
    if (suite.status === 'failed' && suite.assertionResults.length === 0) failed++;
  }
  return { passed, failed, skipped };
}

export function formatCounts({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}
