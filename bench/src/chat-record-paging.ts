import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig, openDatabase } from '@backoffice/server';
import { CHAT_RECORD_SEARCH_CAP } from '@backoffice/contract';
import { timeRequests, type Latency } from './chat-records/latency.js';
import { signIn, startBenchServer } from './server.js';

/**
 * The chat-record list's paging and search at depth, for docs/decisions/0006-chat-record-paging.md:
 *
 *   DATA_DIR=/tmp/paging npm run cli -- demo --chat-records 1000000 --now 2026-11-01T00:00:00Z
 *   DATA_DIR=/tmp/paging npm run cli -- create-admin --email bench@example.com --password 'Bench@Kite123'
 *   npx tsx bench/src/chat-record-paging.ts --data-dir /tmp/paging [--samples 20]
 *
 * (with DATABASE_URL set for all three, the same on PostgreSQL). Starts the built server on that
 * database and times each request (p50 / p95 of `samples` sequential requests after a warm-up), next
 * to the no-op route; then times, straight on the database, what the last page would cost read with
 * a plain offset, and a plain count(*).
 */
interface Page {
  data: {
    data: unknown[];
    total_item_count: number;
    total_page_count: number;
    total_capped: boolean;
    search_reached: string | null;
    next_cursor: string | null;
    prev_cursor: string | null;
  };
}

const { values } = parseArgs({
  options: { 'data-dir': { type: 'string' }, samples: { type: 'string' } },
  allowPositionals: false,
});
const dataDir = values['data-dir'];
if (!dataDir) throw new Error('--data-dir is required (a data directory filled by the demo)');
const samples = Number(values.samples ?? 20);

