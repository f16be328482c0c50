import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import {
  chatRecordListQuerySchema,
  type ChatRecordListQuery,
  type ChatRecordPage,
  type ChatRecordRow,
} from '@backoffice/contract';
import { ADMIN, bearer, json, login, startTestServer, type TestServer } from '../../test/harness.js';
import { platformFeed } from '../../test/platform-feed.js';
import { POSTGRES_URL } from '../../test/postgres-url.js';
import { listChatRecords } from '../../modules/bot-analytics/chat-record-list.js';
import type { ListTuning } from '../../modules/bot-analytics/chat-record-plan.js';
import { purgeChatRecords } from '../../modules/operations/chat-record-retention.js';
import {
  weekPartitionName,
  weekStart,
  eventPartitions,
  makeDuePartitions,
  PARTITION_WEEKS_AHEAD,
} from './event-partitions.js';

/**
 * Decision 43: on PostgreSQL the event tables hold one partition per week. These tests read the catalogue
 * and the plans of the statements the chat-record code sends, so they fail when a partition goes missing, a
 * row is lost to a week without one, retention stops dropping whole weeks, or a query naming a time range
 * stops pruning.
 */

const statements: { text: string; parameters: readonly unknown[] }[] = [];
let capturing = false;
let server: TestServer;
let admin: string;

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
const FIRST_DAY = Date.parse('2024-06-01T00:00:00.000Z');
const BOT = 'partition_bot';

/** Eight records a day over ten days, from Saturday 2024-06-01: three weeks, two users, both directions. */
const RECORDS: ChatRecordRow[] = Array.from({ length: 80 }, (_, i) => ({
  event_id: `partition-${i}`,
  bot: BOT,
  tg_id: String(7100 + (i % 2)),
  username: `part_user_${i % 2}`,
  sent_at: new Date(FIRST_DAY + Math.floor(i / 8) * DAY_MS + (i % 8) * 10_800_000 + 1_000).toISOString(),
  direction: i % 2 === 0 ? 'Inbound' : 'Outbound',
  message_type: 'Text',
  content: i % 3 === 0 ? 'crypto signals today' : 'movie night',
}));

beforeAll(async () => {
  server = await startTestServer({}, undefined, {
    onStatement: (text, parameters) => {
      if (capturing) statements.push({ text, parameters });
    },
  });
  admin = (await login(server.app, ADMIN.email, ADMIN.password)).access_token;
});
afterAll(async () => server.close());

const partitionNames = async (table: 'chat_records' | 'search_events') =>
  (await eventPartitions(server.database.db, table)).map((p) => p.name);

