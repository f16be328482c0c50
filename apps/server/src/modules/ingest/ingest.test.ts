import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IngestKind, IngestResult } from '@backoffice/contract';
import { bearer, createTestApiKey, signInWith, useTestServer } from '../../test/harness.js';
import { platformClientOf } from '../../test/platform-client.js';

const server = useTestServer();
let ingestKey: string;
beforeAll(async () => {
  ingestKey = await createTestApiKey(server, ['ingest'], 'bot platform');
});

const post = (kind: IngestKind, body: unknown, key = ingestKey) =>
  server.app.inject({
    method: 'POST',
    url: `/v1/platform/ingest/${kind}`,
    headers: bearer(key),
    payload: body as object,
  });

/** A batch through the bots' typed client; rows go as given, bad ones too: the server checks each on its own. */
async function ingest(kind: IngestKind, rows: unknown[]): Promise<IngestResult> {
  const { data, error, response } = await platformClientOf(server, ingestKey).POST(`/v1/platform/ingest/${kind}`, {
    body: { rows } as never,
  });
  expect(response.status, JSON.stringify(error)).toBe(200);
  return (data as { data: IngestResult }).data;
}

const db = () => server.database.db;

async function account(tgId: number) {
  return db().selectFrom('tg_accounts').selectAll().where('tg_id', '=', tgId).executeTakeFirstOrThrow();
}

async function botId(username: string): Promise<number> {
  const bot = await db()
    .selectFrom('bots')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirstOrThrow();
  return bot.id;
}

async function dailyStats(bot: string, day: string) {
  return db()
    .selectFrom('bot_daily_stats')
    .selectAll()
    .where('bot_id', '=', await botId(bot))
    .where('day', '=', day)
    .executeTakeFirst();
}

/** Everything a batch can change, to prove that a retried batch changes none of it. */
async function snapshot() {
  const tables = [
    'chat_records',
    'chat_record_counts',
    'tg_accounts',
    'bots',
    'bot_subscriptions',
    'bot_daily_stats',
    'search_events',
    'sponsors',
    'sponsor_daily_stats',
    'war_groups',
    'group_activity_daily',
    'group_activity_hourly',
    'group_member_activity_daily',
    'ads_keyword_slots',
    'ads_keywords',
    'ingest_receipts',
  ] as const;
  const state: Record<string, unknown[]> = {};
  for (const table of tables)
    state[table] = (await sql`select * from ${sql.table(table)} order by 1, 2`.execute(db())).rows;
  return state;
}

const chat = (event_id: string, fields: Record<string, unknown> = {}) => ({
  event_id,
  bot: 'hi7_search_bot',
  tg_id: '5512345678',
  username: 'lucy_w',
  sent_at: '2025-03-04T10:15:00Z',
  direction: 'Inbound',
  message_type: 'Text',
  content: 'crypto signals',
  ...fields,
});

describe('access', () => {
  it('needs an API key with the ingest scope', async () => {
    const readKey = await createTestApiKey(server, ['read'], 'search only');
    const wrongScope = await post('chat-records', { rows: [chat('scope-1')] }, readKey);
    expect(wrongScope.statusCode).toBe(403);
    expect(wrongScope.json()).toMatchObject({ error_code: 'API_KEY_SCOPE_MISSING' });
    const staffToken = await post('chat-records', { rows: [chat('scope-2')] }, server.admin);
    expect(staffToken.statusCode).toBe(401);
    expect(staffToken.json()).toMatchObject({ error_code: 'API_KEY_INVALID' });
    expect(
      await db().selectFrom('chat_records').select('id').where('event_id', 'in', ['scope-1', 'scope-2']).execute(),
    ).toEqual([]);
  });
});

