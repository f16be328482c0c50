import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { percentile } from './percentile.js';
import { startBenchServer, signIn } from './server.js';

export interface ThroughputRow {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  /** From every response's own time (autocannon's histogram reports 97.5 but not 95). */
  p95Ms: number;
  p99Ms: number;
  non2xx: number;
  /** CPU time (user + system) the server process spent per request during the run, when its pid was given. */
  cpuMsPerRequest?: number;
  /** The most CPU a request of this row may take (issue 15); absent when the row has no CPU budget. */
  cpuBudgetMs?: number;
  /** Requests answered 2xx, the warm-up's included: every one the server acknowledged. */
  answered2xx: number;
}

/** CPU budget of the no-op route at the default LOG_LEVEL=info (issue 15). */
export const NOOP_INFO_CPU_BUDGET_MS = 0.15;

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux almost everywhere). */
const clockTicksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU time of a process so far, in milliseconds (fields 14 and 15 of /proc/<pid>/stat). */
export function processCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return ((utime + stime) * 1000) / clockTicksPerSecond;
}

/** Connections every throughput run keeps open. */
export const CONNECTIONS = 10;

/** Each call the next of `paths`, round and round: a run of requests by many users, not one. */
export function pathsInTurn(paths: readonly string[]): () => string {
  let next = 0;
  return () => paths[next++ % paths.length] as string;
}

/** Load before a run whose CPU is measured, so that compiling the route's code is not counted against it. */
const WARM_UP_SECONDS = 1;

/**
 * Requests per second, latency and the server's CPU per request for one route under 10 connections.
 * `nextPath`, when given, names each request's path (the url's origin kept): a run of distinct requests.
 */
export async function measure(
  name: string,
  url: string,
  headers: Record<string, string>,
  seconds: number,
  serverPid?: number,
  nextPath?: () => string,
): Promise<ThroughputRow> {
  const requests: autocannon.Request[] | undefined = nextPath
    ? [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }]
    : undefined;
  const options: autocannon.Options = { url, headers, connections: CONNECTIONS, ...(requests && { requests }) };
  const warmUp = serverPid === undefined ? undefined : await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const cpuBefore = serverPid === undefined ? 0 : processCpuMs(serverPid);
  const times: number[] = [];
  // Without a callback autocannon answers its instance, which is also the promise of its result.
  const run = autocannon({ ...options, duration: seconds }) as Promise<autocannon.Result> &
    Pick<autocannon.Instance, 'on'>;
  run.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await run;
  const cpuAfter = serverPid === undefined ? 0 : processCpuMs(serverPid);
  times.sort((a, b) => a - b);
  const row: ThroughputRow = {
    name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p95Ms: Math.round(percentile(times, 0.95) * 100) / 100,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors,
    answered2xx: result['2xx'] + (warmUp?.['2xx'] ?? 0),
  };
  if (serverPid !== undefined && result.requests.total > 0)
    row.cpuMsPerRequest = (cpuAfter - cpuBefore) / result.requests.total;
  return row;
}

/** Staff accounts written straight into SQLite: the list, not the seeding, is under test. */
function seedAccounts(dataDir: string, count: number): void {
  const db = new Database(path.join(dataDir, 'backoffice.db'));
  const admin = db.prepare('select password_hash, role_id from accounts limit 1').get() as {
    password_hash: string;
    role_id: number;
  };
  const insert = db.prepare(
    `insert into accounts (email, username, password_hash, role_id, status, force_reset_password, created_at, updated_at)
     values (?, ?, ?, ?, ?, 0, ?, ?)`,
  );
  const start = Date.parse('2026-01-01T00:00:00Z');
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const at = new Date(start + i * 60_000).toISOString();
      insert.run(
        `staff${i}@example.com`,
        `staff${i}`,
        admin.password_hash,
        admin.role_id,
        i % 7 === 0 ? 'Inactive' : 'Active',
        at,
        at,
      );
    }
  })();
  db.close();
}

