// `npm test`: every test — unit, API on SQLite and on PostgreSQL, browser end-to-end.
// Checks first what the run needs (Chromium, PostgreSQL) and says exactly what is missing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildStale, root } from './build.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databases = (process.env.TEST_DATABASES ?? 'sqlite,postgres').split(',').map((name) => name.trim());

function fail(message) {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  const install = 'apt-get update && apt-get install -y chromium';
  if (process.getuid?.() !== 0) fail(`Chromium is missing at ${CHROMIUM}; the browser tests need it. Run as root:\n  ${install}`);
  process.stdout.write(`Chromium is missing at ${CHROMIUM}: installing it with apt-get…\n`);
  const result = spawnSync('sh', ['-c', install], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0 || !fs.existsSync(CHROMIUM)) fail(`Installing Chromium failed. Run as root:\n  ${install}`);
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
  buildStale();
} catch (error) {
  fail(error.message);
}
const reportFile = path.join(os.tmpdir(), `backoffice-test-report-${process.pid}.json`);
const result = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
// One plain closing line with the counts, whatever reads the output.
if (fs.existsSync(reportFile)) {
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
  process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
}
process.exit(result.status ?? 1);
