// `npm test`: every test — unit, API on SQLite and on PostgreSQL, browser end-to-end.
// Checks first what the run needs (Chromium, PostgreSQL) and says exactly what is missing.
// TEST_SQLITE_NODE=24 runs the API suite on SQLite under Node.js 24 (scripts/test-node24.mjs) instead of the
// Node running this script, and everything else as usual: what CI does, within its time budget. Unset: all on
// the current Node.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildStale, root } from './build.mjs';
import { countReport, formatCounts, formatSlowest, readTimings, reporters } from './test-report.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databases = (process.env.TEST_DATABASES ?? 'sqlite,postgres').split(',').map((name) => name.trim());
const sqliteNode = process.env.TEST_SQLITE_NODE ?? '';
if (sqliteNode !== '' && sqliteNode !== '24') {
  process.stderr.write(`\nTEST_SQLITE_NODE: unknown value "${sqliteNode}" (24, or unset for the current Node)\n\n`);
  process.exit(1);
}
const sqliteOnNode24 = sqliteNode === '24' && databases.includes('sqlite');

function fail(message) {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

/**
 * The console is used in Chinese as much as in English: without a CJK font Chromium draws Chinese as narrow
 * boxes, and a browser test would pass a header or a button that is too narrow for real Chinese text.
 */
const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

function ensureChromium() {
  if (fs.existsSync(CHROMIUM) && fs.existsSync(CJK_FONT)) return;
  const install = 'apt-get update && apt-get install -y chromium fonts-noto-cjk';
  if (process.getuid?.() !== 0) fail(`Chromium or its CJK font is missing (${CHROMIUM}, ${CJK_FONT}); the browser tests need them. Run as root:\n  ${install}`);
  process.stdout.write(`Chromium or its CJK font is missing: installing them with apt-get…\n`);
  const result = spawnSync('sh', ['-c', install], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0 || !fs.existsSync(CHROMIUM) || !fs.existsSync(CJK_FONT)) fail(`Installing Chromium failed. Run as root:\n  ${install}`);
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 3000 });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

async function ensurePostgres() {
  if (!databases.includes('postgres')) {
    process.stdout.write(`TEST_DATABASES=${databases.join(',')}: the PostgreSQL API suite is not run.\n`);
    return;
  }
  const url = new URL(POSTGRES_URL);
  const host = url.hostname || '127.0.0.1';
  const port = Number(url.port || 5432);
  if (!(await reachable(host, port))) {
    fail(
      `PostgreSQL is not reachable at ${host}:${port} (from TEST_POSTGRES_URL or the default ${'postgres://postgres@127.0.0.1:5432/test'}).\n` +
        'Start PostgreSQL, point TEST_POSTGRES_URL at a server, or narrow the run on purpose with TEST_DATABASES=sqlite.',
    );
  }
}

ensureChromium();
await ensurePostgres();
try {
  await buildStale();
} catch (error) {
  fail(error.message);
}
const args = process.argv.slice(2);
let node24Status = 0;
let node24Files = [];
if (sqliteOnNode24) {
  // Before the rest, so a Node 24 that cannot be prepared stops the run early.
  const { runNode24Suite } = await import('./test-node24.mjs');
  try {
    // Arguments that pick projects are for the main run; filters apply to both.
    ({ status: node24Status, files: node24Files } = runNode24Suite(args.some((arg) => arg.startsWith('--project')) ? [] : args));
  } catch (error) {
    fail(error.message);
  }
}
const reportFile = path.join(os.tmpdir(), `backoffice-test-report-${process.pid}.json`);
const timingsFile = path.join(os.tmpdir(), `backoffice-test-timings-${process.pid}.json`);
const env = sqliteOnNode24 ? { ...process.env, TEST_DATABASES: databases.filter((name) => name !== 'sqlite').join(',') } : process.env;
const result = spawnSync('npx', ['vitest', 'run', ...reporters(reportFile, timingsFile), ...args], {
  cwd: root,
  stdio: 'inherit',
  env,
});
// The slowest files, where the time of a run goes; then one plain closing line with the counts, whatever reads the output.
const slowest = formatSlowest([...node24Files, ...readTimings(timingsFile)]);
if (slowest) process.stdout.write(`\n${slowest}\n`);
const counts = countReport(reportFile);
if (counts) process.stdout.write(`\n${formatCounts(counts)}${sqliteOnNode24 ? ` (and server:sqlite on Node.js 24 above)` : ''}\n`);
process.exit(node24Status !== 0 ? node24Status : (result.status ?? 1));
