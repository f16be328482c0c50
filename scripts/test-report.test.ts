import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatSlowest, readTimings } from './test-report.mjs';

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