describe('the audit of batches', () => {
  async function batchesOf(prefix: string) {
    const rows = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'ingest.batch')
      .where('actor_email', 'like', `%(bok_${prefix})`)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ ...row, changes: JSON.parse(row.changes) as Record<string, { to?: unknown }> }));
  }

  it('writes one row per batch, not per row: kind, counts and key, from where', async () => {
    const key = await createTestApiKey(server, ['ingest'], 'audited pipeline');
    const prefix = key.slice('bok_'.length, 'bok_'.length + 12);
    const first = await post('chat-records', { rows: [chat('audit-1'), chat('audit-2')] }, key);
    expect(first.statusCode, first.body).toBe(200);
    const second = await post(
      'chat-records',
      {
        rows: [
          chat('audit-2'),
          chat('audit-3', { content: 'secret plans' }),
          chat('audit-4', { direction: 'Sideways' }),
        ],
      },
      key,
    );
    expect((second.json() as { data: IngestResult }).data).toMatchObject({
      accepted: 1,
      duplicates: 1,
      rejected: [{ index: 2 }],
    });

    const batches = await batchesOf(prefix);
    expect(batches).toHaveLength(2);
    const [one, two] = batches;
    expect(one).toMatchObject({
      actor_id: null,
      actor_email: `audited pipeline (bok_${prefix})`,
      entity: 'ingest_batch',
      entity_id: 'chat-records',
    });
    expect(one?.changes).toEqual({
      key_prefix: { to: prefix },
      rows: { to: 2 },
      accepted: { to: 2 },
      duplicates: { to: 0 },
      rejected: { to: 0 },
    });
    expect(two?.changes).toEqual({
      key_prefix: { to: prefix },
      rows: { to: 3 },
      accepted: { to: 1 },
      duplicates: { to: 1 },
      rejected: { to: 1 },
    });
    expect(two?.ip).toBeTruthy();
    // Counts only: what the rows said stays out of the log, and so does the key's secret.
    expect(JSON.stringify(batches)).not.toContain('secret plans');
    expect(JSON.stringify(batches)).not.toContain(key.slice(`bok_${prefix}_`.length));

    const listed = await server.app.inject({
      method: 'GET',
      url: '/v1/audit-log/list',
      headers: bearer(server.admin),
      query: { section: 'platform_api', search: prefix },
    });
    expect((listed.json() as { data: { data: { action: string; section: string }[] } }).data.data).toEqual([
      expect.objectContaining({ action: 'ingest.batch', section: 'platform_api' }),
      expect.objectContaining({ action: 'ingest.batch', section: 'platform_api' }),
    ]);
  });

  it('writes its row for a batch whose rows were all refused, and for every kind', async () => {
    const key = await createTestApiKey(server, ['ingest'], 'refused pipeline');
    const prefix = key.slice('bok_'.length, 'bok_'.length + 12);
    expect((await post('subscriptions', { rows: [{ event_id: 'bad-sub' }] }, key)).statusCode).toBe(200);
    expect((await post('search-events', { rows: [] }, key)).statusCode).toBe(200);
    const batches = await batchesOf(prefix);
    expect(
      batches.map((row) => [
        row.entity_id,
        row.changes['rows']?.to,
        row.changes['accepted']?.to,
        row.changes['rejected']?.to,
      ]),
    ).toEqual([
      ['subscriptions', 1, 0, 1],
      ['search-events', 0, 0, 0],
    ]);
  });
});

describe('batch shape', () => {
  it('refuses a body without a rows array, naming rows', async () => {
    for (const body of [{}, { rows: 'x' }, [chat('shape-1')]]) {
      const response = await post('chat-records', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error_code: 'VALIDATION_FAILED' });
    }
    const missing = await post('chat-records', {});
    expect(missing.json()).toMatchObject({ details: { fields: [{ field: 'rows' }] } });
  });

  it('refuses more than 5,000 rows as a whole, writing none of them', async () => {
    const rows = Array.from({ length: 5001 }, (_, i) => chat(`big-${i}`));
    const response = await post('chat-records', { rows });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error_code: 'VALIDATION_FAILED',
      details: { fields: [{ field: 'rows', code: 'max_value:5000', message: 'must not exceed 5000' }] },
    });
    expect(await db().selectFrom('chat_records').select('id').where('event_id', '=', 'big-0').execute()).toEqual([]);
  });

  it('takes a full batch of 5,000 long messages in one call', async () => {
    const content = '搜索结果 search results '.repeat(200).slice(0, 4096);
    const rows = Array.from({ length: 5000 }, (_, i) =>
      chat(`full-${i}`, {
        tg_id: String(7_000_000_000 + (i % 50)),
        username: null,
        content,
        sent_at: new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString(),
      }),
    );
    expect(await ingest('chat-records', rows)).toEqual({ accepted: 5000, duplicates: 0, rejected: [] });
  });
});

