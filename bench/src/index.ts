import { apiThroughput, cpuBudgetFailures } from './api-throughput.js';
import { runChatRecordsBench } from './chat-records/index.js';
import { consoleWeight, type WeightRow } from './console-weight.js';
import { runExportBench } from './export.js';
import { runListsBench } from './lists.js';
import { runLighthouseBench } from './lighthouse.js';
import { runLoadBench } from './load.js';
import { runPlatformSearchBench } from './platform-search.js';
import { runRequestShapesBench } from './request-shapes.js';
import { runSearchCountWritesBench } from './search-count-writes.js';
import { runTimeToDataBench } from './time-to-data.js';

/**
 * Budget: the sign-in page must stay light (issue 15: React DOM and the router stay; i18next, zod and
 * tailwind-merge load with the console; docs/decisions/0014). Its wire size is printed beside it.
 */
const LOGIN_GZIP_BUDGET_KB = 110;
const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);

function table(rows: Record<string, string | number>[]): void {
  console.table(rows);
}

// `npm run bench -- chat-records [options]`: the platform figures at millions of chat records.
const [suite, ...suiteArgs] = process.argv.slice(2);
if (suite === 'chat-records') {
  process.exit(await runChatRecordsBench(suiteArgs));
}
if (suite === 'export') process.exit(await runExportBench(suiteArgs));
if (suite === 'lighthouse') process.exit(await runLighthouseBench());
if (suite === 'lists') process.exit(await runListsBench(suiteArgs));
if (suite === 'load') process.exit(await runLoadBench(suiteArgs));
if (suite === 'platform-search') process.exit(await runPlatformSearchBench());
if (suite === 'request-shapes') process.exit(await runRequestShapesBench());
if (suite === 'search-count-writes') process.exit(await runSearchCountWritesBench());
if (suite === 'time-to-data') process.exit(await runTimeToDataBench(suiteArgs));
if (suite !== undefined && suite !== 'all') {
  console.error(
    `Unknown suite "${suite}": use all, chat-records, export, lighthouse, lists, load, platform-search, request-shapes, search-count-writes or time-to-data (none: throughput and weights)`,
  );
  process.exit(2);
}

const throughput = await apiThroughput(seconds);
const noop = throughput[0]?.requestsPerSecond ?? 1;
console.log(`\nAPI throughput (SQLite, 10 connections, ${seconds}s each, loopback)`);
table(
  throughput.map((row) => ({
    route: row.name,
    'req/s': Math.round(row.requestsPerSecond),
    'p50 ms': row.p50Ms,
    'p99 ms': row.p99Ms,
    'non-2xx': row.non2xx,
    'ratio to no-op': (row.requestsPerSecond / noop).toFixed(3),
  })),
);

const weights = await consoleWeight();
const largest = weights.sections.reduce((max, row) => (row.gzipKb > max.gzipKb ? row : max));
// A section's own files: scripts the sign-in page does not load (its page code, not the shared shell).
const ownFiles = (row: WeightRow) => row.scripts.filter((script) => !weights.login.scripts.includes(script)).length;
const weightRow = (row: WeightRow, note: string) => ({
  page: row.page,
  'landed at': row.landedAt,
  files: row.files,
  'own files': row === weights.login ? '' : ownFiles(row),
  'raw kB': row.rawKb.toFixed(1),
  'gzip kB': row.gzipKb.toFixed(1),
  note,
});
console.log('\nConsole initial JavaScript (cold cache, every script until the network is idle)');
table([
  weightRow(weights.login, `budget ${LOGIN_GZIP_BUDGET_KB} kB gzip; ${weights.login.wireKb.toFixed(1)} kB on the wire`),
  ...weights.sections.map((row) => weightRow(row, row === largest ? 'largest section' : '')),
]);
console.log(
  `Largest section: ${largest.page} (${largest.gzipKb.toFixed(1)} kB gzip, ${(largest.gzipKb / weights.login.gzipKb).toFixed(2)}x the sign-in page)`,
);

const login = weights.login;
const failures = [
  ...throughput.filter((row) => row.non2xx > 0).map((row) => `${row.name}: ${row.non2xx} failed requests`),
];
for (const row of weights.sections) {
  // Landing elsewhere (sign-in, not found) would measure the wrong page; no own file means its code is in the entry.
  if (!row.landedAt.startsWith(row.page.replace(/\/$/, '')))
    failures.push(`${row.page}: landed at ${row.landedAt}, not on the section`);
  else if (ownFiles(row) === 0)
    failures.push(`${row.page}: no file of its own (its page code loads with the sign-in page)`);
}
if (login.gzipKb > LOGIN_GZIP_BUDGET_KB)
  failures.push(
    `/login/ ships ${login.gzipKb.toFixed(1)} kB gzip of JavaScript, over the ${LOGIN_GZIP_BUDGET_KB} kB budget`,
  );
failures.push(...cpuBudgetFailures(throughput));
if (suite === 'all') {
  // Every budget of issue 15, suite by suite; each prints its figures against its budgets.
  const suites: [string, () => Promise<number>][] = [
    ['lists', () => runListsBench()],
    ['platform-search', () => runPlatformSearchBench()],
    ['export', () => runExportBench([])],
    ['chat-records', () => runChatRecordsBench([])],
    ['lighthouse', () => runLighthouseBench()],
    ['time-to-data', () => runTimeToDataBench()],
  ];
  for (const [name, run] of suites) {
    console.log(`\n== ${name}`);
    if ((await run()) !== 0) failures.push(`${name}: a budget failed (its table above says which)`);
  }
}
if (failures.length > 0) {
  console.error(`\nBudget check failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nBudget check passed.');
