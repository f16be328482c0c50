import { sql } from 'kysely';
import { type DatabaseHandle, refreshStatistics } from '@backoffice/server';
import { measure, type ThroughputRow } from './api-throughput.js';
import { createBenchDatabase, type BenchDatabaseKind } from './chat-records/database.js';
import { BUSINESS_LISTS, seedBusinessLists, type BusinessList } from './business-lists.js';
import { signIn, startBenchServer } from './server.js';

/** Staff accounts beside the bench administrator, unless `--accounts` says otherwise (issue 29: 100,000 at least). */
const DEFAULT_ACCOUNTS = 100_000;
/** Rows of each list that grows with the business, unless `--rows` says otherwise (issue 29: 100,000 and 1,000,000). */
const DEFAULT_ROWS = 100_000;
/** Rows written per statement while seeding: progress shows between them. */
const SEED_CHUNK = 100_000;
/** What the console's browser sends on every call. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' } as const;
/** The server's metrics are on, so the bench can read the database's own time of every statement. */
const METRICS_TOKEN = 'bench-metrics-token-0123456789abcdef';

/** Budgets (issue 29). */
const LIST_BUDGET = 0.15;
const SEARCH_BUDGET = 0.5;
const P95_BUDGET_MS = 50;

/**
 * Every request asks another page: sizes 10–100 and pages 1–5 (455 shapes), each with the next sort, and
 * for the search the next text too: the list comes back to a request after 2,730 others, the search after
 * 180,180, so no answer could come from anything kept of an earlier one.
 */
function pageOf(request: number): { size: number; page: number } {
  return { size: 10 + (request % 91), page: 1 + (Math.floor(request / 91) % 5) };
}

// Six sorts for the list and four for the search: neither divides 455, so a shape comes back with another sort.
const LIST_SORTS = [
  '',
  'email=asc',
  'username=desc',
  'updated_at=asc',
  'last_login_at=desc',
  'created_at=asc',
] as const;
const SEARCH_SORTS = ['email=asc', 'username=desc', 'created_at=desc', 'email=desc'] as const;
/**
 * The texts searched in turn, some in capitals (the search ignores case): staff1–staff9 each match about a
 * ninth of the accounts, staff10–staff99 about a ninetieth.
 */
const SEARCHES = Array.from({ length: 99 }, (_, i) => (i % 4 === 3 ? `STAFF${i + 1}` : `staff${i + 1}`));

const pick = <T>(values: readonly T[], request: number): T => values[request % values.length] as T;

function query(request: number, sorts: readonly string[], search?: string): string {
  const { size, page } = pageOf(request);
  const sort = pick(sorts, request);
  return `/um/v1/accounts/list?per_page=${size}&current_page=${page}${sort ? `&${sort}` : ''}${search ? `&search=${search}` : ''}`;
}

interface ListCase {
  name: string;
  path: (request: number) => string;
  /** The total the answer to a request must carry, so an error or a wrong answer is never measured as fast. */
  total: (request: number) => number;
}

/** The seeded accounts whose e-mail or username holds the text: `staff<i>` holds `staff<d>` when i's digits start with d's. */
function matchesOf(accounts: number, text: string): number {
  const digits = text.toLowerCase().replace('staff', '');
  let count = 0;
  for (let i = 0; i < accounts; i++) if (String(i).startsWith(digits)) count += 1;
  return count;
}

function staffCases(accounts: number): ListPair {
  return {
    list: {
      name: 'account list, a new page each time',
      path: (request) => query(request, LIST_SORTS),
      total: () => accounts + 1,
    },
    search: {
      name: 'account list text search + sort, a new search and page each time',
      path: (request) => query(request, SEARCH_SORTS, pick(SEARCHES, request)),
      total: (request) => matchesOf(accounts, pick(SEARCHES, request)),
    },
  };
}

/** A list plain and searched: the search is held against the list, the list against the no-op. */
interface ListPair {
  list: ListCase;
  search: ListCase;
}