describe('chat records', () => {
  it('stores records with their users, bots and counts', async () => {
    const result = await ingest('chat-records', [
      chat('cr-1', {
        bot: '@Hi7_Movie_Bot',
        tg_id: '1000001',
        username: 'mia_chen',
        sent_at: '2025-05-01T08:10:00Z',
        content: '电影 复仇者联盟',
      }),
      chat('cr-2', {
        bot: 'hi7_movie_bot',
        tg_id: '1000001',
        username: 'mia_chen',
        sent_at: '2025-05-01T08:10:01Z',
        direction: 'Outbound',
        content: '找到 12 个结果',
      }),
      chat('cr-3', {
        bot: 'hi7_movie_bot',
        tg_id: '1000002',
        username: null,
        sent_at: '2025-05-01T09:30:00+08:00',
        message_type: 'Button',
        content: '下一页➡️',
      }),
    ]);
    expect(result).toEqual({ accepted: 3, duplicates: 0, rejected: [] });
    const records = await db()
      .selectFrom('chat_records')
      .select(['event_id', 'sender', 'receiver', 'direction', 'message_type', 'sent_at'])
      .where('event_id', 'like', 'cr-%')
      .orderBy('event_id')
      .execute();
    expect(records).toEqual([
      {
        event_id: 'cr-1',
        sender: '@mia_chen',
        receiver: '@Hi7_Movie_Bot',
        direction: 'Inbound',
        message_type: 'Text',
        sent_at: '2025-05-01T08:10:00.000Z',
      },
      {
        event_id: 'cr-2',
        sender: '@Hi7_Movie_Bot',
        receiver: '@mia_chen',
        direction: 'Outbound',
        message_type: 'Text',
        sent_at: '2025-05-01T08:10:01.000Z',
      },
      {
        event_id: 'cr-3',
        sender: '1000002',
        receiver: '@Hi7_Movie_Bot',
        direction: 'Inbound',
        message_type: 'Button',
        sent_at: '2025-05-01T01:30:00.000Z',
      },
    ]);
    expect(
      await db()
        .selectFrom('bots')
        .select('username')
        .where(sql<string>`lower(username)`, '=', 'hi7_movie_bot')
        .execute(),
    ).toEqual([{ username: 'Hi7_Movie_Bot' }]);
    expect(await account(1000001)).toMatchObject({
      username: 'mia_chen',
      first_seen_at: '2025-05-01T08:10:00.000Z',
      last_active_at: '2025-05-01T08:10:01.000Z',
    });
    const bot = await botId('hi7_movie_bot');
    const counts = await db()
      .selectFrom('chat_record_counts')
      .select(['hour', 'direction', 'message_type', 'count'])
      .where('bot_id', '=', bot)
      .orderBy('hour')
      .orderBy('direction')
      .execute();
    expect(counts).toEqual([
      { hour: '2025-05-01T01:00:00.000Z', direction: 'Inbound', message_type: 'Button', count: 1 },
      { hour: '2025-05-01T08:00:00.000Z', direction: 'Inbound', message_type: 'Text', count: 1 },
      { hour: '2025-05-01T08:00:00.000Z', direction: 'Outbound', message_type: 'Text', count: 1 },
    ]);
    expect(await dailyStats('hi7_movie_bot', '2025-05-01')).toMatchObject({ messages_in: 2, messages_out: 1 });
  });

  it('keeps first seen at the earliest and last active at the latest message, in any arrival order', async () => {
    await ingest('chat-records', [chat('order-1', { tg_id: '1000101', sent_at: '2025-06-10T12:00:00Z' })]);
    await ingest('chat-records', [
      chat('order-2', { tg_id: '1000101', sent_at: '2025-06-01T12:00:00Z', username: 'old_name' }),
    ]);
    expect(await account(1000101)).toMatchObject({
      first_seen_at: '2025-06-01T12:00:00.000Z',
      last_active_at: '2025-06-10T12:00:00.000Z',
      username: 'lucy_w',
    });
  });

  it('keeps the good rows of a batch and lists each bad row with its field and code', async () => {
    const result = await ingest('chat-records', [
      chat('mixed-1'),
      chat('mixed-2', { content: '' }),
      chat('mixed-3', { direction: 'Sideways', tg_id: 'abc' }),
      'not a row',
      chat('mixed-5', { colour: 'blue' }),
      chat('mixed-6', { content: 'x'.repeat(4097) }),
      { ...chat('x'), event_id: undefined },
      chat('mixed-8', { sent_at: 'yesterday' }),
      chat('mixed-9', { content: '下一页➡️', message_type: 'Button' }),
      chat('mixed-10', { sent_at: '2025-02-30T10:00:00.000Z' }),
    ]);
    expect(result.accepted).toBe(2);
    expect(result.duplicates).toBe(0);
    expect(result.rejected).toEqual([
      {
        index: 1,
        event_id: 'mixed-2',
        errors: [{ field: 'rows.1.content', code: 'required', message: 'Content is required' }],
      },
      {
        index: 2,
        event_id: 'mixed-3',
        errors: expect.arrayContaining([
          expect.objectContaining({ field: 'rows.2.tg_id', code: 'invalid' }),
          expect.objectContaining({ field: 'rows.2.direction', code: 'select' }),
        ]),
      },
      { index: 3, event_id: null, errors: [expect.objectContaining({ field: 'rows.3' })] },
      { index: 4, event_id: 'mixed-5', errors: [expect.objectContaining({ field: 'rows.4.colour', code: 'invalid' })] },
      {
        index: 5,
        event_id: 'mixed-6',
        errors: [expect.objectContaining({ field: 'rows.5.content', code: 'max_length:4096' })],
      },
      { index: 6, event_id: null, errors: [expect.objectContaining({ field: 'rows.6.event_id', code: 'required' })] },
      {
        index: 7,
        event_id: 'mixed-8',
        errors: [expect.objectContaining({ field: 'rows.7.sent_at', code: 'invalid' })],
      },
      {
        index: 9,
        event_id: 'mixed-10',
        errors: [expect.objectContaining({ field: 'rows.9.sent_at', code: 'invalid' })],
      },
    ]);
    const stored = await db()
      .selectFrom('chat_records')
      .select('event_id')
      .where('event_id', 'like', 'mixed-%')
      .orderBy('event_id')
      .execute();
    expect(stored.map((row) => row.event_id)).toEqual(['mixed-1', 'mixed-9']);
  });

  it('refuses a row whose event_id repeats within the batch, keeping the first', async () => {
    const result = await ingest('chat-records', [
      chat('twice-1', { content: 'first' }),
      chat('twice-1', { content: 'second' }),
    ]);
    expect(result).toEqual({
      accepted: 1,
      duplicates: 0,
      rejected: [
        {
          index: 1,
          event_id: 'twice-1',
          errors: [
            {
              field: 'rows.1.event_id',
              code: 'duplicate_in_batch',
              message: 'This event_id appears more than once in the batch',
            },
          ],
        },
      ],
    });
    const stored = await db().selectFrom('chat_records').select('content').where('event_id', '=', 'twice-1').execute();
    expect(stored).toEqual([{ content: 'first' }]);
  });
});

