import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { ChatRecordPage, ChatRecordRow } from '@backoffice/contract';
import { ADMIN, bearer, json, login, startTestServer, type TestServer } from '../../test/harness.js';
import { platformFeed } from '../../test/platform-feed.js';
import { seedDemo } from '../../demo/index.js';
import type { DemoScale } from '../../demo/scale.js';
import { completeChatRecordFolding } from './chat-record-folding.js';
import { migrateThrough } from './migrate.js';
import { eventPartitions, weekStart } from './event-partitions.js';
import type { Database } from './schema.js';

/**
 * Migration 029 converts a filled database in place (decision 43): a database of the version before it,
 * filled by the demo's code path, is migrated, and every record, id, index and answer must come through.
 */

const SCALE: DemoScale = {
  bots: 3,
  users: 60,
  chatRecords: 2_000,
  searchEvents: 400,
  sponsorClicks: 50,
  groups: 2,
  days: 10,
};

interface Snapshot {
  records: number;
  searches: number;
  lastId: number;
  newest: { id: string; sent_at: string; content: string }[];
  indexes: Record<string, number>;
}

const snapshot: Partial<Snapshot> = {};
const nextMonday = () => new Date(Date.parse(weekStart(new Date())) + 7 * 86_400_000).toISOString();
let server: TestServer;
let admin: string;

async function indexOid(db: Kysely<Database>, name: string): Promise<number> {
  const { rows } = await sql<{ oid: number }>`select ${name}::regclass::oid as oid`.execute(db);
  return Number(rows[0]?.oid);
}

async function count(db: Kysely<Database>, table: 'chat_records' | 'search_events'): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.ref(table)}`.execute(db);
  return Number(rows[0]?.n);
}

const newest = async (db: Kysely<Database>) =>
  (
    await sql<{ id: string; sent_at: string; content: string }>`select id::text as id, sent_at::text as sent_at, content
      from chat_records order by sent_at desc, id desc limit 20`.execute(db)
  ).rows;

beforeAll(async () => {
  server = await startTestServer({ EXPORT_WORKER: 'off' }, undefined, {
    beforeMigrating: async (database) => {
      // The state the version before migration 029 leaves: its migrations, and the folded text and its index.
      await migrateThrough(database, '028_webhooks');
      await completeChatRecordFolding(database);
      await seedDemo(database.db, { seed: 11, scale: SCALE });
      const { rows } = await sql<{ max: string }>`select max(id) as max from chat_records`.execute(database.db);
      Object.assign(snapshot, {
        records: await count(database.db, 'chat_records'),
        searches: await count(database.db, 'search_events'),
        lastId: Number(rows[0]?.max),
        newest: await newest(database.db),
        indexes: {
          chat_records_sent: await indexOid(database.db, 'chat_records_sent'),
          chat_records_folded_trgm: await indexOid(database.db, 'chat_records_folded_trgm'),
        },
      });
    },
  });
  admin = (await login(server.app, ADMIN.email, ADMIN.password)).access_token;
}, 120_000);
afterAll(async () => server.close());

async function total(): Promise<number> {
  const response = await server.app.inject({
    method: 'GET',
    url: '/v1/bot/chat-records',
    headers: bearer(admin),
    query: { per_page: '10' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<ChatRecordPage>(response).data.total_item_count;
}

describe('migration 029 on a filled database', () => {
  it('keeps every record and search, now in the partition of everything before next Monday', async () => {
    const db = server.database.db;
    expect(snapshot.records).toBeGreaterThan(1_000);
    const kinds = await sql<{ relname: string; relkind: string }>`select relname, relkind from pg_class
      where oid in ('chat_records'::regclass, 'search_events'::regclass)`.execute(db);
    expect(kinds.rows.map((row) => row.relkind)).toEqual(['p', 'p']);
    expect(await count(db, 'chat_records')).toBe(snapshot.records);
    expect(await count(db, 'search_events')).toBe(snapshot.searches);
    expect(await newest(db)).toEqual(snapshot.newest);
    expect(await total()).toBe(snapshot.records);
    const [first] = await eventPartitions(db, 'chat_records');
    expect(first).toEqual({ name: 'chat_records_before_partitioning', until: nextMonday(), isDefault: false });
  });

  it("adopts the table's indexes instead of building them again", async () => {
    const db = server.database.db;
    expect(await indexOid(db, 'chat_records_before_partitioning_sent')).toBe(snapshot.indexes?.['chat_records_sent']);
    expect(await indexOid(db, 'chat_records_before_partitioning_folded_trgm')).toBe(
      snapshot.indexes?.['chat_records_folded_trgm'],
    );
    const attached = await sql<{ parent: string }>`select p.relname as parent from pg_inherits i
      join pg_class p on p.oid = i.inhparent where i.inhrelid = 'chat_records_before_partitioning_folded_trgm'::regclass`.execute(
      db,
    );
    expect(attached.rows).toEqual([{ parent: 'chat_records_folded_trgm' }]);
    const valid = await sql<{ valid: boolean }>`select indisvalid as valid from pg_index
      where indexrelid = 'chat_records_folded_trgm'::regclass`.execute(db);
    expect(valid.rows).toEqual([{ valid: true }]);
  });

  it('goes on numbering past the old ids, stores new weeks in their partitions and still knows old events', async () => {
    const db = server.database.db;
    const nextWeek = new Date(Date.parse(nextMonday()) + 86_400_000 + 3_600_000).toISOString();
    const fresh: ChatRecordRow = {
      event_id: 'after-conversion-1',
      bot: 'converted_bot',
      tg_id: '880001',
      username: 'converted_user',
      sent_at: nextWeek,
      direction: 'Inbound',
      message_type: 'Text',
      content: 'written after the conversion',
    };
    const feed = await platformFeed(server);
    await feed.send('chat-records', [fresh]);
    const row = await sql<{
      id: string;
      partition: string;
    }>`select id::text as id, tableoid::regclass::text as partition
      from chat_records where event_id = ${fresh.event_id}`.execute(db);
    expect(Number(row.rows[0]?.id)).toBeGreaterThan(snapshot.lastId ?? Infinity);
    expect(row.rows[0]?.partition).toBe(`chat_records_p${nextMonday().slice(0, 10).replaceAll('-', '')}`);

    const old = await db
      .selectFrom('chat_records as c')
      .innerJoin('bots as b', 'b.id', 'c.bot_id')
      .innerJoin('tg_accounts as a', 'a.id', 'c.account_id')
      .select(['c.event_id', 'b.username as bot', 'a.tg_id', 'c.sent_at', 'c.direction', 'c.message_type', 'c.content'])
      .orderBy('c.id')
      .limit(5)
      .execute();
    await feed.send(
      'chat-records',
      old.map((record) => ({
        event_id: record.event_id,
        bot: record.bot,
        tg_id: String(record.tg_id),
        username: null,
        sent_at: record.sent_at,
        direction: record.direction as ChatRecordRow['direction'],
        message_type: record.message_type as ChatRecordRow['message_type'],
        content: record.content,
      })),
    );
    expect(await count(db, 'chat_records')).toBe((snapshot.records ?? 0) + 1);
  });
});
