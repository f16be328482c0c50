import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countReport, formatFailures, formatOutcome, formatSlowest, readTimings } from './test-report.mjs';

describe("npm test's table of the slowest files", () => {
  const files = Array.from({ length: 12 }, (_, index) => ({
    file: `e2e/tests/file-${index}.e2e.ts`,
    project: 'e2e',
    seconds: index * 1.25,
  }));

  it('names the ten slowest, slowest first, with their project and seconds', () => {
    const lines = formatSlowest([
      ...files,
      { file: 'apps/server/src/app.test.ts', project: 'server:postgres', seconds: 99.04 },
    ]).split('\n');
    expect(lines[0]).toBe('The slowest 10 of 13 test files (seconds a worker spent on each):');
    expect(lines[1]?.split(/\s+/)).toEqual(['file', 'project', 'seconds']);
    expect(lines.slice(2).map((line) => line.split(/\s+/))).toEqual([
      ['apps/server/src/app.test.ts', 'server:postgres', '99.0'],
      ...[11, 10, 9, 8, 7, 6, 5, 4, 3].map((index) => [
        `e2e/tests/file-${index}.e2e.ts`,
        'e2e',
        (index * 1.25).toFixed(1),
      ]),
    ]);
  });

  it('says nothing when no file ran', () => {
    expect(formatSlowest([])).toBe('');
  });

  it('reads the timings a run wrote once, and nothing when it wrote none', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-timings-'));
    const timingsFile = path.join(dir, 'timings.json');
    fs.writeFileSync(timingsFile, JSON.stringify({ files: files.slice(0, 2) }));
    expect(readTimings(timingsFile)).toEqual(files.slice(0, 2));
    expect(readTimings(timingsFile)).toEqual([]);
    fs.rmSync(dir, { recursive: true });
  });
});

describe("npm test's closing lines", () => {
  function writeReport(testResults: unknown[]): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-report-'));
    const reportFile = path.join(dir, 'report.json');
    fs.writeFileSync(reportFile, JSON.stringify({ testResults }));
    return reportFile;
  }

  const report = () =>
    writeReport([
      {
        name: path.join(process.cwd(), 'e2e/tests/keyword.e2e.ts'),
        status: 'failed',
        assertionResults: [
          { status: 'passed', fullName: 'Keyword Forward lists keywords' },
          {
            status: 'failed',
            fullName: 'Keyword Forward switches a keyword Inactive',
            failureMessages: ["\nAssertionError: expected 'Active' to be 'Inactive'\n    at keyword.e2e.ts:40:5"],
          },
        ],
      },
      {
        name: path.join(process.cwd(), 'e2e/tests/login.e2e.ts'),
        status: 'failed',
        message: `Hook timed out in 120000ms.\n${'x'.repeat(300)}`,
        assertionResults: [],
      },
      {
        name: path.join(process.cwd(), 'e2e/tests/audit-log.e2e.ts'),
        status: 'failed',
        message: 'Error: '.padEnd(260, 'y'),
        assertionResults: [{ status: 'skipped', fullName: 'Audit log pages' }],
      },
    ]);

  it('names every failed test with its file and the first line of why, and a file that failed before its tests', () => {
    const counts = countReport(report());
    expect(counts).toMatchObject({ passed: 1, failed: 3 });
    expect(formatFailures([{ counts }])).toBe(
      [
        'Failed:',
        "  e2e/tests/keyword.e2e.ts > Keyword Forward switches a keyword Inactive — AssertionError: expected 'Active' to be 'Inactive'",
        '  e2e/tests/login.e2e.ts (failed before its tests ran) — Hook timed out in 120000ms.',
        `  e2e/tests/audit-log.e2e.ts > Audit log pages — ${'Error: '.padEnd(199, 'y')}…`,
      ].join('\n'),
    );
  });

  it('says when a suite exited with an error although no test failed', () => {
    const counts = { passed: 687, failed: 0, skipped: 0, failures: [] };
    expect(formatOutcome('server:sqlite on Node.js v24.22.3', counts, 1)).toBe(
      'server:sqlite on Node.js v24.22.3: 687 passed, 0 failed, yet it exited with status 1: see above',
    );
    expect(formatOutcome('server:sqlite on Node.js v24.22.3', counts, 0)).toBe(
      'server:sqlite on Node.js v24.22.3: 687 passed, 0 failed',
    );
    expect(formatOutcome('e2e', null, 1)).toBe('e2e: no report (exit 1)');
    expect(formatFailures([{ counts }])).toBe('');
  });
});