async function list(query: ChatRecordListQuery): Promise<ChatRecordPage['data']> {
  const response = await server.app.inject({
    method: 'GET',
    url: '/v1/bot/chat-records',
    headers: bearer(admin),
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<ChatRecordPage>(response).data;
}

describe('event table partitions', () => {
  it('are made for this week and the coming ones at start, beside the default one', async () => {
    const thisWeek = weekStart(new Date());
    for (const table of ['chat_records', 'search_events'] as const) {
      const names = await partitionNames(table);
      for (let week = 0; week <= PARTITION_WEEKS_AHEAD; week += 1)
        expect(names).toContain(
          weekPartitionName(table, new Date(Date.parse(thisWeek) + week * WEEK_MS).toISOString()),
        );
      expect(names).toContain(`${table}_default`);
    }
  });

  it('keep a record of a week without a partition in the default one, then move it into its own', async () => {
    await (await platformFeed(server)).send('chat-records', RECORDS);
    const held = await sql<{ n: string }>`select count(*) as n from chat_records_default`.execute(server.database.db);
    expect(Number(held.rows[0]?.n)).toBe(RECORDS.length);

    const made = await makeDuePartitions(server.database.db, new Date(), false);
    expect(made).toEqual(['chat_records_p20240527', 'chat_records_p20240603', 'chat_records_p20240610']);
    const left = await sql<{ n: string }>`select count(*) as n from chat_records_default`.execute(server.database.db);
    expect(Number(left.rows[0]?.n)).toBe(0);
    // Vacuumed once emptied, so the newest page of all records does not walk the moved rows' dead index entries.
    const vacuumed = await sql<{ done: boolean }>`select last_vacuum is not null as done from pg_stat_user_tables
      where relid = 'chat_records_default'::regclass`.execute(server.database.db);
    expect(vacuumed.rows).toEqual([{ done: true }]);
    // And the partitions filled by the move are analysed: without a histogram of sent_at the planner guesses a
    // range holds a handful of a week's records, and sorts them all where it would read them in order.
    const analysed = await sql<{ columns: number }>`select count(*) as columns from pg_stats
      where schemaname = current_schema() and tablename = 'chat_records_p20240603' and attname = 'sent_at'`.execute(
      server.database.db,
    );
    expect(analysed.rows).toEqual([{ columns: 1 }]);
    const inWeek = await sql<{ n: string }>`select count(*) as n from chat_records_p20240603`.execute(
      server.database.db,
    );
    expect(Number(inWeek.rows[0]?.n)).toBe(7 * 8);
    expect((await list({ per_page: 100 })).total_item_count).toBe(RECORDS.length);
    // Sent again, the same events are duplicates wherever their rows now live.
    await (await platformFeed(server)).send('chat-records', RECORDS.slice(0, 20));
    expect((await list({ per_page: 100 })).total_item_count).toBe(RECORDS.length);
  });

  it('prune to the partitions of a named time range in every statement of a chat-record list', async () => {
    // `to` is the last instant included.
    const range = { from: '2024-06-02T00:00:00.000Z', to: '2024-06-04T23:59:59.999Z' };
    const inRange = new Set(['chat_records_p20240527', 'chat_records_p20240603']);
    const tuned = (query: ChatRecordListQuery, tuning: ListTuning) =>
      listChatRecords(server.database.db, 'postgres', chatRecordListQuerySchema.parse(query), tuning);
    statements.length = 0;
    capturing = true;
    try {
      const first = await list({ ...range, per_page: 5 });
      expect(first.total_item_count).toBe(3 * 8);
      const older = await list({ ...range, per_page: 5, cursor: first.next_cursor ?? '' });
      await list({ ...range, per_page: 5, cursor: older.prev_cursor ?? '' });
      await list({ ...range, per_page: 5, current_page: 4 });
      await list({ ...range, per_page: 5, search: 'crypto' });
      await list({ ...range, per_page: 5, search: 'mo' });
      await tuned({ ...range, per_page: 5, search: 'crypto' }, { walkBudget: 3 });
    } finally {
      capturing = false;
    }
    const onRecords = statements.filter(({ text }) => /from "chat_records"/.test(text));
    expect(onRecords.length).toBeGreaterThan(5);
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      await client.query(`set search_path to ${server.database.schema ?? 'public'}`);
      for (const { text, parameters } of onRecords) {
        const plan = await client.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${text}`, [...parameters]);
        const read = relationsIn(plan.rows[0]?.['QUERY PLAN']).filter((name) => name.startsWith('chat_records'));
        expect(read.length, text).toBeGreaterThan(0);
        for (const name of read) expect(inRange, `${text}\nreads ${name}`).toContain(name);
      }
    } finally {
      await client.end();
    }
  });

  it('are dropped whole by retention, with their hourly counts and one audit entry', async () => {
    const before = '2024-06-04T10:00:00.000Z';
    const expected = RECORDS.filter((row) => row.sent_at < before).length;
    const rest = RECORDS.filter((row) => row.sent_at >= '2024-06-03' && row.sent_at < before).length;
    const outcome = await purgeChatRecords(server.database.db, before, { batchSize: 2 });
    expect(outcome).toEqual({
      matched: expected,
      deleted: expected,
      partitionsDropped: 1,
      batches: Math.ceil(rest / 2),
    });
    const names = await partitionNames('chat_records');
    expect(names).not.toContain('chat_records_p20240527');
    expect(names).toContain('chat_records_p20240603');
    const page = await list({ per_page: 100 });
    expect(page.total_item_count).toBe(RECORDS.length - expected);
    expect(page.data.every((record) => record.sent_at >= before)).toBe(true);
    const counts = await sql<{ n: string | null }>`select sum(count) as n from chat_record_counts`.execute(
      server.database.db,
    );
    expect(Number(counts.rows[0]?.n)).toBe(RECORDS.length - expected);
    const audits = await server.database.db
      .selectFrom('audit_log')
      .select('changes')
      .where('action', '=', 'chat_record.purge')
      .execute();
    expect(audits).toHaveLength(1);
  });
});

/** The names of every relation a JSON plan reads. */
function relationsIn(plan: unknown): string[] {
  if (Array.isArray(plan)) return plan.flatMap(relationsIn);
  if (plan === null || typeof plan !== 'object') return [];
  const node = plan as Record<string, unknown>;
  const own = typeof node['Relation Name'] === 'string' ? [node['Relation Name']] : [];
  return [...own, ...Object.values(node).flatMap(relationsIn)];
}
