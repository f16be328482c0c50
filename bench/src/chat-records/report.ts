import type { DatabaseFigures } from './run.js';

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

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
  if (!figures.ingest) return;
  console.log(`${label}: ingestion of ${fmt(figures.ingest.rows)} chat records into ${fmt(figures.chatRecords)}`);
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

/** The tables of one database's run; every ratio compares figures of that same run. Answers the failures. */
export function printFigures(figures: DatabaseFigures, samples: number, seconds: number): string[] {
  const failures: string[] = [];
  const label = figures.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  printFill(label, figures);

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
  for (const row of figures.latencies)
    if (row.failures > 0) failures.push(`${label} ${row.name}: ${row.failures} failed requests`);
  for (const row of figures.latencies) {
    if (row.budgetMs !== undefined && row.p95Ms > row.budgetMs)
      failures.push(`${label} ${row.name}: p95 ${row.p95Ms.toFixed(1)} ms over its ${row.budgetMs} ms budget`);
  }
  for (const row of figures.throughput)
    if (row.non2xx > 0) failures.push(`${label} ${row.name}: ${row.non2xx} failed requests`);
  return failures;
}
