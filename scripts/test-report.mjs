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
  const failures = [];
  for (const suite of report.testResults) {
    const file = path.relative(process.cwd(), suite.name);
    for (const test of suite.assertionResults) {
      if (test.status === 'passed') passed++;
      else if (test.status === 'failed' || suite.status === 'failed') {
        failed++;
        failures.push(`${file} > ${test.fullName}${becauseOf(test.failureMessages?.[0] ?? suite.message)}`);
      } else skipped++;
    }
    if (suite.status === 'failed' && suite.assertionResults.length === 0) {
      failed++;
      failures.push(`${file} (failed before its tests ran)${becauseOf(suite.message)}`);
    }
  }
  return { passed, failed, skipped, failures };
}

const REASON_MAX = 200;

/**
 * The first line of a failure's message, after a dash: CI shows a red run's last lines only, and a failed test's
 * name alone does not tell a timeout from a wrong answer.
 */
function becauseOf(message) {
  const line = (message ?? '').split('\n').find((text) => text.trim() !== '');
  if (line === undefined) return '';
  const reason = line.trim();
  return ` — ${reason.length > REASON_MAX ? `${reason.slice(0, REASON_MAX - 1)}…` : reason}`;
}

export function formatCounts({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

/**
 * One closing line for a run: its counts, and its exit status when that is not 0 though no test failed (an error
 * outside the tests, or a process that crashed on its way out), so the reason of a red run is in its last lines.
 */
export function formatOutcome(name, counts, status) {
  if (counts === null) return `${name}: no report (exit ${status})`;
  const unexplained = status !== 0 && counts.failed === 0 ? `, yet it exited with status ${status}: see above` : '';
  return `${name}: ${formatCounts(counts)}${unexplained}`;
}

/** The failed tests of every suite, one a line, at most `count` of them. */
export function formatFailures(outcomes, count = 30) {
  const failures = outcomes.flatMap(({ counts }) => counts?.failures ?? []);
  if (failures.length === 0) return '';
  const shown = failures.slice(0, count);
  const more = failures.length > shown.length ? [`… and ${failures.length - shown.length} more`] : [];
  return ['Failed:', ...shown.map((failure) => `  ${failure}`), ...more].join('\n');
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
