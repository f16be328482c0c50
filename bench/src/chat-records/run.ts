import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { demoChatRecordRows } from '../../../apps/server/src/demo/bot-analytics.js';
import { demoScale } from '../../../apps/server/src/demo/scale.js';
import { issueApiKey } from '../../../apps/server/src/platform/auth/api-keys.js';
import type { DatabaseHandle } from '../../../apps/server/src/platform/db/database.js';
import { measure, type ThroughputRow } from '../api-throughput.js';
import { signIn, startBenchServer } from '../server.js';
import { createBenchDatabase, type BenchDatabaseKind } from './database.js';
import { BENCH_NOW, BENCH_SEED, fillDemo, type SectionFill } from './fill.js';
import { ingestVersusRaw, type IngestFigures } from './ingest-vs-raw.js';
import { timeRequests, type Latency } from './latency.js';

export interface ChatRecordsBenchOptions {
  chatRecords: number;
  databases: BenchDatabaseKind[];
  /** Sequential requests per list case. */
  samples: number;
  /** Rows ingested (and inserted raw) for the ingestion comparison. */
  ingestRows: number;
  /** Seconds of load per throughput figure. */
  seconds: number;
}

export function parseChatRecordsArgs(args: string[]): ChatRecordsBenchOptions {
  const { values } = parseArgs({
    args,
    options: { 'chat-records': { type: 'string' }, databases: { type: 'string' }, samples: { type: 'string' }, 'ingest-rows': { type: 'string' } },
    allowPositionals: false,
  });
  const whole = (name: string, value: string | undefined, fallback: number) => {
    const number = value === undefined ? fallback : Number(value);
    if (!Number.isSafeInteger(number) || number < 1) throw new Error(`--${name} must be a whole number`);
    return number;
  };
  const databases = (values.databases ?? 'sqlite,postgres').split(',').map((name) => name.trim());
  for (const name of databases) if (name !== 'sqlite' && name !== 'postgres') throw new Error(`--databases: unknown database "${name}"`);
  return {
    chatRecords: whole('chat-records', values['chat-records'], 5_000_000),
    databases: databases as BenchDatabaseKind[],
    samples: whole('samples', values.samples, 40),
    ingestRows: whole('ingest-rows', values['ingest-rows'], 50_000),
    seconds: Number(process.env['BENCH_SECONDS'] ?? 10),
  };
}

export interface DatabaseFigures {
  kind: BenchDatabaseKind;
  fill: SectionFill[];
  ingest: IngestFigures;
  latencies: Latency[];
  throughput: ThroughputRow[];
}

async function createReadKey(handle: DatabaseHandle): Promise<string> {
  const issued = issueApiKey();
  await handle.db
    .insertInto('api_keys')
    .values({ name: 'bench', prefix: issued.prefix, secret_hash: issued.secretHash, scopes: 'read', created_at: new Date().toISOString(), created_by: null })
    .execute();
  return issued.key;
}

/** Rows for the ingestion comparison: the demo's traffic with another seed, so none is a duplicate. */
function freshChatRecords(options: ChatRecordsBenchOptions) {
  const rows = [];
  for (const row of demoChatRecordRows({ seed: BENCH_SEED + 1, scale: demoScale('large', options.ingestRows), now: BENCH_NOW })) rows.push(row);
  return rows;
}

/** Like `measure`, with each request taking the next of `paths`: searches by many users, not one. */
async function measureRotating(name: string, baseUrl: string, paths: string[], headers: Record<string, string>, seconds: number): Promise<ThroughputRow> {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    headers,
    connections: 10,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] as string }) }],
  });
  return { name, requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx + result.errors };
}

/** What users search for: the demo's forward keywords and plain queries, Chinese and English. */
const SEARCHES = ['电影', 'crypto', '兼职', 'vpn', 'movies', '音乐', 'airdrop', '翻译', 'ielts', '游戏'];

async function measureServer(env: Record<string, string>, readKey: string, tgIds: string[], options: ChatRecordsBenchOptions) {
  // The platform rate limit would turn a load test into 429s.
  const server = await startBenchServer({ ...env, PLATFORM_RATE_LIMIT_PER_MINUTE: '1000000', LOG_LEVEL: 'warn' });
  try {
    const staff = { authorization: `Bearer ${await signIn(server.baseUrl)}` };
    const list = `${server.baseUrl}/v1/bot/chat-records?per_page=10`;
    const first = (await (await fetch(`${list}&current_page=1`, { headers: staff })).json()) as { data: { total_page_count: number } };
    const lastPage = first.data.total_page_count;
    const week = `&from=${new Date(BENCH_NOW.getTime() - 7 * 86_400_000).toISOString()}&to=${BENCH_NOW.toISOString()}`;
    const cases: [string, string, Record<string, string>][] = [
      ['GET /v1/ping (no-op)', `${server.baseUrl}/v1/ping`, {}],
      ['chat records, first page', `${list}&current_page=1`, staff],
      ['chat records, page 10,000', `${list}&current_page=10000`, staff],
      [`chat records, last page (${lastPage.toLocaleString('en-US')})`, `${list}&current_page=${lastPage}`, staff],
      ['chat records, search "crypto signals"', `${list}&current_page=1&search=${encodeURIComponent('crypto signals')}`, staff],
      ['chat records, search "电影"', `${list}&current_page=1&search=${encodeURIComponent('电影')}`, staff],
      ['chat records, search "下一页" + last 7 days', `${list}&current_page=1&search=${encodeURIComponent('下一页')}${week}`, staff],
    ];
    const latencies: Latency[] = [];
    for (const [name, url, headers] of cases) latencies.push(await timeRequests(name, url, headers, options.samples));
    const searches = tgIds.map((tgId, i) => `/v1/platform/search?bot=hi7_search_bot&q=${encodeURIComponent(SEARCHES[i % SEARCHES.length] as string)}&tg_id=${tgId}`);
    const throughput = [
      await measure('GET /v1/ping (no-op)', `${server.baseUrl}/v1/ping`, {}, options.seconds),
      await measureRotating(`GET /v1/platform/search (${tgIds.length.toLocaleString('en-US')} users)`, server.baseUrl, searches, { authorization: `Bearer ${readKey}` }, options.seconds),
    ];
    return { latencies, throughput };
  } finally {
    await server.stop();
  }
}

/** Fill, ingestion comparison and HTTP figures on one database. */
export async function benchDatabase(kind: BenchDatabaseKind, options: ChatRecordsBenchOptions): Promise<DatabaseFigures> {
  const database = await createBenchDatabase(kind);
  try {
    const handle = await database.open();
    let readKey: string;
    let tgIds: string[];
    let fill: SectionFill[];
    let ingest: IngestFigures;
    try {
      process.stderr.write(`\n${kind}: filling ${options.chatRecords.toLocaleString('en-US')} chat records through the demo code path…\n`);
      fill = await fillDemo(handle, demoScale('large', options.chatRecords));
      process.stderr.write(`${kind}: ingestion against a raw insert loop (${options.ingestRows.toLocaleString('en-US')} rows)…\n`);
      ingest = await ingestVersusRaw(handle, database.env['DATA_DIR'] as string, freshChatRecords(options));
      readKey = await createReadKey(handle);
      tgIds = (await handle.db.selectFrom('tg_accounts').select('tg_id').orderBy('id').limit(1000).execute()).map((row) => String(row.tg_id));
    } finally {
      await handle.close();
    }
    process.stderr.write(`${kind}: measuring the built server…\n`);
    return { kind, fill, ingest, ...(await measureServer(database.env, readKey, tgIds, options)) };
  } finally {
    await database.drop();
  }
}