describe('subscriptions', () => {
  const sub = (
    event_id: string,
    status: 'Subscribed' | 'Unsubscribed',
    at: string,
    fields: Record<string, unknown> = {},
  ) => ({
    event_id,
    bot: 'hi7_music_bot',
    tg_id: '2000001',
    username: 'jay_zhou',
    first_name: 'Jay',
    last_name: '周',
    language_code: 'zh-hans',
    is_premium: true,
    status,
    at,
    ...fields,
  });
  const subscription = async (tgId: number) =>
    db()
      .selectFrom('bot_subscriptions')
      .select(['status', 'subscribed_at', 'unsubscribed_at'])
      .where('account_id', '=', (await account(tgId)).id)
      .where('bot_id', '=', await botId('hi7_music_bot'))
      .executeTakeFirstOrThrow();

  it('follows a user subscribing, leaving and coming back, day by day', async () => {
    expect(await ingest('subscriptions', [sub('s-1', 'Subscribed', '2025-04-01T10:00:00Z')])).toMatchObject({
      accepted: 1,
    });
    expect(await account(2000001)).toMatchObject({
      first_name: 'Jay',
      last_name: '周',
      language_code: 'zh-hans',
      tier: 'Premium',
      subscription_count: 1,
    });
    expect(await subscription(2000001)).toEqual({
      status: 'Subscribed',
      subscribed_at: '2025-04-01T10:00:00.000Z',
      unsubscribed_at: null,
    });

    await ingest('subscriptions', [
      sub('s-2', 'Subscribed', '2025-04-01T11:00:00Z'),
      sub('s-3', 'Unsubscribed', '2025-04-02T09:00:00Z'),
    ]);
    expect(await subscription(2000001)).toEqual({
      status: 'Unsubscribed',
      subscribed_at: '2025-04-01T10:00:00.000Z',
      unsubscribed_at: '2025-04-02T09:00:00.000Z',
    });
    expect((await account(2000001)).subscription_count).toBe(0);

    await ingest('subscriptions', [sub('s-4', 'Subscribed', '2025-04-03T09:00:00Z', { is_premium: false })]);
    expect(await subscription(2000001)).toEqual({
      status: 'Subscribed',
      subscribed_at: '2025-04-03T09:00:00.000Z',
      unsubscribed_at: null,
    });
    expect(await account(2000001)).toMatchObject({ subscription_count: 1, tier: 'Public' });

    expect(await dailyStats('hi7_music_bot', '2025-04-01')).toMatchObject({ new_subscribers: 1, lost_subscribers: 0 });
    expect(await dailyStats('hi7_music_bot', '2025-04-02')).toMatchObject({ new_subscribers: 0, lost_subscribers: 1 });
    expect(await dailyStats('hi7_music_bot', '2025-04-03')).toMatchObject({ new_subscribers: 1, lost_subscribers: 0 });
  });

  it('does not let an event older than the last change flip the status back', async () => {
    await ingest('subscriptions', [sub('late-1', 'Subscribed', '2025-04-10T10:00:00Z', { tg_id: '2000002' })]);
    const late = await ingest('subscriptions', [
      sub('late-2', 'Unsubscribed', '2025-04-09T10:00:00Z', { tg_id: '2000002' }),
    ]);
    expect(late).toEqual({ accepted: 1, duplicates: 0, rejected: [] });
    expect(await subscription(2000002)).toMatchObject({ status: 'Subscribed', unsubscribed_at: null });
    expect((await account(2000002)).subscription_count).toBe(1);
  });

  it('counts one subscription per bot in the user’s subscription count', async () => {
    await ingest('subscriptions', [
      sub('multi-1', 'Subscribed', '2025-04-11T10:00:00Z', { tg_id: '2000003' }),
      sub('multi-2', 'Subscribed', '2025-04-11T10:01:00Z', { tg_id: '2000003', bot: 'hi7_search_bot' }),
      sub('multi-3', 'Subscribed', '2025-04-11T10:02:00Z', { tg_id: '2000003', bot: 'hi7_search_bot' }),
    ]);
    expect((await account(2000003)).subscription_count).toBe(2);
  });

  it('keeps the bot’s latest count of the user’s collection, whatever the status', async () => {
    const collection = async () =>
      (
        await server.database.db
          .selectFrom('bot_subscriptions')
          .select('total_collection')
          .where('account_id', '=', (await account(2000004)).id)
          .executeTakeFirstOrThrow()
      ).total_collection;
    await ingest('subscriptions', [
      sub('col-1', 'Subscribed', '2025-04-12T10:00:00Z', { tg_id: '2000004', total_collection: 3 }),
    ]);
    expect(await collection()).toBe(3);
    await ingest('subscriptions', [
      sub('col-2', 'Subscribed', '2025-04-13T10:00:00Z', { tg_id: '2000004', total_collection: 7 }),
    ]);
    expect(await collection()).toBe(7);
    await ingest('subscriptions', [
      sub('col-3', 'Subscribed', '2025-04-11T10:00:00Z', { tg_id: '2000004', total_collection: 1 }),
    ]);
    expect(await collection()).toBe(7);
    const refused = await ingest('subscriptions', [
      sub('col-4', 'Subscribed', '2025-04-14T10:00:00Z', { tg_id: '2000004', total_collection: -1 }),
    ]);
    expect(refused.rejected).toMatchObject([{ index: 0, errors: [{ field: 'rows.0.total_collection' }] }]);
  });
});

