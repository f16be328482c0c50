import { parseArgs } from 'node:util';
import { issueApiKey, type DatabaseHandle } from '@backoffice/server';
import { demoChatRecordRows, demoScale } from '@backoffice/server/demo';
import { measure, pathsInTurn, type ThroughputRow } from '../api-throughput.js';
import { signIn, startBenchServer } from '../server.js';
import { createBenchDatabase, existingBenchDatabase, type BenchDatabaseKind } from './database.js';
import { BENCH_NOW, BENCH_SEED, fillDemo, type SectionFill } from './fill.js';
import { ingestVersusRaw, type IngestFigures } from './ingest-vs-raw.js';
import { timeInTurn, type Latency, type TimedCase } from './latency.js';
import { checkPlatformSearch, platformSearchPath } from '../platform-calls.js';

/**
 * Issue 15's budget for a chat-record text search at 5M records: p95 of each searched case. Compared
 * in absolute milliseconds (the issue states it so); the no-op ratio is printed beside it.
 */
export const SEARCH_P95_BUDGET_MS: Record<BenchDatabaseKind, number> = { sqlite: 25, postgres: 40 };

export interface ChatRecordsBenchOptions {
  chatRecords: number;
  databases: BenchDatabaseKind[];
  /** Sequential requests per list case. */
  samples: number;
  /** Rows ingested (and inserted raw) for the ingestion comparison. */
  ingestRows: number;
  /** Seconds of load per throughput figure. */
  seconds: number;
  /** Databases filled beforehand, measured without filling: a SQLite data directory, a PostgreSQL URL. */
  existing: Partial<Record<BenchDatabaseKind, string>>;
}

export function parseChatRecordsArgs(args: string[]): ChatRecordsBenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      'chat-records': { type: 'string' },
      databases: { type: 'string' },
      samples: { type: 'string' },
      'ingest-rows': { type: 'string' },
      'sqlite-data-dir': { type: 'string' },
      'postgres-url': { type: 'string' },
    },
    allowPositionals: false,
  });
  const whole = (name: string, value: string | undefined, fallback: number) => {
    const number = value === undefined ? fallback : Number(value);
    if (!Number.isSafeInteger(number) || number < 1) throw new Error(`--${name} must be a whole number`);
    return number;
  };
  const databases = (values.databases ?? 'sqlite,postgres').split(',').map((name) => name.trim());
  for (const name of databases)
    if (name !== 'sqlite' && name !== 'postgres') throw new Error(`--databases: unknown database "${name}"`);
  return {
    chatRecords: whole('chat-records', values['chat-records'], 5_000_000),
    databases: databases as BenchDatabaseKind[],
    samples: whole('samples', values.samples, 40),
    ingestRows: whole('ingest-rows', values['ingest-rows'], 50_000),
    seconds: Number(process.env['BENCH_SECONDS'] ?? 10),
    existing: {
      ...(values['sqlite-data-dir'] === undefined ? {} : { sqlite: values['sqlite-data-dir'] }),
      ...(values['postgres-url'] === undefined ? {} : { postgres: values['postgres-url'] }),
    },
  };
}

export interface DatabaseFigures {
  kind: BenchDatabaseKind;
  /** Records in the measured database. */
  chatRecords: number;
  /** Absent for a database filled beforehand. */
  fill?: SectionFill[];
  ingest?: IngestFigures;
  /** Seconds the pending migrations took on a database filled beforehand (013 folds every record). */
  migrationSeconds?: number;
  latencies: Latency[];
  throughput: ThroughputRow[];
}

async function createReadKey(handle: DatabaseHandle): Promise<string> {
  const issued = issueApiKey();
  await handle.db
    .insertInto('api_keys')
    .values({
      name: 'bench',
      prefix: issued.prefix,
      secret_hash: issued.secretHash,
      scopes: 'read',
      created_at: new Date().toISOString(),
      created_by: null,
    })
    .execute();
  return issued.key;
}

/** Rows for the ingestion comparison: the demo's traffic with another seed, so none is a duplicate. */
function freshChatRecords(options: ChatRecordsBenchOptions) {
  const rows = [];
  for (const row of demoChatRecordRows({
    seed: BENCH_SEED + 1,
    scale: demoScale('large', options.ingestRows),
    now: BENCH_NOW,
  }))
    rows.push(row);
  return rows;
}

/** What users search for: the demo's forward keywords and plain queries, Chinese and English. */
const SEARCHES = ['电影', 'crypto', '兼职', 'vpn', 'movies', '音乐', 'airdrop', '翻译', 'ielts', '游戏'];

/** The searches issue 15 budgets: common English, a 2-character Chinese word, a date range, an unselective text. */
const SEARCH_CASES: [string, { search: string; week?: boolean }][] = [
  ['"crypto signals"', { search: 'crypto signals' }],
  ['"电影" (2 characters)', { search: '电影' }],
  ['"下一页" + last 7 days', { search: '下一页', week: true }],
  ['"12.3K" (unselective)', { search: '12.3K' }],
];

interface SearchAnswer {
  total_item_count: number;
  total_capped: boolean;
  search_reached: string | null;
}

/** The total as the console shows it: "1,000+" past the cap; a bounded search says how far back it read. */
function describeAnswer(answer: SearchAnswer): string {
  const total = `${answer.total_item_count.toLocaleString('en-US')}${answer.total_capped || answer.search_reached ? '+' : ''}`;
  return answer.search_reached ? `${total} (read back to ${answer.search_reached})` : total;
}

