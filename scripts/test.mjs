// `npm test`: every test — unit, API on SQLite and on PostgreSQL, browser end-to-end.
// Checks first what the run needs (Chromium, PostgreSQL) and says exactly what is missing.
// TEST_SQLITE_NODE=24 runs the API suite on SQLite under Node.js 24, TEST_POSTGRES_NODE=22 the one on PostgreSQL
// under Node.js 22 (scripts/test-node.mjs, the versions of scripts/node-versions.mjs) instead of the Node running
// this script, and everything else as usual: what CI does, so each LTS line runs a whole API suite within CI's
// time budget. Unset: all on the current Node.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildStale, root } from './build.mjs';
import { countReport, formatFailures, formatOutcome, formatSlowest, readTimings, reporters } from './test-report.mjs';
import { NODE_VERSIONS } from './node-versions.mjs';
import { SUITES, runNodeSuite } from './test-node.mjs';

// The browser tests' Chromium (e2e/support/browser.ts).
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databases = (process.env.TEST_DATABASES ?? 'sqlite,postgres').split(',').map((name) => name.trim());
/** `{ 'server:sqlite': '24', … }`: the API suites run apart, under another Node, as TEST_<DATABASE>_NODE says. */
const apart = {};
for (const [suite, database] of Object.entries(SUITES)) {
  const variable = `TEST_${database.toUpperCase()}_NODE`;
  const major = process.env[variable] ?? '';
  if (major === '') continue;
  if (!(major in NODE_VERSIONS)) {
    process.stderr.write(
      `\n${variable}: unknown value "${major}" (${Object.keys(NODE_VERSIONS).join(', ')}, or unset for the current Node)\n\n`,
    );
    process.exit(1);
  }
  if (databases.includes(database)) apart[suite] = major;
}

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
  const install = 'apt-get update && apt-get install -y chromium chromium-headless-shell fonts-noto-cjk';
  if (process.getuid?.() !== 0)
    fail(
      `Chromium or its CJK font is missing (${CHROMIUM}, ${CJK_FONT}); the browser tests need them. Run as root:\n  ${install}`,
    );
  process.stdout.write(`Chromium or its CJK font is missing: installing them with apt-get…\n`);
  const result = spawnSync('sh', ['-c', install], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0 || !fs.existsSync(CHROMIUM) || !fs.existsSync(CJK_FONT))
    fail(`Installing Chromium failed. Run as root:\n  ${install}`);
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
const apartOutcomes = [];
// Before the rest, so a Node that cannot be prepared stops the run early.
for (const [suite, major] of Object.entries(apart)) {
  try {
    // Arguments that pick projects are for the main run; filters apply to all.
    apartOutcomes.push(runNodeSuite(major, suite, args.some((arg) => arg.startsWith('--project')) ? [] : args));
  } catch (error) {
    fail(error.message);
  }
}
const reportFile = path.join(os.tmpdir(), `backoffice-test-report-${process.pid}.json`);
const timingsFile = path.join(os.tmpdir(), `backoffice-test-timings-${process.pid}.json`);
const apartDatabases = Object.keys(apart).map((suite) => SUITES[suite]);
const env =
  apartDatabases.length > 0
    ? { ...process.env, TEST_DATABASES: databases.filter((name) => !apartDatabases.includes(name)).join(',') }
    : process.env;
const result = spawnSync('npx', ['vitest', 'run', ...reporters(reportFile, timingsFile), ...args], {
  cwd: root,
  stdio: 'inherit',
  env,
});
// The slowest files, where the time of a run goes; then the outcome of each suite and the failed tests, last, so
// whatever shows only the end of the output shows why a run is red.
const slowest = formatSlowest([...apartOutcomes.flatMap((outcome) => outcome.files), ...readTimings(timingsFile)]);
if (slowest) process.stdout.write(`\n${slowest}\n`);
const outcomes = [
  ...apartOutcomes,
  {
    name: `${apartOutcomes.length > 0 ? 'the other suites' : 'every suite'} on Node.js ${process.version}`,
    status: result.status ?? 1,
    counts: countReport(reportFile),
  },
];
const failures = formatFailures(outcomes);
process.stdout.write(
  `\n${outcomes.map(({ name, counts, status }) => formatOutcome(name, counts, status)).join('\n')}\n${failures ? `\n${failures}\n` : ''}`,
);
process.exit(outcomes.find((outcome) => outcome.status !== 0)?.status ?? 0);