describe('search events', () => {
  const search = (event_id: string, at: string, fields: Record<string, unknown> = {}) => ({
    event_id,
    bot: 'hi7_find_bot',
    tg_id: '3000001',
    username: 'ken_li',
    query: '英语学习',
    result_count: 12,
    at,
    ...fields,
  });

  it('stores searches and counts them for the bot and for subscribers', async () => {
    await ingest('subscriptions', [
      { event_id: 'se-sub', bot: 'hi7_find_bot', tg_id: '3000001', status: 'Subscribed', at: '2025-04-01T00:00:00Z' },
    ]);
    const result = await ingest('search-events', [
      search('se-1', '2025-04-05T10:00:00Z'),
      search('se-2', '2025-04-05T11:00:00Z', { query: 'movies' }),
      search('se-3', '2025-04-06T09:00:00Z'),
      search('se-4', '2025-04-06T09:00:00Z', { tg_id: '3000099', username: null }),
    ]);
    expect(result).toEqual({ accepted: 4, duplicates: 0, rejected: [] });
    const subscriber = await db()
      .selectFrom('bot_subscriptions')
      .select(['total_search', 'last_day_search', 'last_search_day', 'last_search_at'])
      .where('account_id', '=', (await account(3000001)).id)
      .executeTakeFirstOrThrow();
    expect(subscriber).toEqual({
      total_search: 3,
      last_day_search: 1,
      last_search_day: '2025-04-06',
      last_search_at: '2025-04-06T09:00:00.000Z',
    });
    expect(await dailyStats('hi7_find_bot', '2025-04-05')).toMatchObject({ searches: 2 });
    expect(await dailyStats('hi7_find_bot', '2025-04-06')).toMatchObject({ searches: 2 });
    const stored = await db()
      .selectFrom('search_events')
      .select(['query', 'outcome', 'result_count'])
      .where('event_id', '=', 'se-2')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ query: 'movies', outcome: 'ok', result_count: 12 });

    // Same latest day adds to it; an older day only adds to the total.
    await ingest('search-events', [search('se-5', '2025-04-06T20:00:00Z'), search('se-6', '2025-04-02T20:00:00Z')]);
    const after = await db()
      .selectFrom('bot_subscriptions')
      .select(['total_search', 'last_day_search', 'last_search_day'])
      .where('account_id', '=', (await account(3000001)).id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ total_search: 5, last_day_search: 2, last_search_day: '2025-04-06' });
  });
});

