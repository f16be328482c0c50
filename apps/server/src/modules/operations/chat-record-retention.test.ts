import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chatRecordListQuerySchema,
  type ChatRecordListQuery,
  type ChatRecordPage,
  type ChatRecordRow,
} from '@backoffice/contract';
import { listChatRecords } from '../bot-analytics/index.js';
import { bearer, json, testDatabaseKind, useTestServer } from '../../test/harness.js';
import { platformFeed } from '../../test/platform-feed.js';
import { purgeChatRecords, runPurgeChatRecordsCommand } from './chat-record-retention.js';

const server = useTestServer();

const BASE = Date.parse('2024-05-01T00:00:00.000Z');
const PHRASES = ['crypto signals today', '电影推荐一下', 'hello bot', 'Looking for CRYPTO news', '我想看免费电影'];

/** 150 records, one every 4 minutes and a bit (10 hours), two bots, both directions and types. */
const ROWS: ChatRecordRow[] = Array.from({ length: 150 }, (_, i) => ({
  event_id: `retention-${i}`,
  bot: i % 3 === 0 ? 'keep_media_bot' : 'keep_search_bot',
  tg_id: String(9000 + (i % 4)),
  username: i % 4 === 3 ? null : `user_${i % 4}`,
  sent_at: new Date(BASE + i * 241_000 + (i % 7)).toISOString(),
  direction: i % 2 === 0 ? 'Inbound' : 'Outbound',
  message_type: i % 5 === 0 ? 'Button' : 'Text',
  content: PHRASES[i % PHRASES.length] ?? 'hello',
}));

/** Mid-hour, so the hour it falls in keeps part of its records: its count must drop by exactly the rest. */
const BEFORE = '2024-05-01T04:31:17.123Z';
const kept = ROWS.filter((row) => row.sent_at >= BEFORE);
const purged = ROWS.filter((row) => row.sent_at < BEFORE);

let botIds: Record<string, number> = {};

beforeAll(async () => {
  await (await platformFeed(server)).send('chat-records', ROWS);
  const bots = await server.database.db.selectFrom('bots').select(['id', 'username']).execute();
  botIds = Object.fromEntries(bots.map((bot) => [bot.username, bot.id]));
});