function businessCases(list: BusinessList, rows: number): ListPair {
  const totals = new Map<string, number>();
  const totalOf = (text: string) => {
    let total = totals.get(text);
    if (total === undefined) {
      total = 0;
      for (let row = 0; row < rows; row++) if (list.matches(row, text)) total += 1;
      totals.set(text, total);
    }
    return total;
  };
  const path = (request: number, search?: string) => {
    const { size, page } = pageOf(request);
    const sort = pick(list.sorts, request);
    const text = search === undefined ? '' : `&search=${encodeURIComponent(search)}`;
    return `${list.route}?per_page=${size}&current_page=${page}${sort ? `&${sort}` : ''}${text}`;
  };
  return {
    list: { name: `${list.name}, a new page each time`, path: (request) => path(request), total: () => rows },
    search: {
      name: `${list.name} text search + sort, a new search and page each time`,
      path: (request) => path(request, pick(list.searches, request)),
      total: (request) => totalOf(pick(list.searches, request)),
    },
  };
}

/**
 * Staff accounts written straight into the database in a few statements, a minute apart, one in seven
 * inactive: the list, not the seeding, is under test. The bulk load bypasses the server, as an import or
 * a restore would; then the planner statistics the server keeps after its own bulk loads, and on
 * PostgreSQL the vacuum that autovacuum would run soon after such a load.
 */