describe('sponsor clicks', () => {
  async function createSponsor(): Promise<number> {
    const client = await server.app.inject({
      method: 'POST',
      url: '/v1/sponsor-client',
      headers: bearer(server.admin),
      payload: { name: 'Lucky Casino' },
    });
    const sponsor = await server.app.inject({
      method: 'POST',
      url: '/v1/sponsor',
      headers: bearer(server.admin),
      payload: {
        client_id: (client.json() as { data: { id: number } }).data.id,
        display: 'Lucky Casino VIP',
        link: 't.me/luckycasino',
        expired_date: '2999-12-31',
      },
    });
    expect(sponsor.statusCode, sponsor.body).toBe(201);
    return (sponsor.json() as { data: { id: number } }).data.id;
  }

  it('counts clicks on known sponsors and refuses clicks on unknown ones', async () => {
    const sponsorId = await createSponsor();
    const result = await ingest('sponsor-clicks', [
      { event_id: 'click-1', sponsor_id: sponsorId, at: '2025-04-05T10:00:00Z' },
      { event_id: 'click-2', sponsor_id: sponsorId, at: '2025-04-05T11:00:00Z' },
      { event_id: 'click-3', sponsor_id: 999_999, at: '2025-04-05T11:00:00Z' },
      { event_id: 'click-4', sponsor_id: sponsorId, at: '2025-04-06T01:00:00Z' },
    ]);
    expect(result).toEqual({
      accepted: 3,
      duplicates: 0,
      rejected: [
        {
          index: 2,
          event_id: 'click-3',
          errors: [{ field: 'rows.2.sponsor_id', code: 'unknown_sponsor', message: 'No sponsor has this id' }],
        },
      ],
    });
    expect(
      await db().selectFrom('sponsors').select('click_count').where('id', '=', sponsorId).executeTakeFirstOrThrow(),
    ).toEqual({ click_count: 3 });
    const days = await db()
      .selectFrom('sponsor_daily_stats')
      .select(['day', 'clicks'])
      .where('sponsor_id', '=', sponsorId)
      .orderBy('day')
      .execute();
    expect(days).toEqual([
      { day: '2025-04-05', clicks: 2 },
      { day: '2025-04-06', clicks: 1 },
    ]);
  });
});

describe('group activity', () => {
  const activity = (event_id: string, fields: Record<string, unknown> = {}) => ({
    event_id,
    group_link: 't.me/crypto_talk_cn',
    title: '币圈交流群',
    day: '2025-04-05',
    messages: 1200,
    active_members: 310,
    joins: 25,
    leaves: 7,
    member_count: 15400,
    peak_hour: 21,
    ...fields,
  });

  it('creates the group as a rival’s and keeps the day’s latest figures', async () => {
    await ingest('group-activity', [activity('ga-1'), activity('ga-2', { day: '2025-04-06', messages: 900 })]);
    await ingest('group-activity', [
      activity('ga-3', { group_link: 'https://t.me/crypto_talk_cn', messages: 1250, title: 'renamed' }),
    ]);
    const groups = await db()
      .selectFrom('war_groups')
      .select(['id', 'link', 'title', 'type', 'side'])
      .where(sql<string>`lower(link)`, '=', 'https://t.me/crypto_talk_cn')
      .execute();
    expect(groups).toEqual([
      expect.objectContaining({
        link: 'https://t.me/crypto_talk_cn',
        title: '币圈交流群',
        type: 'Group',
        side: 'Rival',
      }),
    ]);
    const days = await db()
      .selectFrom('group_activity_daily')
      .select(['day', 'messages', 'member_count', 'peak_hour'])
      .where('group_id', '=', groups[0]?.id ?? 0)
      .orderBy('day')
      .execute();
    expect(days).toEqual([
      { day: '2025-04-05', messages: 1250, member_count: 15400, peak_hour: 21 },
      { day: '2025-04-06', messages: 900, member_count: 15400, peak_hour: 21 },
    ]);
    const bad = await ingest('group-activity', [
      activity('ga-4', { group_link: 'https://example.com/x', peak_hour: 24 }),
    ]);
    expect(bad.rejected[0]?.errors.map((e) => [e.field, e.code])).toEqual([
      ['rows.0.group_link', 'telegram_link'],
      ['rows.0.peak_hour', 'max_value:23'],
    ]);
  });
});