async function list(query: Record<string, string | number>): Promise<ChatRecordPage['data']> {
  const response = await server.app.inject({
    method: 'GET',
    url: '/v1/bot/chat-records',
    headers: bearer(server.admin),
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<ChatRecordPage>(response).data;
}

function captured() {
  const lines = { out: [] as string[], err: [] as string[] };
  return { lines, io: { out: (line: string) => lines.out.push(line), err: (line: string) => lines.err.push(line) } };
}

const contains = (text: string) => (row: ChatRecordRow) => row.content.toLowerCase().includes(text.toLowerCase());

describe('chat-record retention', () => {
  it('reports what a dry run would delete, and deletes nothing', async () => {
    const { lines, io } = captured();
    expect(await runPurgeChatRecordsCommand(server.database.db, ['--before', BEFORE, '--dry-run'], io)).toBe(0);
    expect(lines.out).toEqual([
      `Dry run: ${purged.length} chat records were sent before ${BEFORE}; nothing was deleted.`,
    ]);
    expect((await list({})).total_item_count).toBe(ROWS.length);
  });

  it('refuses a missing, unreadable or future date and a bad batch size, naming the option', async () => {
    const now = () => new Date('2024-06-01T00:00:00Z');
    for (const [args, message] of [
      [[], '--before is required'],
      [['--before', 'last spring'], '--before: "last spring" is not a date'],
      [['--before', '2024-07-01'], '--before must not be in the future'],
      [['--before', '2024-05-01', '--batch-size', '0'], '--batch-size must be a whole number from 1 to 50,000'],
    ] as const) {
      const { lines, io } = captured();
      expect(await runPurgeChatRecordsCommand(server.database.db, [...args], io, now)).toBe(2);
      expect(lines.err[0]).toContain(message);
    }
    expect((await list({})).total_item_count).toBe(ROWS.length);
  });

  it('deletes the older records in batches; totals, filters and search then agree with what remains', async () => {
    const outcome = await purgeChatRecords(server.database.db, BEFORE, { batchSize: 7 });
    expect(outcome).toEqual({
      matched: purged.length,
      deleted: purged.length,
      batches: Math.ceil(purged.length / 7),
      partitionsDropped: 0,
    });

    const all = await list({ per_page: 100 });
    expect(all.total_item_count).toBe(kept.length);
    const bot = botIds['keep_media_bot'] as number;
    expect((await list({ bot_id: bot })).total_item_count).toBe(
      kept.filter((row) => row.bot === 'keep_media_bot').length,
    );
    expect((await list({ direction: 'Outbound', message_type: 'Text' })).total_item_count).toBe(
      kept.filter((row) => row.direction === 'Outbound' && row.message_type === 'Text').length,
    );
    // A range of whole hours (summed from the hourly counts) across the purged and the kept records.
    const range = { from: '2024-05-01T02:00:00.000Z', to: '2024-05-01T07:59:59.999Z' };
    expect((await list(range)).total_item_count).toBe(kept.filter((row) => row.sent_at <= range.to).length);

    for (const search of ['crypto', '电影']) {
      const found = await list({ search, per_page: 100 });
      const expected = kept.filter(contains(search));
      expect(found.total_item_count, search).toBe(expected.length);
      expect(found.data.every((record) => record.sent_at >= BEFORE)).toBe(true);
      // Texts with trigrams are read from the trigram index past the newest records: the deleted records are gone from it too.
      if ([...search].length < 3) continue;
      const throughIndex = await listChatRecords(
        server.database.db,
        testDatabaseKind(),
        chatRecordListQuerySchema.parse({ search, per_page: 100 } satisfies ChatRecordListQuery),
        { walkBudget: 0 },
      );
      expect(throughIndex.data.total_item_count, search).toBe(expected.length);
    }
  });

  it('leaves the hourly counts equal to the records, and the search index whole', async () => {
    const db = server.database.db;
    const buckets = await db
      .selectFrom('chat_record_counts')
      .select(['bot_id', 'hour', 'direction', 'message_type', 'count'])
      .execute();
    expect(buckets.every((bucket) => Number(bucket.count) > 0)).toBe(true);
    const records = await db
      .selectFrom('chat_records')
      .select(['bot_id', 'sent_at', 'direction', 'message_type'])
      .execute();
    const recount = new Map<string, number>();
    for (const record of records) {
      const key = [
        record.bot_id,
        `${record.sent_at.slice(0, 13)}:00:00.000Z`,
        record.direction,
        record.message_type,
      ].join('|');
      recount.set(key, (recount.get(key) ?? 0) + 1);
    }
    const stored = new Map(
      buckets.map((bucket) => [
        [bucket.bot_id, new Date(bucket.hour).toISOString(), bucket.direction, bucket.message_type].join('|'),
        Number(bucket.count),
      ]),
    );
    expect(stored).toEqual(recount);
    if (testDatabaseKind() === 'sqlite') {
      // FTS5 compares its index with the chat_records rows and fails on any difference.
      await sql`insert into chat_records_fts (chat_records_fts, rank) values ('integrity-check', 1)`.execute(db);
    }
  });

  it('audits the purge once, with the date and the number of records, and a second run deletes nothing', async () => {
    const entries = await server.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'chat_record.purge')
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor_email: 'cli', entity: 'chat_record' });
    expect(JSON.parse(entries[0]?.changes ?? '{}')).toEqual({
      sent_before: { to: BEFORE },
      records: { from: purged.length, to: 0 },
    });

    const { lines, io } = captured();
    expect(await runPurgeChatRecordsCommand(server.database.db, ['--before', BEFORE], io)).toBe(0);
    expect(lines.out).toEqual([
      `Deleted 0 chat records sent before ${BEFORE}, in 0 batch(es); totals and search follow.`,
    ]);
    expect(
      await server.database.db.selectFrom('audit_log').select('id').where('action', '=', 'chat_record.purge').execute(),
    ).toHaveLength(1);
    expect((await list({})).total_item_count).toBe(kept.length);
  });
});
