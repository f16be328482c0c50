import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatRecordListQuerySchema,
  type BotOverview,
  type ChatRecordListQuery,
  type ChatRecordPage,
  type ChatRecordRow,
  type Conversation,
  type Export,
  type SearchEventRow,
  type SubscriptionRow,
} from '@backoffice/contract';
import { ADMIN, bearer, createTestApiKey, json, login, startTestServer, type TestServer } from '../../test/harness.js';
import { platformFeed, type PlatformFeed } from '../../test/platform-feed.js';
import { listChatRecords } from './chat-record-list.js';
import type { ListTuning } from './chat-record-plan.js';

/**
 * Decision 44 plans chat_records, search_events, bot_subscriptions and tg_accounts as Citus tables distributed
 * by the Telegram account, co-located. It holds only while each statement on them names its account (a router
 * statement, one shard) or is one of the fan-outs the decision lists and prices. This file drives the
 * chat-record and analytics code through the API, ingestion included, records every statement the driver is
 * handed, and fails on a statement that reads or writes one of those tables across every shard unlisted.
 */

/** Each distributed table's distribution column; `lookup`: the key a lookup table turns into it (decision 44). */
const DISTRIBUTED: Readonly<Record<string, { column: string; lookup?: string }>> = {
  chat_records: { column: 'account_id' },
  search_events: { column: 'account_id' },
  bot_subscriptions: { column: 'account_id' },
  tg_accounts: { column: 'id', lookup: 'tg_id' },
};

const statements: string[] = [];
let capturing = false;
let server: TestServer;
let admin: string;
let feed: PlatformFeed;
let readKey: string;

beforeAll(async () => {
  server = await startTestServer({}, undefined, {
    onStatement: (sqlText) => {
      if (capturing) statements.push(sqlText);
    },
  });
  admin = (await login(server.app, ADMIN.email, ADMIN.password)).access_token;
  feed = await platformFeed(server);
  readKey = await createTestApiKey(server, ['read'], 'search bot');
});
afterAll(async () => server.close());

const SEARCH_BOT = 'dist_search_bot';
const MEDIA_BOT = 'dist_media_bot';
const USERS = ['9101', '9102', '9103'] as const;
const PHRASES = ['crypto signals today', '我想看免费电影', 'Straße 12.3K', 'movie night', 'hello bot'];
const BASE = Date.parse('2024-05-01T00:00:00.000Z');

/** 60 records over about a day and a half: both bots, three users, both directions and types. */
const CHATS: ChatRecordRow[] = Array.from({ length: 60 }, (_, i) => ({
  event_id: `dist-chat-${i}`,
  bot: i % 3 === 0 ? MEDIA_BOT : SEARCH_BOT,
  tg_id: USERS[Math.floor(i / 2) % USERS.length] ?? '9101',
  username: `user_${Math.floor(i / 2) % USERS.length}`,
  sent_at: new Date(BASE + i * 2_160_000 + (i % 7)).toISOString(),
  direction: i % 2 === 0 ? 'Inbound' : 'Outbound',
  message_type: i % 5 === 0 ? 'Button' : 'Text',
  content: PHRASES[i % PHRASES.length] ?? 'hello',
}));

const SUBSCRIPTIONS: SubscriptionRow[] = USERS.map((tgId, i) => ({
  event_id: `dist-sub-${i}`,
  bot: SEARCH_BOT,
  tg_id: tgId,
  username: `user_${i}`,
  status: 'Subscribed',
  at: new Date(BASE - 86_400_000).toISOString(),
}));

const SEARCHES: SearchEventRow[] = USERS.map((tgId, i) => ({
  event_id: `dist-search-${i}`,
  bot: SEARCH_BOT,
  tg_id: tgId,
  username: `user_${i}`,
  query: 'movie',
  result_count: 3,
  at: new Date(BASE + i * 60_000).toISOString(),
}));

