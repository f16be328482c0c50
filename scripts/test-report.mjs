// The closing lines of a test run: the slowest files (scripts/file-timings-reporter.mjs) and the counts read from
// Vitest's JSON report, the same whatever reads the output.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TIMINGS_REPORTER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'file-timings-reporter.mjs');

/** Vitest's reporter arguments of a run: the usual output, the JSON report the counts come from, the files' timings. */
export function reporters(reportFile, timingsFile) {
  return [
    '--reporter=default',
    '--reporter=json',
    `--reporter=${TIMINGS_REPORTER}`,
    `--outputFile.json=${reportFile}`,
    `--outputFile.timings=${timingsFile}`,
  ];
}

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

/** Reads (and removes) the per-file timings of scripts/file-timings-reporter.mjs; empty when the run wrote none. */
export function readTimings(timingsFile) {
  if (!fs.existsSync(timingsFile)) return [];
  const { files } = JSON.parse(fs.readFileSync(timingsFile, 'utf8'));
  fs.rmSync(timingsFile);
  return files;
}

/** The slowest test files of a run, slowest first: file, project and seconds, as a table of plain text. */
export function formatSlowest(files, count = 10) {
  const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  if (slowest.length === 0) return '';
  const rows = slowest.map((entry) => [entry.file, entry.project, entry.seconds.toFixed(1)]);
  const header = ['file', 'project', 'seconds'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    cells
      .map((cell, column) => (column === 2 ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  return [
    `The slowest ${slowest.length} of ${files.length} test files (seconds a worker spent on each):`,
    line(header),
    ...rows.map(line),
  ].join('\n');
}