const databaseUrl = process.env['DATABASE_URL'] ?? '';
const handle = openDatabase(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }));
const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
try {
  const headers = { authorization: `Bearer ${await signIn(server.baseUrl)}` };
  const url = (query: string) => `${server.baseUrl}/v1/bot/chat-records?per_page=10&${query}`;
  const get = async (query: string): Promise<Page> => (await (await fetch(url(query), { headers })).json()) as Page;
  const cursor = (value: string | null) => `cursor=${encodeURIComponent(value ?? '')}`;

  const first = await get('current_page=1');
  const lastPage = first.data.total_page_count;
  const middle = Math.floor(lastPage / 2);
  const middlePage = await get(`current_page=${middle}`);
  const last = await get(`current_page=${lastPage}`);
  const bot = `bot_id=1&direction=Inbound`;
  const botFirst = await get(bot);
  const { db } = handle;
  const busiest = await db
    .selectFrom('chat_records as c')
    .innerJoin('tg_accounts as t', 't.id', 'c.account_id')
    .select('t.tg_id')
    .groupBy(['c.account_id', 't.tg_id'])
    .orderBy(sql`count(*)`, 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const { at: newest } = await db
    .selectFrom('chat_records')
    .select(sql<string>`max(sent_at)`.as('at'))
    .executeTakeFirstOrThrow();
  // A week ending at the newest record, cut mid-hour at both ends: whole hours from the buckets, the ends counted.
  const weekTo = new Date(Date.parse(newest) - 37_000).toISOString();
  const weekFrom = new Date(Date.parse(newest) - 7 * 86_400_000 + 13 * 60_000).toISOString();
  const week = `from=${weekFrom}&to=${weekTo}`;
  const user = `tg_id=${busiest.tg_id}`;
  const userFirst = await get(user);
  const search2 = `search=${encodeURIComponent('电影')}`;
  const rare = await get('search=980');
  const conversation = `${server.baseUrl}/v1/bot/chat-records/conversation?bot_id=1&tg_id=${busiest.tg_id}&size=50`;
  const conversationFirst = (await (await fetch(conversation, { headers })).json()) as {
    data: { older_cursor: string | null };
  };

  const cases: [string, string][] = [
    ['GET /v1/ping (no-op)', `${server.baseUrl}/v1/ping`],
    ['first page', url('current_page=1')],
    ['page 2 by cursor (next)', url(cursor(first.data.next_cursor))],
    ['page 10,000 by number', url('current_page=10000')],
    [`middle page ${middle.toLocaleString('en-US')} by number`, url(`current_page=${middle}`)],
    ['the page after the middle one, by cursor', url(cursor(middlePage.data.next_cursor))],
    [`last page ${lastPage.toLocaleString('en-US')} by number (read backwards)`, url(`current_page=${lastPage}`)],
    ['the page before the last, by cursor (previous)', url(cursor(last.data.prev_cursor))],
    ['bot + direction, first page', url(bot)],
    [
      'bot + direction, middle page by number',
      url(`${bot}&current_page=${Math.floor(botFirst.data.total_page_count / 2)}`),
    ],
    ['bot + direction, last page by number', url(`${bot}&current_page=${botFirst.data.total_page_count}`)],
    ['a ragged week, first page', url(week)],
    ['a ragged week + bot + direction, first page', url(`${week}&${bot}`)],
    ['one user, first page', url(user)],
    ['one user, last page', url(`${user}&current_page=${userFirst.data.total_page_count}`)],
    ['search "crypto signals", first page', url(`search=${encodeURIComponent('crypto signals')}`)],
    ['search "电影" (2 characters), first page', url(search2)],
    [
      `search "电影", page ${CHAT_RECORD_SEARCH_CAP / 10} (the cap)`,
      url(`${search2}&current_page=${CHAT_RECORD_SEARCH_CAP / 10}`),
    ],
    ['search "电影" + a ragged week', url(`${search2}&${week}`)],
    ['search "下一页" + bot + direction', url(`search=${encodeURIComponent('下一页')}&${bot}`)],
    ['search "12.3K" (uncommon)', url(`search=${encodeURIComponent('12.3K')}`)],
    ['search "980" (rare)', url('search=980')],
    ['search "980" (rare), last page', url(`search=980&current_page=${Math.ceil(rare.data.total_item_count / 10)}`)],
    ['search "考研" + a ragged week', url(`search=${encodeURIComponent('考研')}&${week}`)],
    ['search "qqzz" (no match, trigram index)', url('search=qqzz')],
    ['search "无有" (no match, 2 characters: every record read)', url(`search=${encodeURIComponent('无有')}`)],
    ['search "电影" + one user', url(`${search2}&${user}`)],
    ['conversation, latest 50', conversation],
    [
      'conversation, 50 older',
      `${conversation}&before=${encodeURIComponent(conversationFirst.data.older_cursor ?? '')}`,
    ],
    ['overview, 30 days', `${server.baseUrl}/v1/bot/overview?from=2026-10-02&to=2026-10-31`],
    ['subscriptions, first page', `${server.baseUrl}/v1/bot/subscriptions`],
    ['subscriptions, by total search', `${server.baseUrl}/v1/bot/subscriptions?total_search=desc`],
    ['subscriptions, search "an"', `${server.baseUrl}/v1/bot/subscriptions?search=an`],
  ];
  const latencies: Latency[] = [];
  // As the console shows it: "1,000+" past the cap; a bounded search says how far back it read.
  const totalOf = (page: Page | undefined) => {
    if (!page) return '';
    const { total_item_count: total, total_capped: capped, search_reached: reached } = page.data;
    return `${total.toLocaleString('en-US')}${capped || reached ? '+' : ''}${reached ? ` (back to ${reached})` : ''}`;
  };
  for (const [name, target] of cases) latencies.push(await timeRequests(name, target, headers, samples));

  const answers = new Map([
    ['first page', first],
    ['bot + direction, first page', botFirst],
    ['one user, first page', userFirst],
    ['a ragged week, first page', await get(week)],
    ['search "电影" (2 characters), first page', await get(search2)],
    ['search "电影" + a ragged week', await get(`${search2}&${week}`)],
    ['search "12.3K" (uncommon)', await get(`search=${encodeURIComponent('12.3K')}`)],
    ['search "980" (rare)', rare],
    ['search "考研" + a ragged week', await get(`search=${encodeURIComponent('考研')}&${week}`)],
  ]);
  console.log(
    `\nChat records (${handle.kind}, ${first.data.total_item_count.toLocaleString('en-US')} records, ${samples} sequential requests each)`,
  );
  console.table(
    latencies.map((row) => ({
      case: row.name,
      'p50 ms': row.p50Ms.toFixed(1),
      'p95 ms': row.p95Ms.toFixed(1),
      total: totalOf(answers.get(row.name)),
      failures: row.failures,
    })),
  );

  const timeSql = async (text: string) => {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await sql.raw(text).execute(db);
      times.push(performance.now() - started);
    }
    return Math.min(...times).toFixed(1);
  };
  const lastOffset = (lastPage - 1) * 10;
  console.log('\nStraight on the database (best of 5), for comparison');
  console.table([
    { query: 'count(*) of all records', ms: await timeSql('select count(*) from chat_records') },
    {
      query: `last page by plain offset (${lastOffset.toLocaleString('en-US')})`,
      ms: await timeSql(`select id from chat_records order by sent_at desc, id desc limit 10 offset ${lastOffset}`),
    },
    {
      query: 'the same page read backwards',
      ms: await timeSql('select id from chat_records order by sent_at asc, id asc limit 10'),
    },
  ]);
} finally {
  await server.stop();
  await handle.close();
}