describe('ads slots', () => {
  it('records slots of tracked keywords, refuses untracked ones and ignores stale observations', async () => {
    const tracked = await server.app.inject({
      method: 'POST',
      url: '/v1/ads-keyword',
      headers: bearer(server.admin),
      payload: { keyword: 'VPN' },
    });
    expect(tracked.statusCode, tracked.body).toBe(201);
    const result = await ingest('ads-slots', [
      {
        event_id: 'ads-1',
        keyword: 'vpn',
        observed_at: '2025-04-05T10:00:00Z',
        slots: [
          { slot: 1, price: 120.5, expired_date: '2025-05-01' },
          { slot: 2, price: 80 },
        ],
      },
      { event_id: 'ads-2', keyword: '翻墙', observed_at: '2025-04-05T10:00:00Z', slots: [{ slot: 1, price: 10 }] },
      { event_id: 'ads-3', keyword: 'VPN', observed_at: '2025-04-04T10:00:00Z', slots: [{ slot: 1, price: 1 }] },
    ]);
    expect(result).toEqual({
      accepted: 2,
      duplicates: 0,
      rejected: [
        {
          index: 1,
          event_id: 'ads-2',
          errors: [
            {
              field: 'rows.1.keyword',
              code: 'untracked_keyword',
              message: 'This keyword is not tracked in Ads Keyword Tracking',
            },
          ],
        },
      ],
    });
    const keywordId = (tracked.json() as { data: { id: number } }).data.id;
    const slots = await db()
      .selectFrom('ads_keyword_slots')
      .select(['slot', 'price_cents', 'expired_date', 'observed_at'])
      .where('keyword_id', '=', keywordId)
      .orderBy('slot')
      .execute();
    expect(slots).toEqual([
      { slot: 1, price_cents: 12050, expired_date: '2025-05-01', observed_at: '2025-04-05T10:00:00.000Z' },
      { slot: 2, price_cents: 8000, expired_date: null, observed_at: '2025-04-05T10:00:00.000Z' },
    ]);
    const bad = await ingest('ads-slots', [
      { event_id: 'ads-4', keyword: 'VPN', observed_at: '2025-04-06T10:00:00Z', slots: [{ slot: 0, price: 1.234 }] },
    ]);
    expect(bad.rejected[0]?.errors.map((e) => [e.field, e.code])).toEqual([
      ['rows.0.slots.0.slot', 'min_value:1'],
      ['rows.0.slots.0.price', 'price_format'],
    ]);
  });
});

