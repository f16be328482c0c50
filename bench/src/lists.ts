import { type DatabaseHandle, refreshStatistics } from '@backoffice/server';
import { measure, type ThroughputRow } from './api-throughput.js';
import { createBenchDatabase, type BenchDatabaseKind } from './chat-records/database.js';
import { signIn, startBenchServer } from './server.js';

/** Staff accounts beside the bench administrator (issue 15: "account list, 10,000 accounts"). */
const ACCOUNTS = 10_000;
/** Accounts whose e-mail or username holds "staff1": staff1, staff10–19, staff100–199, staff1000–1999. */
const SEARCH_MATCHES = 1_111;
const SEED_BATCH = 500;
/** What the console's browser sends on every call: a kept page goes out in its br form (decision 30). */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' } as const;

interface ListCase {
  name: string;
  path: string;
  /** Share of the no-op route's requests per second the case must reach (issue 15). */
  budget: number;
  /** What the answer must hold, so an error or a wrong answer is never measured as fast. */
  expected: { total: number; rows: number };
  /**
   * The same list asked with a different page size or page each time, more of them than the instance
   * keeps (decision 24): every answer is read from the database. Printed beside the budget, not held to it.
   */
  uncached: (request: number) => string;
}

/** 455 distinct pages (page sizes 10–100, pages 1–5), asked in turn: more than the 200 answers an instance keeps. */
const distinctPage = (request: number) => `per_page=${10 + (request % 91)}&current_page=${1 + (Math.floor(request / 91) % 5)}`;

const CASES: ListCase[] = [
  {
    name: 'account list, 10,000 accounts',
    path: '/um/v1/accounts/list?per_page=10&current_page=1',
    budget: 0.3,
    expected: { total: ACCOUNTS + 1, rows: 10 },
    uncached: (request) => `/um/v1/accounts/list?${distinctPage(request)}`,
  },
  {
    name: 'account list text search + sort',
    path: '/um/v1/accounts/list?per_page=50&current_page=20&search=staff1&email=asc',
    budget: 0.2,
    expected: { total: SEARCH_MATCHES, rows: 50 },
    uncached: (request) => `/um/v1/accounts/list?${distinctPage(request)}&search=staff1&email=asc`,
  },
];

/**
 * Staff accounts written straight into the database, a minute apart, one in seven inactive: the list,
 * not the seeding, is under test. The bulk load bypasses the server, as an import or a restore would.
 */
async function seedAccounts(handle: DatabaseHandle): Promise<void> {
  const admin = await handle.db.selectFrom('accounts').select(['password_hash', 'role_id']).executeTakeFirstOrThrow();
  const start = Date.parse('2026-01-01T00:00:00Z');
  for (let from = 0; from < ACCOUNTS; from += SEED_BATCH) {
    const rows = Array.from({ length: Math.min(SEED_BATCH, ACCOUNTS - from) }, (_, offset) => {
      const i = from + offset;
      const at = new Date(start + i * 60_000).toISOString();
      return {
        email: `staff${i}@example.com`,
        username: `staff${i}`,
        password_hash: admin.password_hash,
        role_id: admin.role_id,
        status: i % 7 === 0 ? 'Inactive' : 'Active',
        force_reset_password: 0,
        created_at: at,
        updated_at: at,
      };
    });
    await handle.db.insertInto('accounts').values(rows).execute();
  }
  // What the server does after its own bulk loads (demo data, CSV imports).
  await refreshStatistics(handle.db, handle.kind, ['accounts']);
}

async function checkAnswer(baseUrl: string, auth: Record<string, string>, listCase: ListCase): Promise<void> {
  const response = await fetch(`${baseUrl}${listCase.path}`, { headers: auth });
  const body = (await response.json()) as { data?: { data: unknown[]; total_item_count: number } };
  const page = body.data;
  const { expected } = listCase;
  if (!response.ok || !page || page.total_item_count !== expected.total || page.data.length !== expected.rows) {
    throw new Error(`${listCase.name}: unexpected answer ${response.status} (total ${page?.total_item_count}, ${page?.data.length} rows)`);
  }
}

interface DatabaseRun {
  kind: BenchDatabaseKind;
  noop: ThroughputRow;
  /** The signed-in floor: token and session check, no list. No list can be cheaper than it. */
  signedIn: ThroughputRow;
  lists: ThroughputRow[];
  /** Each list asked with a new page every time, so never from the instance's cache. */
  uncached: ThroughputRow[];
}

