import type { DatabaseFigures } from './run.js';

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** The tables of one database's run; every ratio compares figures of that same run. */
export function printFigures(figures: DatabaseFigures, chatRecords: number, samples: number, seconds: number): string[] {
  const failures: string[] = [];
  const label = figures.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  console.log(`\n${label}: filling through the demo code path (the ingestion service, batches of 5,000)`);
  console.table(figures.fill.map((row) => ({ section: row.section, rows: fmt(row.rows), seconds: row.seconds.toFixed(1), 'rows/s': row.rows > 0 ? fmt(row.rows / row.seconds) : '-' })));

  console.log(`${label}: ingestion of ${fmt(figures.ingest.rows)} chat records into ${fmt(chatRecords)}`);
  const { ingestRowsPerSecond, rawRowsPerSecond, rawIndexedRowsPerSecond } = figures.ingest;
  console.table([
    { insert: 'ingest service (batches of 5,000)', 'rows/s': fmt(ingestRowsPerSecond), 'ingest / this': '1.000' },
    { insert: 'raw loop, scratch table of the same columns', 'rows/s': fmt(rawRowsPerSecond), 'ingest / this': (ingestRowsPerSecond / rawRowsPerSecond).toFixed(3) },
    { insert: 'raw loop, chat_records with its indexes (rolled back)', 'rows/s': fmt(rawIndexedRowsPerSecond), 'ingest / this': (ingestRowsPerSecond / rawIndexedRowsPerSecond).toFixed(3) },
  ]);

  const noop = figures.latencies[0];
  console.log(`${label}: chat-record list at ${fmt(chatRecords)} records, ${samples} sequential requests each`);
  console.table(
    figures.latencies.map((row) => ({
      request: row.name,
      'p50 ms': row.p50Ms.toFixed(2),
      'p95 ms': row.p95Ms.toFixed(2),
      'p50 / no-op p50': noop ? (row.p50Ms / noop.p50Ms).toFixed(1) : '-',
      'p95 / no-op p95': noop ? (row.p95Ms / noop.p95Ms).toFixed(1) : '-',
      failed: row.failures,
    })),
  );

  const ping = figures.throughput[0]?.requestsPerSecond ?? 1;
  console.log(`${label}: platform search throughput (10 connections, ${seconds}s each)`);
  console.table(
    figures.throughput.map((row) => ({ route: row.name, 'req/s': fmt(row.requestsPerSecond), 'p50 ms': row.p50Ms, 'p99 ms': row.p99Ms, 'non-2xx': row.non2xx, 'ratio to no-op': (row.requestsPerSecond / ping).toFixed(3) })),
  );
  for (const row of figures.latencies) if (row.failures > 0) failures.push(`${label} ${row.name}: ${row.failures} failed requests`);
  for (const row of figures.throughput) if (row.non2xx > 0) failures.push(`${label} ${row.name}: ${row.non2xx} failed requests`);
  return failures;
}