describe('retries', () => {
  it('a retried batch of every kind changes nothing and counts its rows as duplicates', async () => {
    const client = await server.app.inject({
      method: 'POST',
      url: '/v1/sponsor-client',
      headers: bearer(server.admin),
      payload: { name: 'Retry Client' },
    });
    const sponsor = await server.app.inject({
      method: 'POST',
      url: '/v1/sponsor',
      headers: bearer(server.admin),
      payload: {
        client_id: (client.json() as { data: { id: number } }).data.id,
        display: 'Retry VIP',
        link: 't.me/retryvip',
        expired_date: '2999-12-31',
      },
    });
    const sponsorId = (sponsor.json() as { data: { id: number } }).data.id;
    await server.app.inject({
      method: 'POST',
      url: '/v1/ads-keyword',
      headers: bearer(server.admin),
      payload: { keyword: 'retry kw' },
    });
    const batches: [IngestKind, unknown[]][] = [
      [
        'chat-records',
        [chat('retry-cr-1', { tg_id: '4000001' }), chat('retry-cr-2', { tg_id: '4000002', direction: 'Outbound' })],
      ],
      [
        'subscriptions',
        [
          {
            event_id: 'retry-s-1',
            bot: 'hi7_retry_bot',
            tg_id: '4000001',
            status: 'Subscribed',
            at: '2025-04-20T00:00:00Z',
          },
          {
            event_id: 'retry-s-2',
            bot: 'hi7_retry_bot',
            tg_id: '4000001',
            status: 'Unsubscribed',
            at: '2025-04-21T00:00:00Z',
          },
        ],
      ],
      [
        'search-events',
        [{ event_id: 'retry-se-1', bot: 'hi7_retry_bot', tg_id: '4000001', query: 'news', at: '2025-04-20T05:00:00Z' }],
      ],
      ['sponsor-clicks', [{ event_id: 'retry-c-1', sponsor_id: sponsorId, at: '2025-04-20T05:00:00Z' }]],
      [
        'group-activity',
        [
          {
            event_id: 'retry-g-1',
            group_link: 't.me/retry_group',
            day: '2025-04-20',
            messages: 5,
            active_members: 2,
            joins: 1,
            leaves: 0,
            member_count: 40,
          },
          {
            kind: 'message',
            event_id: 'retry-g-2',
            group_link: 't.me/retry_group',
            at: '2025-04-21T20:00:00Z',
            member_tg_id: '4000001',
            username: 'lucy_w',
          },
          {
            kind: 'join',
            event_id: 'retry-g-3',
            group_link: 't.me/retry_group',
            at: '2025-04-21T20:05:00Z',
            member_tg_id: '4000002',
          },
        ],
      ],
      [
        'ads-slots',
        [
          {
            event_id: 'retry-a-1',
            keyword: 'retry kw',
            observed_at: '2025-04-20T05:00:00Z',
            slots: [{ slot: 1, price: 9 }],
          },
        ],
      ],
    ];
    for (const [kind, rows] of batches) {
      expect(await ingest(kind, rows), kind).toEqual({ accepted: rows.length, duplicates: 0, rejected: [] });
    }
    const before = await snapshot();
    for (const [kind, rows] of batches) {
      expect(await ingest(kind, rows), kind).toEqual({ accepted: 0, duplicates: rows.length, rejected: [] });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('bots a batch names', () => {
  const staff = (method: 'GET' | 'PATCH', url: string, payload?: object, token = server.admin) =>
    server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const listed = async (username: string) => {
    const bots = (await staff('GET', '/v1/bot/bots')).json<{
      data: { id: number; username: string; status: string }[];
    }>().data;
    return bots.find((bot) => bot.username.toLowerCase() === username.toLowerCase());
  };

  it('records a bot the platform was never told about as Inactive, until staff make it Active', async () => {
    const result = await ingest('chat-records', [
      chat('nope-1', {
        bot: 'nope_bot',
        tg_id: '1000777',
        username: 'stranger',
        sent_at: '2025-05-03T08:00:00Z',
        content: 'hi',
      }),
    ]);
    expect(result).toMatchObject({ accepted: 1, rejected: [] });
    const recorded = await listed('nope_bot');
    expect(recorded).toMatchObject({ username: 'nope_bot', status: 'Inactive' });

    const made = await staff('PATCH', `/v1/bot/bots/${recorded?.id}`, { status: 'Active' });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ data: { id: recorded?.id, username: 'nope_bot', status: 'Active' } });
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'bot')
      .where('entity_id', '=', String(recorded?.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.action).toBe('bot.update');
    expect(JSON.parse(audit[0]?.changes ?? '{}')).toEqual({ status: { from: 'Inactive', to: 'Active' } });

    // Named again, in another spelling: the same bot, and the staff's decision stands.
    await ingest('search-events', [
      { event_id: 'nope-se-1', bot: '@NOPE_BOT', tg_id: '1000777', query: 'news', at: '2025-05-03T09:00:00Z' },
    ]);
    expect(await listed('nope_bot')).toMatchObject({ id: recorded?.id, status: 'Active' });
    expect(
      await db()
        .selectFrom('bots')
        .select('id')
        .where(sql<string>`lower(username)`, '=', 'nope_bot')
        .execute(),
    ).toHaveLength(1);
  });

  it('refuses a status other than Active or Inactive on its field, an unknown bot, and staff without the Bot page', async () => {
    await ingest('search-events', [
      { event_id: 'odd-se-1', bot: 'odd_status_bot', tg_id: '1000778', query: 'news', at: '2025-05-03T09:00:00Z' },
    ]);
    const bot = await listed('odd_status_bot');
    const odd = await staff('PATCH', `/v1/bot/bots/${bot?.id}`, { status: 'Enabled' });
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toMatchObject({ error_code: 'VALIDATION_FAILED', details: { fields: [{ field: 'status' }] } });
    const unknown = await staff('PATCH', '/v1/bot/bots/999999', { status: 'Active' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error_code: 'NOT_FOUND' });
    const reader = await signInWith(server.app, server.admin, ['CHAT_RECORDS']);
    expect((await staff('PATCH', `/v1/bot/bots/${bot?.id}`, { status: 'Active' }, reader.token)).statusCode).toBe(403);
    expect(await listed('odd_status_bot')).toMatchObject({ status: 'Inactive' });
  });
});