async function runOn(kind: BenchDatabaseKind, seconds: number): Promise<DatabaseRun> {
  const database = await createBenchDatabase(kind);
  try {
    const handle = await database.open();
    try {
      await seedAccounts(handle);
    } finally {
      await handle.close();
    }
    const server = await startBenchServer({ ...database.env, LOG_LEVEL: 'warn' });
    try {
      const auth = { ...BROWSER_HEADERS, authorization: `Bearer ${await signIn(server.baseUrl)}` };
      for (const listCase of CASES) await checkAnswer(server.baseUrl, auth, listCase);
      const noop = await measure('GET /v1/ping (no-op)', `${server.baseUrl}/v1/ping`, { ...BROWSER_HEADERS }, seconds, server.pid);
      const signedIn = await measure('GET /um/v1/auth/me (signed-in floor)', `${server.baseUrl}/um/v1/auth/me`, auth, seconds, server.pid);
      const lists: ThroughputRow[] = [];
      for (const listCase of CASES) lists.push(await measure(listCase.name, `${server.baseUrl}${listCase.path}`, auth, seconds, server.pid));
      const uncached: ThroughputRow[] = [];
      for (const listCase of CASES) {
        let request = 0;
        const nextPath = () => listCase.uncached(request++);
        uncached.push(await measure(`${listCase.name}, a new page each time`, `${server.baseUrl}${listCase.path}`, auth, seconds, server.pid, nextPath));
      }
      return { kind, noop, signedIn, lists, uncached };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

const cpu = (row: ThroughputRow) => (row.cpuMsPerRequest === undefined ? 'n/a' : row.cpuMsPerRequest.toFixed(3));

/**
 * `npm run bench -- lists`: the account list at 10,000 accounts, plain and with a text search and a
 * sort, against the no-op route of the same server, on SQLite and PostgreSQL; then each asked with a new
 * page every time (read from the database, not the instance's cache: decision 24), printed without a
 * budget. Answers the exit code: 1 when a ratio is under its budget or a request failed.
 */
export async function runListsBench(seconds = Number(process.env['BENCH_SECONDS'] ?? 10)): Promise<number> {
  const failures: string[] = [];
  const table: Record<string, string | number>[] = [];
  for (const kind of ['sqlite', 'postgres'] as const) {
    process.stderr.write(`\nlists: ${kind}, ${ACCOUNTS} accounts…\n`);
    const run = await runOn(kind, seconds);
    const label = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    // One line of the table: a row's figures and its ratio to the same run's no-op route.
    const line = (row: ThroughputRow, budget: string, result: string) => ({
      database: label,
      case: row.name,
      'req/s': Math.round(row.requestsPerSecond),
      'p50 ms': row.p50Ms,
      'p99 ms': row.p99Ms,
      'CPU ms/req': cpu(row),
      ratio: (row.requestsPerSecond / run.noop.requestsPerSecond).toFixed(3),
      budget,
      result,
    });
    for (const row of [run.noop, run.signedIn]) table.push(line(row, '', ''));
    run.lists.forEach((row, index) => {
      const budget = CASES[index]?.budget ?? 1;
      const ratio = row.requestsPerSecond / run.noop.requestsPerSecond;
      const pass = ratio >= budget && row.non2xx === 0;
      table.push(line(row, `≥ ${budget.toFixed(2)}`, pass ? 'pass' : 'FAIL'));
      if (ratio < budget) failures.push(`${label}: ${row.name} at ${ratio.toFixed(3)} of the no-op route, under the ${budget} budget`);
    });
    for (const row of run.uncached) table.push(line(row, 'none', ''));
    for (const row of [...run.lists, ...run.uncached]) {
      if (row.non2xx > 0) failures.push(`${label}: ${row.name}: ${row.non2xx} failed requests`);
    }
  }
  console.log(`\nLists against the no-op route (10 connections, ${seconds}s each, same server, ${ACCOUNTS} accounts)`);
  console.table(table);
  if (failures.length > 0) {
    console.error(`\nLists budget failed:\n  ${failures.join('\n  ')}`);
    return 1;
  }
  console.log('Lists budget passed.');
  return 0;
}