async function seedAccounts(handle: DatabaseHandle, accounts: number): Promise<void> {
  const admin = await handle.db.selectFrom('accounts').select(['password_hash', 'role_id']).executeTakeFirstOrThrow();
  const started = performance.now();
  for (let from = 0; from < accounts; from += SEED_CHUNK) {
    const to = Math.min(accounts, from + SEED_CHUNK) - 1;
    const status = sql`case when i % 7 = 0 then 'Inactive' else 'Active' end`;
    if (handle.kind === 'postgres') {
      const at = sql`timestamptz '2026-01-01 00:00:00+00' + i * interval '1 minute'`;
      await sql`insert into accounts (email, username, password_hash, role_id, status, force_reset_password, created_at, updated_at)
        select 'staff' || i || '@example.com', 'staff' || i, ${admin.password_hash}, ${admin.role_id}, ${status}, 0, ${at}, ${at}
        from generate_series(${from}::int, ${to}::int) as i`.execute(handle.db);
    } else {
      const at = sql`strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01 00:00:00', '+' || i || ' minutes')`;
      await sql`insert into accounts (email, username, password_hash, role_id, status, force_reset_password, created_at, updated_at)
        with recursive n(i) as (select ${from} union all select i + 1 from n where i < ${to})
        select 'staff' || i || '@example.com', 'staff' || i, ${admin.password_hash}, ${admin.role_id}, ${status}, 0, ${at}, ${at} from n`.execute(
        handle.db,
      );
    }
    process.stderr.write(
      `  ${(to + 1).toLocaleString('en-US')} accounts, ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
    );
  }
  await refreshStatistics(handle.db, handle.kind, ['accounts']);
  if (handle.kind === 'postgres') await sql`vacuum analyze accounts`.execute(handle.db);
  process.stderr.write(`  seeded and analyzed in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
}

/** The first requests of a case, each checked for its status, total and row count. */
async function checkAnswers(baseUrl: string, auth: Record<string, string>, listCase: ListCase): Promise<void> {
  for (let request = 0; request < 20; request++) {
    const path = listCase.path(request);
    const response = await fetch(`${baseUrl}${path}`, { headers: auth });
    const text = await response.text();
    const body = JSON.parse(text) as { data?: { data: unknown[]; total_item_count: number } };
    const page = body.data;
    const total = listCase.total(request);
    const { size, page: number } = pageOf(request);
    const rows = Math.max(0, Math.min(size, total - (number - 1) * size));
    if (!response.ok || !page || page.total_item_count !== total || page.data.length !== rows) {
      throw new Error(
        `${listCase.name}: ${path} answered ${response.status} (total ${page?.total_item_count} for ${total}, ${page?.data.length} rows for ${rows}): ${text.slice(0, 300)}`,
      );
    }
  }
}

/** The server's statement times so far, from its metrics (Kysely's timing of each statement at the driver). */
async function statementTimes(baseUrl: string): Promise<{ seconds: number; count: number }> {
  const text = await (
    await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const value = (name: string) =>
    Number(new RegExp(`^backoffice_db_statement_duration_seconds_${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  return { seconds: value('sum'), count: value('count') };
}

/** Requests replayed one at a time for the database's own time: under load, a statement's time also counts its wait for the event loop. */
const ALONE_REQUESTS = 100;

interface DatabaseTime {
  msPerRequest: number;
  statementsPerRequest: number;
}

/**
 * The database's time per request of a case, its requests asked one after another: the rotation's next
 * ones after the run's, the ones it asked longest ago.
 */
async function databaseTimeAlone(
  baseUrl: string,
  headers: Record<string, string>,
  path: (request: number) => string,
  from: number,
): Promise<DatabaseTime> {
  const before = await statementTimes(baseUrl);
  for (let request = from; request < from + ALONE_REQUESTS; request++) {
    const response = await fetch(`${baseUrl}${path(request)}`, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path(request)} answered ${response.status}`);
  }
  const after = await statementTimes(baseUrl);
  return {
    msPerRequest: ((after.seconds - before.seconds) * 1000) / ALONE_REQUESTS,
    statementsPerRequest: (after.count - before.count) / ALONE_REQUESTS,
  };
}

type Measured = ThroughputRow & { database: DatabaseTime };

interface DatabaseRun {
  kind: BenchDatabaseKind;
  noop: Measured;
  /** The signed-in floor: token and session check, no list. No list can be cheaper than it. */
  signedIn: Measured;
  lists: { list: Measured; search: Measured }[];
}

async function runOn(kind: BenchDatabaseKind, sizes: Sizes, seconds: number): Promise<DatabaseRun> {
  const database = await createBenchDatabase(kind);
  try {
    const handle = await database.open();
    try {
      await seedAccounts(handle, sizes.accounts);
      if (sizes.rows > 0) await seedBusinessLists(handle, sizes.rows);
    } finally {
      await handle.close();
    }
    const server = await startBenchServer({ ...database.env, LOG_LEVEL: 'warn', METRICS_TOKEN });
    try {
      const auth = { ...BROWSER_HEADERS, authorization: `Bearer ${await signIn(server.baseUrl)}` };
      const pairs = [
        staffCases(sizes.accounts),
        ...(sizes.rows > 0 ? BUSINESS_LISTS.map((list) => businessCases(list, sizes.rows)) : []),
      ];
      for (const pair of pairs)
        for (const listCase of [pair.list, pair.search]) await checkAnswers(server.baseUrl, auth, listCase);
      const run = async (
        name: string,
        path: (request: number) => string,
        headers: Record<string, string>,
      ): Promise<Measured> => {
        let request = 0;
        const row = await measure(name, `${server.baseUrl}${path(0)}`, headers, seconds, server.pid, () =>
          path(request++),
        );
        return { ...row, database: await databaseTimeAlone(server.baseUrl, headers, path, request) };
      };
      const noop = await run('GET /v1/ping (no-op)', () => '/v1/ping', { ...BROWSER_HEADERS });
      const signedIn = await run('GET /um/v1/auth/me (signed-in floor)', () => '/um/v1/auth/me', auth);
      const lists: DatabaseRun['lists'] = [];
      for (const pair of pairs)
        lists.push({
          list: await run(pair.list.name, pair.list.path, auth),
          search: await run(pair.search.name, pair.search.path, auth),
        });
      return { kind, noop, signedIn, lists };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

const fixed = (value: number | undefined, digits = 3) => (value === undefined ? 'n/a' : value.toFixed(digits));

/** Staff accounts, and rows of each business list (0: the staff accounts alone). */
interface Sizes {
  accounts: number;
  rows: number;
}

function optionsOf(args: readonly string[]): Sizes & { kinds: BenchDatabaseKind[] } {
  const valueOf = (flag: string) => {
    const index = args.indexOf(flag);
    return index === -1 ? undefined : args[index + 1];
  };
  const count = (flag: string, fallback: number, least: number) => {
    const value = Number(valueOf(flag) ?? fallback);
    if (!Number.isInteger(value) || (value < least && value !== 0))
      throw new Error(
        `${flag}: 0 or a whole number of at least ${least.toLocaleString('en-US')}, not ${valueOf(flag)}`,
      );
    return value;
  };
  const accounts = count('--accounts', Number(process.env['BENCH_LIST_ACCOUNTS'] ?? DEFAULT_ACCOUNTS), 1_000);
  const rows = count('--rows', Number(process.env['BENCH_LIST_ROWS'] ?? DEFAULT_ROWS), 1_000);
  const kinds = (valueOf('--databases') ?? 'sqlite,postgres').split(',').map((kind) => kind.trim());
  for (const kind of kinds)
    if (kind !== 'sqlite' && kind !== 'postgres')
      throw new Error(`--databases: sqlite, postgres or both, not "${kind}"`);
  return { accounts: Math.max(accounts, 1_000), rows, kinds: kinds as BenchDatabaseKind[] };
}

/**
 * `npm run bench -- lists [--accounts N] [--rows M] [--databases sqlite,postgres]`: the staff accounts at
 * 100,000 (or N) and the lists that grow with the business (Account List, Keyword Database, Bot
 * Subscription) at 100,000 rows each (or M; 0 leaves them out), each request a new page, plain and with
 * a text search and a sort, against the no-op route of the same server, on SQLite and PostgreSQL.
 * Beside each figure, the database's own time per request: the driver's timing of its statements (the
 * server's metrics) while the case's requests are asked again one at a time, so that no statement's
 * time holds a wait for the event loop. Answers the exit code: 1 when a ratio is under its budget, a
 * p95 over its own, or a request failed.
 */
export async function runListsBench(
  args: readonly string[] = [],
  seconds = Number(process.env['BENCH_SECONDS'] ?? 10),
): Promise<number> {
  const sizes = optionsOf(args);
  const { kinds } = sizes;
  const failures: string[] = [];
  const table: Record<string, string | number>[] = [];
  for (const kind of kinds) {
    process.stderr.write(
      `\nlists: ${kind}, ${sizes.accounts.toLocaleString('en-US')} accounts, ${sizes.rows.toLocaleString('en-US')} rows of each business list…\n`,
    );
    const run = await runOn(kind, sizes, seconds);
    const label = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    // One line of the table: a row's figures, its ratio to the row it is held against, and the budgets.
    const line = (row: Measured, against?: { row: ThroughputRow; name: string; budget: number }) => {
      const ratio = against
        ? row.requestsPerSecond / against.row.requestsPerSecond
        : row.requestsPerSecond / run.noop.requestsPerSecond;
      const checks: string[] = [];
      if (against && ratio < against.budget) checks.push('ratio');
      if (against && row.p95Ms > P95_BUDGET_MS) checks.push('p95');
      if (row.non2xx > 0) checks.push('errors');
      for (const check of checks)
        failures.push(
          `${label}: ${row.name}: ${check} (ratio ${ratio.toFixed(3)}, p95 ${row.p95Ms} ms, ${row.non2xx} failed)`,
        );
      table.push({
        database: label,
        case: row.name,
        'req/s': Math.round(row.requestsPerSecond),
        'p50 ms': row.p50Ms,
        'p95 ms': row.p95Ms,
        'p99 ms': row.p99Ms,
        'CPU ms/req': fixed(row.cpuMsPerRequest),
        'DB ms/req': fixed(row.database.msPerRequest),
        'stmts/req': fixed(row.database.statementsPerRequest, 2),
        ratio: ratio.toFixed(3),
        of: against?.name ?? 'no-op',
        budget: against ? `≥ ${against.budget.toFixed(2)}, p95 ≤ ${P95_BUDGET_MS} ms` : '',
        result: against ? (checks.length === 0 ? 'pass' : 'FAIL') : '',
      });
    };
    line(run.noop);
    line(run.signedIn);
    for (const { list, search } of run.lists) {
      line(list, { row: run.noop, name: 'no-op', budget: LIST_BUDGET });
      line(search, { row: list, name: 'list', budget: SEARCH_BUDGET });
    }
  }
  console.log(
    `\nLists (10 connections, ${seconds}s each, same server, ${sizes.accounts.toLocaleString('en-US')} staff accounts, ${sizes.rows.toLocaleString('en-US')} rows of each business list; DB ms/req: the driver's time of a request's statements, requests asked one at a time)`,
  );
  console.table(table);
  if (failures.length > 0) {
    console.error(`\nLists budget failed:\n  ${failures.join('\n  ')}`);
    return 1;
  }
  console.log('Lists budget passed.');
  return 0;
}
