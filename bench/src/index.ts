import { apiThroughput } from './api-throughput.js';
import { runChatRecordsBench } from './chat-records/index.js';
import { consoleWeight } from './console-weight.js';
import { runExportBench } from './export.js';

/** Budget: the sign-in page must stay light (the heavy libraries load with the pages that use them). */
const LOGIN_GZIP_BUDGET_KB = 150;
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

const weights = await consoleWeight(['/login/']);
console.log('\nConsole initial JavaScript');
table(weights.map((row) => ({ page: row.page, files: row.files, 'raw kB': row.rawKb.toFixed(1), 'gzip kB': row.gzipKb.toFixed(1), 'budget gzip kB': LOGIN_GZIP_BUDGET_KB })));

const login = weights.find((row) => row.page === '/login/');
const failures = [...throughput.filter((row) => row.non2xx > 0).map((row) => `${row.name}: ${row.non2xx} failed requests`)];
if (login && login.gzipKb > LOGIN_GZIP_BUDGET_KB) failures.push(`/login/ ships ${login.gzipKb.toFixed(1)} kB gzip of JavaScript, over the ${LOGIN_GZIP_BUDGET_KB} kB budget`);
if (failures.length > 0) {
  console.error(`\nBudget check failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nBudget check passed.');