async function measureServer(
  kind: BenchDatabaseKind,
  env: Record<string, string>,
  readKey: string,
  tgIds: string[],
  options: ChatRecordsBenchOptions,
) {
  // The platform rate limit would turn a load test into 429s. The demo queues an export of every chat
  // record: the worker would write those millions of rows in this process while the searches are timed.
  const server = await startBenchServer({
    ...env,
    PLATFORM_RATE_LIMIT_PER_MINUTE: '1000000',
    LOG_LEVEL: 'warn',
    EXPORT_WORKER: 'off',
  });
  try {
    const staff = { authorization: `Bearer ${await signIn(server.baseUrl)}` };
    const list = `${server.baseUrl}/v1/bot/chat-records?per_page=10`;
    const first = (await (await fetch(`${list}&current_page=1`, { headers: staff })).json()) as {
      data: { total_page_count: number };
    };
    const lastPage = first.data.total_page_count;
    const week = `&from=${new Date(BENCH_NOW.getTime() - 7 * 86_400_000).toISOString()}&to=${BENCH_NOW.toISOString()}`;
    const cases: TimedCase[] = [
      { name: 'GET /v1/ping (no-op)', url: `${server.baseUrl}/v1/ping`, headers: {} },
      { name: 'chat records, first page', url: `${list}&current_page=1`, headers: staff },
      { name: 'chat records, page 10,000', url: `${list}&current_page=10000`, headers: staff },
      { name: 'chat records, last page', url: `${list}&current_page=${lastPage}`, headers: staff },
    ];
    const answered: (string | undefined)[] = [
      undefined,
      undefined,
      undefined,
      `page ${lastPage.toLocaleString('en-US')}`,
    ];
    for (const [name, query] of SEARCH_CASES) {
      const url = `${list}&current_page=1&search=${encodeURIComponent(query.search)}${query.week ? week : ''}`;
      const answer = (await (await fetch(url, { headers: staff })).json()) as { data: SearchAnswer };
      cases.push({ name: `chat records, search ${name}`, url, headers: staff });
      answered.push(describeAnswer(answer.data));
    }
    // In turn, one request of each case a round: the same search or page is never asked twice running.
    const budgetMs = SEARCH_P95_BUDGET_MS[kind];
    const latencies = (await timeInTurn(cases, options.samples)).map((latency, i) => ({
      ...latency,
      ...(i >= cases.length - SEARCH_CASES.length ? { budgetMs } : {}),
      ...(answered[i] === undefined ? {} : { answered: answered[i] }),
    }));
    const searchQueries = tgIds.map((tgId, i) => ({
      bot: 'hi7_search_bot',
      q: SEARCHES[i % SEARCHES.length] as string,
      tg_id: tgId,
    }));
    if (searchQueries[0]) await checkPlatformSearch(server.baseUrl, readKey, searchQueries[0]);
    const searches = searchQueries.map(platformSearchPath);
    const throughput = [
      await measure('GET /v1/ping (no-op)', `${server.baseUrl}/v1/ping`, {}, options.seconds),
      await measure(
        `GET /v1/platform/search (${tgIds.length.toLocaleString('en-US')} users)`,
        server.baseUrl,
        { authorization: `Bearer ${readKey}` },
        options.seconds,
        undefined,
        pathsInTurn(searches),
      ),
    ];
    return { latencies, throughput };
  } finally {
    await server.stop();
  }
}

/** Fill (or, for a database filled beforehand, the pending migrations), ingestion comparison and HTTP figures on one database. */
export async function benchDatabase(
  kind: BenchDatabaseKind,
  options: ChatRecordsBenchOptions,
): Promise<DatabaseFigures> {
  const location = options.existing[kind];
  const database = location === undefined ? await createBenchDatabase(kind) : existingBenchDatabase(kind, location);
  try {
    const started = performance.now();
    const handle = await database.open();
    const prepared: Omit<DatabaseFigures, 'latencies' | 'throughput'> = { kind, chatRecords: options.chatRecords };
    let readKey: string;
    let tgIds: string[];
    try {
      if (location === undefined) {
        process.stderr.write(
          `\n${kind}: filling ${options.chatRecords.toLocaleString('en-US')} chat records through the demo code path…\n`,
        );
        prepared.fill = await fillDemo(handle, demoScale('large', options.chatRecords));
        process.stderr.write(
          `${kind}: ingestion against a raw insert loop (${options.ingestRows.toLocaleString('en-US')} rows)…\n`,
        );
        prepared.ingest = await ingestVersusRaw(handle, database.env['DATA_DIR'] as string, freshChatRecords(options));
      } else {
        prepared.migrationSeconds = (performance.now() - started) / 1000;
        const counted = await handle.db
          .selectFrom('chat_records')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow();
        prepared.chatRecords = Number(counted.n);
      }
      readKey = await createReadKey(handle);
      tgIds = (await handle.db.selectFrom('tg_accounts').select('tg_id').orderBy('id').limit(1000).execute()).map(
        (row) => String(row.tg_id),
      );
    } finally {
      await handle.close();
    }
    process.stderr.write(`${kind}: measuring the built server…\n`);
    return { ...prepared, ...(await measureServer(kind, database.env, readKey, tgIds, options)) };
  } finally {
    await database.drop();
  }
}