async function get<T>(url: string, query: Record<string, string | number> = {}): Promise<T> {
  const response = await server.app.inject({
    method: 'GET',
    url,
    headers: bearer(admin),
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return json<{ data: T }>(response).data;
}

const list = (query: Record<string, string | number>) => get<ChatRecordPage['data']>('/v1/bot/chat-records', query);

/** The search's other paths (the trigram index past the walk, and giving up) need a walk shorter than the data. */
const listWith = async (query: ChatRecordListQuery, tuning: ListTuning) =>
  listChatRecords(server.database.replicaReads, 'postgres', chatRecordListQuerySchema.parse(query), tuning);

async function exerciseEverything(): Promise<void> {
  // Ingestion, as the bots send it; the chat records twice, the second time all duplicates.
  await feed.send('chat-records', CHATS);
  await feed.send('chat-records', CHATS.slice(0, 10));
  await feed.send('subscriptions', SUBSCRIPTIONS);
  await feed.send('search-events', SEARCHES);
  // The platform's own searches, counted through the journal; one without a user.
  for (const tgId of [USERS[0], USERS[1], undefined]) {
    const response = await server.app.inject({
      method: 'GET',
      url: '/v1/platform/search',
      query: { bot: SEARCH_BOT, q: 'movie', ...(tgId && { tg_id: tgId }) },
      headers: bearer(readKey),
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  const bots = await get<{ id: number; username: string }[]>('/v1/bot/bots');
  const botId = bots.find((bot) => bot.username === SEARCH_BOT)?.id ?? 0;
  const today = new Date().toISOString().slice(0, 10);
  // The journal is applied within a tenth of a second: the overview shows the searches once it is.
  await expect
    .poll(
      async () =>
        (await get<BotOverview>('/v1/bot/overview', { from: today, to: today, bot_id: botId })).totals.searches,
      { timeout: 5000, interval: 20 },
    )
    .toBe(3);
  await get('/v1/bot/overview', { from: '2024-05-01', to: '2024-05-03' });

  // The list: pages by number and by cursor, every filter, each kind of text search.
  const first = await list({ per_page: 10 });
  await list({ per_page: 10, current_page: 3 });
  const next = await list({ per_page: 10, cursor: first.next_cursor ?? '' });
  await list({ per_page: 10, cursor: next.prev_cursor ?? '' });
  const ragged = { from: new Date(BASE + 1_234_567).toISOString(), to: new Date(BASE + 40_000_000).toISOString() };
  const filters: Record<string, string | number>[] = [
    { bot_id: botId },
    { tg_id: USERS[0] },
    { tg_id: '1' },
    { message_type: 'Button' },
    { direction: 'Outbound' },
    ragged,
    { from: ragged.from, to: new Date(BASE + 1_300_000).toISOString() },
    { bot_id: botId, tg_id: USERS[1], direction: 'Inbound', message_type: 'Text', ...ragged },
  ];
  for (const filter of filters) await list({ per_page: 10, ...filter });
  for (const search of ['crypto', '电影', '12.3K', 'no such text']) {
    await list({ per_page: 10, search });
    await list({ per_page: 10, search, bot_id: botId, ...ragged });
    await list({ per_page: 10, search, tg_id: USERS[2] });
    const searched = await list({ per_page: 5, search });
    if (searched.next_cursor) await list({ per_page: 5, search, cursor: searched.next_cursor });
  }
  for (const search of ['crypto', '电影']) {
    await listWith({ search, per_page: 10 }, { walkBudget: 5 });
    await listWith({ search, per_page: 10 }, { walkBudget: 5, indexMatchLimit: 1 });
    await listWith({ search, per_page: 10, tg_id: USERS[0] }, { walkBudget: 2 });
  }

  // One user's conversation with one bot, and an older step of it.
  const conversation = await get<Conversation>('/v1/bot/chat-records/conversation', {
    bot_id: botId,
    tg_id: USERS[0],
    size: 5,
  });
  expect(conversation.older_cursor).not.toBeNull();
  await get('/v1/bot/chat-records/conversation', {
    bot_id: botId,
    tg_id: USERS[0],
    size: 5,
    before: conversation.older_cursor ?? '',
  });

  // The subscription list, plain, filtered and searched.
  await get('/v1/bot/subscriptions', {});
  await get('/v1/bot/subscriptions', { bot_id: botId, status: 'Subscribed' });
  await get('/v1/bot/subscriptions', { search: USERS[0] });
  await get('/v1/bot/subscriptions', { search: 'user_1' });

  // A chat-record export, filtered as the list is, read by the export worker.
  const created = await server.app.inject({
    method: 'POST',
    url: '/v1/exports',
    headers: bearer(admin),
    payload: { type: 'chat-record', filters: { direction: 'Inbound', search: 'movie' }, all_data: true },
  });
  expect(created.statusCode, created.body).toBe(202);
  const id = json<{ data: Export }>(created).data.id;
  await expect
    .poll(async () => (await get<Export>(`/v1/exports/${id}`)).status, { timeout: 10_000, interval: 20 })
    .toBe('Completed');
}

/**
 * The fan-outs decision 44 accepts: statements on a distributed table that name no account, so that Citus
 * sends them to every shard. Each is matched by a fragment of its shape and carries what it costs there.
 */
interface FanOut {
  name: string;
  cost: string;
  shape: RegExp;
}

const FAN_OUTS: readonly FanOut[] = [
  {
    name: 'chat-record page, every user',
    cost: 'each shard reads its newest offset + page size (a cursor: page size + 1) rows of the range from its (sent_at, id) or (bot_id, sent_at, id) index; the coordinator merges them and keeps one page',
    shape:
      /^select "c"\."id", "c"\."bot_id", .* from "chat_records" as "c" where .* order by "c"\."sent_at" (desc|asc), "c"\."id" (desc|asc) limit \$\d+( offset \$\d+)?$/,
  },
  {
    name: "chat-record page of a search's matches, by id",
    cost: "one primary-key probe per id on every shard, until the search's keys carry account_id and the ids prune the shards",
    shape: /^select "c"\."id", .* from "chat_records" as "c" where "c"\."id" in \(/,
  },
  {
    name: 'chat-record total, the part hours at the ends of a range',
    cost: 'each shard counts at most two part hours through its indexes; the whole hours come from chat_record_counts on the coordinator',
    shape: /^select count\(\*\) as "n" from "chat_records" as "c"/,
  },
  {
    name: 'chat-record search, the walk over the newest records',
    cost: 'the window (order by … limit) is not pushed down whole: each shard sends its newest walk-budget rows with their folded text, the coordinator keeps the newest walk budget and filters them',
    shape:
      /^select "w"\."id", "w"\."sent_at" from \(select "c"\."id", "c"\."sent_at", "c"\."content_folded" from "chat_records" as "c"/,
  },
  {
    name: "chat-record search, the walk's edge",
    cost: 'each shard sends its newest walk-budget + 1 keys; the coordinator keeps two',
    shape:
      /^select "c"\."id", "c"\."sent_at" from "chat_records" as "c" where .* order by "c"\."sent_at" desc, "c"\."id" desc limit \$\d+ offset \$\d+$/,
  },
  {
    name: 'chat-record search past the walk, through the trigram index',
    cost: "each shard's GIN trigram lookup, at most the index match limit + 1 keys per shard",
    shape: /^select "c"\."id", "c"\."sent_at" from "chat_records" as "c" where "c"\."content_folded" like /,
  },
  {
    name: 'chat-record export, whether a record matches',
    cost: 'each shard stops at its first match',
    shape: /^select "c"\."id" from "chat_records" as "c" where .* limit \$\d+$/,
  },
  {
    name: 'chat-record export, the count',
    cost: 'each shard counts its matches; the coordinator adds them',
    shape: /^select count\(\*\) as "total" from "chat_records" as "c"/,
  },
  {
    name: 'chat-record export, a batch',
    cost: 'each shard sends its next batch by keyset, joined with its own tg_accounts rows (co-located) and bots (a reference table); the coordinator merges and keeps one batch',
    shape:
      /^select "c"\."id", .* from "chat_records" as "c" left join "bots" as "b" on "b"\."id" = "c"\."bot_id" left join "tg_accounts" as "a" on "a"\."id" = "c"\."account_id"/,
  },
  {
    name: "ingestion, a batch's known event ids",
    cost: 'a unique-index probe per event id on every shard, until the check keys on (account_id, event_id), as the unique constraint must',
    shape: /^select "event_id" from "(chat_records|search_events)" where "event_id" in \(/,
  },
  {
    name: "ingestion, the subscribers' search counters of a batch",
    cost: "the batch's values go to every shard, each updates its own subscribers in the ingest transaction (a commit on every node)",
    shape: /^with v \(bot_id, account_id, total, day, on_day, at\) as \(values .*\) update bot_subscriptions /,
  },
  {
    name: "ingestion, the accounts' subscription counts of a batch",
    cost: "the batch's values go to every shard, each updates its own accounts in the ingest transaction (a commit on every node)",
    shape: /^with v \(id, delta\) as \(values .*\) update tg_accounts /,
  },
  {
    name: 'bot overview, current subscribers per bot',
    cost: 'each shard counts its Subscribed rows per bot through (status, bot_id, subscribed_at); the coordinator adds one row per bot and shard',
    shape: /^select "bot_id", count\(\*\) as "n" from "bot_subscriptions" where "status" = \$\d+/,
  },
  {
    name: 'subscription list, a page and its total',
    cost: "each shard counts its matches and sends its newest offset + page size ids; the coordinator picks the page's ids, then reads those rows from every shard",
    shape: /"page_total_item_count" from "bot_subscriptions" as "s" inner join "bots" as "b"/,
  },
  {
    name: "platform search, the listed users' reload",
    cost: "each shard reads its White- and Blacklisted users through (list_type, user_type, last_active_at), once per change of the lists' version, not per search",
    shape: /^select "tg_id", "list_type" from "tg_accounts" where "list_type" in \(/,
  },
];

/** A table a statement reads or writes, under the alias it gives it. */
interface TableRef {
  table: string;
  alias: string;
}

const normalized = (sqlText: string) => sqlText.replace(/\s+/g, ' ').trim();

function tableRefs(sqlText: string): TableRef[] {
  return [...sqlText.matchAll(/\b(?:from|join|update|into) "?([a-z_]+)"?(?: as "?([a-z_]+)"?)?/gi)].map((match) => ({
    table: match[1] ?? '',
    alias: match[2] ?? match[1] ?? '',
  }));
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `ref`'s column compared with a parameter: `"c"."account_id" = $1`, `"id" in ($1, $2)` (unqualified: one table only). */
function boundByParameter(sqlText: string, ref: TableRef, column: string, onlyTable: boolean): boolean {
  const owner = `(?:"?(?:${escaped(ref.alias)}|${escaped(ref.table)})"?\\.)${onlyTable ? '?' : ''}`;
  return new RegExp(`${owner}"?${column}"?\\s*(?:=\\s*\\$\\d+|in\\s*\\(\\s*\\$\\d+)`).test(sqlText);
}

/** An insert names every row's account: Citus sends each row to its shard. */
function insertCarries(sqlText: string, ref: TableRef, columns: readonly string[]): boolean {
  const list = new RegExp(`^insert into "?${escaped(ref.table)}"? \\(([^)]*)\\)`).exec(sqlText)?.[1] ?? '';
  return columns.some((column) => list.includes(`"${column}"`));
}

/** Whether Citus can send the statement to the shards of the accounts it names only. */
function isRouted(sqlText: string): boolean {
  const refs = tableRefs(sqlText);
  const distributed = refs.filter((ref) => ref.table in DISTRIBUTED);
  const keysOf = (ref: TableRef) => {
    const spec = DISTRIBUTED[ref.table];
    return spec ? [spec.column, ...(spec.lookup ? [spec.lookup] : [])] : [];
  };
  const routed = distributed.filter(
    (ref) =>
      insertCarries(sqlText, ref, keysOf(ref)) ||
      keysOf(ref).some((column) => boundByParameter(sqlText, ref, column, refs.length === 1)),
  );
  // The others must be joined to a routed one on the distribution columns: the tables are co-located.
  return distributed.every(
    (ref) =>
      routed.includes(ref) ||
      routed.some((other) => {
        const side = (r: TableRef) => `"${escaped(r.alias)}"\\."${DISTRIBUTED[r.table]?.column ?? ''}"`;
        return new RegExp(`${side(ref)} = ${side(other)}|${side(other)} = ${side(ref)}`).test(sqlText);
      }),
  );
}

describe('statements on the distributed tables (decision 44)', () => {
  it('name their account, or are fan-outs the decision lists', async () => {
    capturing = true;
    await exerciseEverything();
    capturing = false;
    const onDistributed = [...new Set(statements.map(normalized))].filter((sqlText) =>
      tableRefs(sqlText).some((ref) => ref.table in DISTRIBUTED),
    );
    const fanOuts = onDistributed.filter((sqlText) => !isRouted(sqlText));
    const unlisted = fanOuts.filter((sqlText) => !FAN_OUTS.some((fanOut) => fanOut.shape.test(sqlText)));
    expect(unlisted, 'fan-outs decision 44 does not list').toEqual([]);
    // An entry nothing matches any more is taken out, so that the list stays what the code does.
    const unused = FAN_OUTS.filter((fanOut) => !fanOuts.some((sqlText) => fanOut.shape.test(sqlText)));
    expect(unused.map((fanOut) => fanOut.name)).toEqual([]);
    // The router statements are most of them: the check has something to hold.
    expect(onDistributed.length - fanOuts.length).toBeGreaterThan(10);
  });
});