/**
 * The no-op route of a server at the default LOG_LEVEL=info, where every request writes its log line, with
 * metrics on (METRICS_TOKEN set), where every request is also timed: the budget holds with both.
 */
async function noopAtInfo(seconds: number): Promise<ThroughputRow> {
  const server = await startBenchServer({ LOG_LEVEL: 'info', METRICS_TOKEN: 'bench-metrics-token-0123456789abcdef' });
  try {
    const row = await measure(
      'GET /v1/ping (no-op, LOG_LEVEL=info, metrics on)',
      `${server.baseUrl}/v1/ping`,
      {},
      seconds,
      server.pid,
    );
    return { ...row, cpuBudgetMs: NOOP_INFO_CPU_BUDGET_MS };
  } finally {
    await server.stop();
  }
}

/** The rows over their CPU budget, worded for the bench's final budget check. */
export function cpuBudgetFailures(rows: readonly ThroughputRow[]): string[] {
  return rows
    .filter(
      (row) =>
        row.cpuBudgetMs !== undefined && (row.cpuMsPerRequest === undefined || row.cpuMsPerRequest > row.cpuBudgetMs),
    )
    .map(
      (row) =>
        `${row.name}: ${row.cpuMsPerRequest?.toFixed(3) ?? 'unmeasured'} ms CPU per request, over the ${row.cpuBudgetMs} ms budget`,
    );
}

function printCpuBudget(warn: ThroughputRow | undefined, info: ThroughputRow): void {
  const figure = (row: ThroughputRow | undefined) =>
    row?.cpuMsPerRequest === undefined ? 'n/a' : `${row.cpuMsPerRequest.toFixed(3)} ms`;
  const pass = info.cpuMsPerRequest !== undefined && info.cpuMsPerRequest <= NOOP_INFO_CPU_BUDGET_MS;
  console.log(
    `CPU per no-op request (server process, /proc): LOG_LEVEL=info (metrics on) ${figure(info)}, warn ${figure(warn)}; ` +
      `budget ${NOOP_INFO_CPU_BUDGET_MS} ms at info: ${pass ? 'pass' : 'FAIL'}`,
  );
  // Other processes on the cores inflate CPU per request (fewer requests per wake-up, colder caches): say how busy they were.
  console.log(`(load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores during the runs)`);
}

/**
 * Requests per second of the no-op route and of the account list at 10,000 accounts, in one run
 * (LOG_LEVEL=warn), with the server's CPU per request; then the no-op route of a server at the
 * default LOG_LEVEL=info with metrics on, against its CPU budget.
 */
export async function apiThroughput(seconds: number): Promise<ThroughputRow[]> {
  const server = await startBenchServer();
  const rows: ThroughputRow[] = [];
  try {
    seedAccounts(server.dataDir, 10_000);
    const token = await signIn(server.baseUrl);
    const auth = { authorization: `Bearer ${token}` };
    rows.push(
      await measure('GET /v1/ping (no-op)', `${server.baseUrl}/v1/ping`, {}, seconds, server.pid),
      // What every signed-in request pays: the access token's check and the session's.
      await measure('GET /um/v1/auth/me (signed in)', `${server.baseUrl}/um/v1/auth/me`, auth, seconds, server.pid),
      await measure(
        'GET /um/v1/accounts/list (10,000 accounts)',
        `${server.baseUrl}/um/v1/accounts/list?per_page=10&current_page=1`,
        auth,
        seconds,
        server.pid,
      ),
      await measure(
        'GET /um/v1/accounts/list search + sort',
        `${server.baseUrl}/um/v1/accounts/list?per_page=50&current_page=20&search=staff1&email=asc`,
        auth,
        seconds,
        server.pid,
      ),
    );
  } finally {
    await server.stop();
  }
  const info = await noopAtInfo(seconds);
  printCpuBudget(rows[0], info);
  return [...rows, info];
}
