import { GROWTH_P95_BUDGET, type DatabaseCurve, type DatabaseFigures } from './run.js';

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

const labelOf = (figures: { kind: DatabaseFigures['kind'] }) => (figures.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL');
const mb = (bytes: number) => (bytes / 1024 ** 2).toFixed(1);
/** Megabytes a million chat records take. */
const mbPerMillion = (bytes: number, records: number) => (bytes / 1024 ** 2 / (records / 1_000_000)).toFixed(1);

function printFill(label: string, figures: DatabaseFigures): void {
  if (figures.migrationSeconds !== undefined) {
    console.log(
      `\n${label}: a database filled beforehand; pending migrations took ${figures.migrationSeconds.toFixed(1)} s`,
    );
    return;
  }
  if (figures.fill) {
    console.log(`\n${label}: filling through the demo code path (the ingestion service, batches of 5,000)`);
    console.table(
      figures.fill.map((row) => ({
        section: row.section,
        rows: fmt(row.rows),
        seconds: row.seconds.toFixed(1),
        'rows/s': row.rows > 0 ? fmt(row.rows / row.seconds) : '-',
      })),
    );
  }
  if (figures.growth) {
    const { rows, seconds } = figures.growth;
    console.log(
      `\n${label}: grown by ${fmt(rows)} chat records through the ingestion service (batches of 5,000) in ${seconds.toFixed(1)} s: ${fmt(rows / seconds)} rows/s`,
    );
  }
  if (!figures.ingest) return;
  console.log(
    `${label}: ingestion of ${fmt(figures.ingest.rows)} chat records into ${fmt(figures.chatRecords - figures.ingest.rows)}, making ${fmt(figures.chatRecords)}`,
  );
  const { ingestRowsPerSecond, rawRowsPerSecond, rawIndexedRowsPerSecond } = figures.ingest;
  console.table([
    { insert: 'ingest service (batches of 5,000)', 'rows/s': fmt(ingestRowsPerSecond), 'ingest / this': '1.000' },
    {
      insert: 'raw loop, scratch table of the same columns',
      'rows/s': fmt(rawRowsPerSecond),
      'ingest / this': (ingestRowsPerSecond / rawRowsPerSecond).toFixed(3),
    },
    {
      insert: 'raw loop, chat_records with its indexes (rolled back)',
      'rows/s': fmt(rawIndexedRowsPerSecond),
      'ingest / this': (ingestRowsPerSecond / rawIndexedRowsPerSecond).toFixed(3),
    },
  ]);
}

function printDisk(label: string, figures: DatabaseFigures): void {
  const { disk, chatRecords } = figures;
  console.log(
    `${label}: disk at ${fmt(chatRecords)} chat records (whole database ${mb(disk.databaseBytes)} MB, ${mbPerMillion(disk.databaseBytes, chatRecords)} MB per million records)`,
  );
  const rows = [
    { part: 'chat_records without its indexes', bytes: disk.tableBytes },
    ...disk.indexes.map((index) => ({ part: `  index ${index.name}`, bytes: index.bytes })),
    { part: 'its indexes', bytes: disk.indexBytes },
    { part: 'chat_records with its indexes', bytes: disk.tableBytes + disk.indexBytes },
  ];
  console.table(
    rows.map((row) => ({
      part: row.part,
      MB: mb(row.bytes),
      'MB per million records': mbPerMillion(row.bytes, chatRecords),
    })),
  );
}

/** The tables of one database at one size; every ratio compares figures of that same run. Answers the failures. */
export function printFigures(figures: DatabaseFigures, samples: number, seconds: number): string[] {
  const failures: string[] = [];
  const label = labelOf(figures);
  printFill(label, figures);
  printDisk(label, figures);

  const noop = figures.latencies[0];
  console.log(
    `${label}: chat-record list at ${fmt(figures.chatRecords)} records, ${samples} sequential requests each (the cases in turn)`,
  );
  console.table(
    figures.latencies.map((row) => ({
      request: row.name,
      'p50 ms': row.p50Ms.toFixed(2),
      'p95 ms': row.p95Ms.toFixed(2),
      'p50 / no-op p50': noop ? (row.p50Ms / noop.p50Ms).toFixed(1) : '-',
      'p95 / no-op p95': noop ? (row.p95Ms / noop.p95Ms).toFixed(1) : '-',
      total: row.answered ?? '',
      'p95 budget ms': row.budgetMs ?? '',
      budget: row.budgetMs === undefined ? '' : row.p95Ms <= row.budgetMs ? 'pass' : 'FAIL',
      failed: row.failures,
    })),
  );

  const ping = figures.throughput[0]?.requestsPerSecond ?? 1;
  console.log(`${label}: platform search throughput (10 connections, ${seconds}s each)`);
  console.table(
    figures.throughput.map((row) => ({
      route: row.name,
      'req/s': fmt(row.requestsPerSecond),
      'p50 ms': row.p50Ms,
      'p99 ms': row.p99Ms,
      'non-2xx': row.non2xx,
      'ratio to no-op': (row.requestsPerSecond / ping).toFixed(3),
    })),
  );
  if (figures.stepSeconds !== undefined)
    console.log(
      `${label}: ${fmt(figures.chatRecords)} records took ${figures.stepSeconds.toFixed(0)} s, filling and measuring`,
    );
  for (const row of figures.latencies)
    if (row.failures > 0) failures.push(`${label} ${row.name}: ${row.failures} failed requests`);
  for (const row of figures.latencies) {
    if (row.budgetMs !== undefined && row.p95Ms > row.budgetMs)
      failures.push(
        `${label} ${row.name} at ${fmt(figures.chatRecords)} records: p95 ${row.p95Ms.toFixed(1)} ms over its ${row.budgetMs} ms budget`,
      );
  }
  for (const row of figures.throughput)
    if (row.non2xx > 0) failures.push(`${label} ${row.name}: ${row.non2xx} failed requests`);
  return failures;
}

interface GrowthRow {
  figure: string;
  /** The figure at each size, in the order of the steps (undefined where it was not taken). */
  values: (number | undefined)[];
  digits: number;
  /** A p95 held to the growth budget (and to `budgetMs` at every size, when it has one). */
  growthBudget?: boolean;
  budgetMs?: number;
}

function growthRows(steps: DatabaseFigures[]): GrowthRow[] {
  const rows: GrowthRow[] = [];
  const at = <T>(pick: (figures: DatabaseFigures) => T | undefined) => steps.map(pick);
  rows.push({
    figure: 'filling to this size (the demo, then growth), rows/s',
    values: at((figures) => {
      if (figures.growth) return figures.growth.rows / figures.growth.seconds;
      const section = figures.fill?.find((row) => row.section === 'chat records');
      return section && section.seconds > 0 ? section.rows / section.seconds : undefined;
    }),
    digits: 0,
  });
  rows.push({ figure: 'ingest service, rows/s', values: at((f) => f.ingest?.ingestRowsPerSecond), digits: 0 });
  rows.push({
    figure: 'raw loop into chat_records, rows/s',
    values: at((f) => f.ingest?.rawIndexedRowsPerSecond),
    digits: 0,
  });
  for (const [index, latency] of (steps[0]?.latencies ?? []).entries()) {
    const noop = index === 0;
    rows.push({ figure: `${latency.name}, p50 ms`, values: at((f) => f.latencies[index]?.p50Ms), digits: 2 });
    rows.push({
      figure: `${latency.name}, p95 ms`,
      values: at((f) => f.latencies[index]?.p95Ms),
      digits: 2,
      ...(noop ? {} : { growthBudget: true }),
      ...(latency.budgetMs === undefined ? {} : { budgetMs: latency.budgetMs }),
    });
  }
  for (const [index, route] of (steps[0]?.throughput ?? []).entries())
    rows.push({ figure: `${route.name}, req/s`, values: at((f) => f.throughput[index]?.requestsPerSecond), digits: 0 });
  const perMillion = (bytes: (f: DatabaseFigures) => number) =>
    at((f) => bytes(f) / 1024 ** 2 / (f.chatRecords / 1_000_000));
  rows.push({
    figure: 'chat_records without indexes, MB per million',
    values: perMillion((f) => f.disk.tableBytes),
    digits: 1,
  });
  rows.push({ figure: 'its indexes, MB per million', values: perMillion((f) => f.disk.indexBytes), digits: 1 });
  rows.push({
    figure: 'chat_records with indexes, MB per million',
    values: perMillion((f) => f.disk.tableBytes + f.disk.indexBytes),
    digits: 1,
  });
  rows.push({ figure: 'whole database, MB', values: at((f) => f.disk.databaseBytes / 1024 ** 2), digits: 0 });
  return rows;
}

/**
 * The growth table of one database: each figure at each size and its ratio to the first size, with
 * pass/fail for each p95 against the growth budget at the largest size and against its absolute
 * budget at every size. Answers the growth failures (the absolute ones are answered per size).
 */
export function printGrowth(curve: DatabaseCurve): string[] {
  const failures: string[] = [];
  const label = labelOf(curve);
  const { steps } = curve;
  const first = steps[0];
  const last = steps[steps.length - 1];
  if (!first || !last) {
    console.log(`\n${label}: no size measured${curve.stopped ? ` (${curve.stopped})` : ''}`);
    return [`${label}: no size measured`];
  }
  console.log(
    `\n${label}: growth from ${fmt(first.chatRecords)} to ${fmt(last.chatRecords)} chat records, each figure with its ratio to ${fmt(first.chatRecords)}; budget: each p95 at the largest size within ${GROWTH_P95_BUDGET}× its value at the first, and the search budget at every size`,
  );
  if (curve.stopped) console.log(`${label}: ${curve.stopped}`);
  console.table(
    growthRows(steps).map((row) => {
      const base = row.values[0];
      const cells: Record<string, string> = { figure: row.figure };
      for (const [i, value] of row.values.entries()) {
        const size = fmt((steps[i] as DatabaseFigures).chatRecords);
        cells[size] =
          value === undefined
            ? '-'
            : `${value.toLocaleString('en-US', { minimumFractionDigits: row.digits, maximumFractionDigits: row.digits })} (${base ? (value / base).toFixed(2) : '-'}×)`;
      }
      const largest = row.values[row.values.length - 1];
      if (row.growthBudget && base !== undefined && largest !== undefined) {
        const pass = largest <= base * GROWTH_P95_BUDGET;
        cells[`≤ ${GROWTH_P95_BUDGET}× at largest`] = pass ? 'pass' : 'FAIL';
        if (!pass && steps.length > 1)
          failures.push(
            `${label} ${row.figure}: ${largest.toFixed(2)} at ${fmt(last.chatRecords)} records is ${(largest / base).toFixed(2)}× its ${base.toFixed(2)} at ${fmt(first.chatRecords)}, over ${GROWTH_P95_BUDGET}×`,
          );
      } else cells[`≤ ${GROWTH_P95_BUDGET}× at largest`] = '';
      const budgetMs = row.budgetMs;
      cells['budget ms'] = budgetMs === undefined ? '' : String(budgetMs);
      cells['budget at every size'] =
        budgetMs === undefined
          ? ''
          : row.values.every((value) => value !== undefined && value <= budgetMs)
            ? 'pass'
            : 'FAIL';
      return cells;
    }),
  );
  return failures;
}
