import { beforeAll, describe, expect, it } from 'vitest';
import type {
  Bot,
  BotOverview,
  BotSubscription,
  ChatRecordRow,
  Conversation,
  Paged,
  SearchEventRow,
  SubscriptionRow,
} from '@backoffice/contract';
import { bearer, json, signInWith, useTestServer } from '../../test/harness.js';
import { platformFeed } from '../../test/platform-feed.js';

const server = useTestServer();
let bots: Record<string, number> = {};

const ALICE = { tg_id: '8001', username: 'alice_w', first_name: 'Alice' };
const BOB = { tg_id: '8002', username: 'bob_chen', first_name: 'Bob' };
const CAROL = { tg_id: '8003', first_name: 'Carol' };
const DAVE = { tg_id: '8004', username: 'dave99' };

let n = 0;
const subscription = (bot: string, user: object, status: 'Subscribed' | 'Unsubscribed', at: string): SubscriptionRow =>
  ({ event_id: `sub-${(n += 1)}`, bot, status, at, ...user }) as SubscriptionRow;
const search = (bot: string, user: { tg_id: string }, at: string): SearchEventRow => ({
  event_id: `search-${(n += 1)}`,
  bot,
  tg_id: user.tg_id,
  query: 'movies',
  at,
});
const chat = (
  bot: string,
  user: { tg_id: string },
  at: string,
  direction: 'Inbound' | 'Outbound',
  content: string,
  type: 'Text' | 'Button' = 'Text',
): ChatRecordRow => ({
  event_id: `chat-${(n += 1)}`,
  bot,
  tg_id: user.tg_id,
  sent_at: at,
  direction,
  message_type: type,
  content,
});

/** Alice's conversation with the search bot, in time order. */
const ALICE_TALK = [
  chat('hi7_search_bot', ALICE, '2024-04-08T09:00:00Z', 'Inbound', '/start'),
  chat('hi7_search_bot', ALICE, '2024-04-08T09:00:01Z', 'Outbound', 'Welcome! Send a keyword.'),
  chat('hi7_search_bot', ALICE, '2024-04-08T09:01:00Z', 'Inbound', 'movies'),
  chat('hi7_search_bot', ALICE, '2024-04-08T09:01:01Z', 'Outbound', 'Results for movies (page 1)'),
  chat('hi7_search_bot', ALICE, '2024-04-08T09:02:00Z', 'Inbound', 'Next page', 'Button'),
  chat('hi7_search_bot', ALICE, '2024-04-09T10:00:00Z', 'Inbound', '电影'),
  chat('hi7_search_bot', ALICE, '2024-04-09T10:00:01Z', 'Outbound', '电影 的搜索结果'),
];

beforeAll(async () => {
  const feed = await platformFeed(server);
  await feed.send('subscriptions', [
    subscription('hi7_search_bot', ALICE, 'Subscribed', '2024-04-01T08:00:00Z'),
    subscription('hi7_media_bot', ALICE, 'Subscribed', '2024-04-02T08:00:00Z'),
    subscription('hi7_search_bot', BOB, 'Subscribed', '2024-04-03T08:00:00Z'),
    subscription('hi7_media_bot', CAROL, 'Subscribed', '2024-04-04T08:00:00Z'),
    subscription('hi7_media_bot', ALICE, 'Unsubscribed', '2024-04-05T08:00:00Z'),
    subscription('zz_news_bot', BOB, 'Subscribed', '2024-04-06T08:00:00Z'),
    subscription('zz_news_bot', BOB, 'Unsubscribed', '2024-04-07T08:00:00Z'),
    subscription('zz_news_bot', DAVE, 'Subscribed', '2024-04-10T08:00:00Z'),
  ]);
  await feed.send('search-events', [
    ...['08T10', '08T11', '08T12', '09T10', '09T11'].map((at) =>
      search('hi7_search_bot', ALICE, `2024-04-${at}:00:00Z`),
    ),
    search('hi7_search_bot', BOB, '2024-04-08T13:00:00Z'),
    ...['10T09', '10T10', '10T11', '10T12'].map((at) => search('zz_news_bot', DAVE, `2024-04-${at}:00:00Z`)),
  ]);
  await feed.send('chat-records', [
    ...ALICE_TALK,
    chat('hi7_media_bot', ALICE, '2024-04-08T09:30:00Z', 'Inbound', 'music'),
    chat('hi7_search_bot', BOB, '2024-04-08T13:00:00Z', 'Inbound', 'crypto'),
  ]);
  const rows = await server.database.db.selectFrom('bots').select(['id', 'username']).execute();
  bots = Object.fromEntries(rows.map((bot) => [bot.username, bot.id]));
  // Collections have no ingest kind yet: the counter is set as the bots' collection feature would.
  for (const [user, bot, total] of [
    [ALICE, 'hi7_search_bot', 7],
    [BOB, 'hi7_search_bot', 3],
    [CAROL, 'hi7_media_bot', 12],
  ] as const) {
    const account = await server.database.db
      .selectFrom('tg_accounts')
      .select('id')
      .where('tg_id', '=', Number(user.tg_id))
      .executeTakeFirstOrThrow();
    await server.database.db
      .updateTable('bot_subscriptions')
      .set({ total_collection: total })
      .where('account_id', '=', account.id)
      .where('bot_id', '=', bots[bot] ?? 0)
      .execute();
  }
});

const get = (url: string, token = server.admin) => server.app.inject({ method: 'GET', url, headers: bearer(token) });

async function ok<T>(url: string): Promise<T> {
  const response = await get(url);
  expect(response.statusCode, `${url} ${response.body}`).toBe(200);
  return json<T>(response);
}

describe('permissions', () => {
  const routes = {
    bots: '/v1/bot/bots',
    overview: '/v1/bot/overview?from=2024-04-01&to=2024-04-10',
    subscriptions: '/v1/bot/subscriptions',
    chatRecords: '/v1/bot/chat-records',
    conversation: '/v1/bot/chat-records/conversation?bot_id=1&tg_id=8001',
  };

  it('opens each route to its own permission only (and the bot list to any of the three)', async () => {
    const open: Record<string, (keyof typeof routes)[]> = {
      BOT: ['bots', 'overview'],
      BOT_SUBSCRIPTION: ['bots', 'subscriptions'],
      CHAT_RECORDS: ['bots', 'chatRecords', 'conversation'],
      WAR_BOT: [],
    };
    for (const [permission, allowed] of Object.entries(open)) {
      const { token } = await signInWith(server.app, server.admin, [permission]);
      for (const [name, url] of Object.entries(routes)) {
        const response = await get(url, token);
        const expected = allowed.includes(name as keyof typeof routes) ? 200 : 403;
        expect(response.statusCode, `${permission} → ${name}: ${response.body}`).toBe(expected);
        if (expected === 403) expect(response.json()).toMatchObject({ error_code: 'FORBIDDEN' });
      }
    }
  });
});

describe('bots', () => {
  it('lists every bot by username, as first reported by the platform: Inactive until staff decide', async () => {
    const { data } = await ok<{ data: Bot[] }>('/v1/bot/bots');
    expect(data.map((bot) => bot.username)).toEqual(['hi7_media_bot', 'hi7_search_bot', 'zz_news_bot']);
    expect(data[0]).toMatchObject({ id: bots['hi7_media_bot'], status: 'Inactive' });
  });
});

describe('overview', () => {
  it('sums each day over the bots and gives each bot its totals and current subscribers', async () => {
    const { data } = await ok<{ data: BotOverview }>('/v1/bot/overview?from=2024-04-01&to=2024-04-10');
    expect(data.days).toHaveLength(10);
    expect(data.days[0]).toEqual({
      day: '2024-04-01',
      searches: 0,
      new_subscribers: 1,
      lost_subscribers: 0,
      messages_in: 0,
      messages_out: 0,
    });
    expect(data.days.find((day) => day.day === '2024-04-08')).toEqual({
      day: '2024-04-08',
      searches: 4,
      new_subscribers: 0,
      lost_subscribers: 0,
      messages_in: 5,
      messages_out: 2,
    });
    expect(data.days.find((day) => day.day === '2024-04-10')).toMatchObject({ searches: 4, new_subscribers: 1 });
    expect(data.totals).toEqual({
      searches: 10,
      new_subscribers: 6,
      lost_subscribers: 2,
      messages_in: 5 + 1,
      messages_out: 3,
    });
    expect(data.bots).toEqual([
      {
        bot_id: bots['hi7_media_bot'],
        username: 'hi7_media_bot',
        status: 'Inactive',
        subscribers: 1,
        totals: { searches: 0, new_subscribers: 2, lost_subscribers: 1, messages_in: 1, messages_out: 0 },
      },
      {
        bot_id: bots['hi7_search_bot'],
        username: 'hi7_search_bot',
        status: 'Inactive',
        subscribers: 2,
        totals: { searches: 6, new_subscribers: 2, lost_subscribers: 0, messages_in: 5, messages_out: 3 },
      },
      {
        bot_id: bots['zz_news_bot'],
        username: 'zz_news_bot',
        status: 'Inactive',
        subscribers: 1,
        totals: { searches: 4, new_subscribers: 2, lost_subscribers: 1, messages_in: 0, messages_out: 0 },
      },
    ]);
  });

  it('narrows to one bot and to the days asked for, with zero days where nothing was counted', async () => {
    const { data } = await ok<{ data: BotOverview }>(
      `/v1/bot/overview?from=2024-04-09&to=2024-04-12&bot_id=${bots['hi7_search_bot']}`,
    );
    expect(data.bots.map((bot) => bot.username)).toEqual(['hi7_search_bot']);
    expect(data.days.map((day) => [day.day, day.searches, day.messages_in])).toEqual([
      ['2024-04-09', 2, 1],
      ['2024-04-10', 0, 0],
      ['2024-04-11', 0, 0],
      ['2024-04-12', 0, 0],
    ]);
    expect(data.totals).toEqual({
      searches: 2,
      new_subscribers: 0,
      lost_subscribers: 0,
      messages_in: 1,
      messages_out: 1,
    });
  });

  it('refuses a missing, reversed or too long range and answers 404 for an unknown bot', async () => {
    const cases: [string, string, string][] = [
      ['/v1/bot/overview?to=2024-04-10', 'from', 'From is required'],
      ['/v1/bot/overview?from=2024-04-10&to=2024-04-01', 'to', 'The start date must be on or before the end date'],
      ['/v1/bot/overview?from=2024-01-01&to=2025-01-02', 'to', 'The date range must not exceed 366 days'],
      ['/v1/bot/overview?from=2024-02-30&to=2024-03-01', 'from', 'From is invalid'],
    ];
    for (const [url, field, message] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({
        error_code: 'VALIDATION_FAILED',
        details: { fields: [{ field, message }] },
      });
    }
    const unknown = await get('/v1/bot/overview?from=2024-04-01&to=2024-04-10&bot_id=999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error_code: 'NOT_FOUND' });
  });
});

describe('subscriptions', () => {
  const list = async (query: string) => (await ok<Paged<BotSubscription>>(`/v1/bot/subscriptions?${query}`)).data;
  const pairs = (rows: BotSubscription[]) =>
    rows.map((row) => `${row.account_username ?? row.tg_id}@${row.bot_username}`);

  it('shows account, bot, TG ID, counters and status, the latest subscription first', async () => {
    const page = await list('');
    expect(page.total_item_count).toBe(6);
    expect(pairs(page.data)).toEqual([
      'dave99@zz_news_bot',
      'bob_chen@zz_news_bot',
      '8003@hi7_media_bot',
      'bob_chen@hi7_search_bot',
      'alice_w@hi7_media_bot',
      'alice_w@hi7_search_bot',
    ]);
    expect(
      page.data.find((row) => row.account_username === 'alice_w' && row.bot_username === 'hi7_search_bot'),
    ).toMatchObject({
      tg_id: '8001',
      total_collection: 7,
      total_search: 5,
      last_day_search: 2,
      last_search_day: '2024-04-09',
      status: 'Subscribed',
      subscribed_at: '2024-04-01T08:00:00.000Z',
      unsubscribed_at: null,
    });
    expect(
      page.data.find((row) => row.account_username === 'alice_w' && row.bot_username === 'hi7_media_bot'),
    ).toMatchObject({
      status: 'Unsubscribed',
      unsubscribed_at: '2024-04-05T08:00:00.000Z',
    });
  });

  it('searches account username, bot username and TG ID', async () => {
    expect(pairs((await list('search=ALICE')).data)).toEqual(['alice_w@hi7_media_bot', 'alice_w@hi7_search_bot']);
    expect(pairs((await list('search=%40bob_')).data)).toEqual(['bob_chen@zz_news_bot', 'bob_chen@hi7_search_bot']);
    expect(pairs((await list('search=news')).data)).toEqual(['dave99@zz_news_bot', 'bob_chen@zz_news_bot']);
    expect(pairs((await list('search=8003')).data)).toEqual(['8003@hi7_media_bot']);
    expect((await list('search=800')).total_item_count).toBe(0);
  });

  it('counts a subscription matching the search twice (its user and its bot) once, with the other filters', async () => {
    // "ch": bob_chen's two subscriptions, and hi7_search_bot's two, one of them bob_chen's.
    const all = await list('search=ch&per_page=1');
    expect(all).toMatchObject({ total_item_count: 3, total_page_count: 3 });
    const subscribed = await list('search=ch&status=Subscribed');
    expect(pairs(subscribed.data)).toEqual(['bob_chen@hi7_search_bot', 'alice_w@hi7_search_bot']);
    expect(subscribed.total_item_count).toBe(2);
    expect((await list(`search=ch&bot_id=${bots['zz_news_bot']}`)).total_item_count).toBe(1);
  });

  it('filters by bot, status and subscription date', async () => {
    expect(pairs((await list(`bot_id=${bots['hi7_media_bot']}`)).data)).toEqual([
      '8003@hi7_media_bot',
      'alice_w@hi7_media_bot',
    ]);
    expect(pairs((await list('status=Unsubscribed')).data)).toEqual(['bob_chen@zz_news_bot', 'alice_w@hi7_media_bot']);
    expect(pairs((await list(`status=Subscribed&bot_id=${bots['hi7_search_bot']}`)).data)).toEqual([
      'bob_chen@hi7_search_bot',
      'alice_w@hi7_search_bot',
    ]);
    const range = await list('from=2024-04-02T08:00:00.000Z&to=2024-04-04T08:00:00.000Z');
    expect(pairs(range.data)).toEqual(['8003@hi7_media_bot', 'bob_chen@hi7_search_bot', 'alice_w@hi7_media_bot']);
  });

  it('sorts on every numeric column and pages', async () => {
    expect((await list('total_collection=desc')).data.map((row) => row.total_collection)).toEqual([12, 7, 3, 0, 0, 0]);
    expect((await list('total_search=desc&per_page=2')).data.map((row) => row.total_search)).toEqual([5, 4]);
    expect((await list('last_day_search=asc')).data.map((row) => row.last_day_search)).toEqual([0, 0, 0, 1, 2, 4]);
    expect(pairs((await list('subscribed_at=asc&per_page=2&current_page=2')).data)).toEqual([
      'bob_chen@hi7_search_bot',
      '8003@hi7_media_bot',
    ]);
    expect(await list('per_page=4&current_page=2')).toMatchObject({ total_item_count: 6, total_page_count: 2 });
  });

  it('searches, sorts and pages together, counting every match', async () => {
    const second = await list('search=hi7&total_search=desc&per_page=2&current_page=2');
    expect(second).toMatchObject({ total_item_count: 4, total_page_count: 2 });
    expect(pairs(second.data)).toEqual(['8003@hi7_media_bot', 'alice_w@hi7_media_bot']);
    expect(await list('search=hi7&total_search=desc&per_page=2&current_page=3')).toEqual({
      data: [],
      total_item_count: 4,
      total_page_count: 2,
    });
  });

  it('refuses unknown sort fields, statuses and reversed ranges', async () => {
    for (const [query, field] of [
      ['status=Left', 'status'],
      ['from=2024-04-05T00:00:00Z&to=2024-04-01T00:00:00Z', 'to'],
    ]) {
      const response = await get(`/v1/bot/subscriptions?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({
        error_code: 'VALIDATION_FAILED',
        details: { fields: [expect.objectContaining({ field })] },
      });
    }
    // A column the list does not sort by is an unknown parameter, named in the message.
    const unsortable = await get('/v1/bot/subscriptions?tg_id=asc');
    expect(unsortable.statusCode).toBe(400);
    expect(unsortable.json()).toMatchObject({
      error_code: 'VALIDATION_FAILED',
      details: { fields: [{ message: expect.stringContaining('tg_id') }] },
    });
  });
});

describe('conversation', () => {
  const url = (query: string) => `/v1/bot/chat-records/conversation?${query}`;

  it('shows one user’s messages with one bot in time order, older ones on demand', async () => {
    const latest = (await ok<{ data: Conversation }>(url(`bot_id=${bots['hi7_search_bot']}&tg_id=8001&size=3`))).data;
    expect(latest.bot).toMatchObject({ username: 'hi7_search_bot' });
    expect(latest.account).toMatchObject({ tg_id: '8001', username: 'alice_w', first_name: 'Alice' });
    expect(latest.messages.map((message) => message.content)).toEqual(['Next page', '电影', '电影 的搜索结果']);
    expect(latest.messages.map((message) => [message.direction, message.message_type])).toEqual([
      ['Inbound', 'Button'],
      ['Inbound', 'Text'],
      ['Outbound', 'Text'],
    ]);
    const older = (
      await ok<{ data: Conversation }>(
        url(`bot_id=${bots['hi7_search_bot']}&tg_id=8001&size=3&before=${latest.older_cursor}`),
      )
    ).data;
    expect(older.messages.map((message) => message.content)).toEqual([
      'Welcome! Send a keyword.',
      'movies',
      'Results for movies (page 1)',
    ]);
    const oldest = (
      await ok<{ data: Conversation }>(
        url(`bot_id=${bots['hi7_search_bot']}&tg_id=8001&size=3&before=${older.older_cursor}`),
      )
    ).data;
    expect(oldest.messages.map((message) => message.content)).toEqual(['/start']);
    expect(oldest.older_cursor).toBeNull();
  });

  it('answers 404 for an unknown bot or user and 400 for a cursor it did not make', async () => {
    expect((await get(url('bot_id=999&tg_id=8001'))).statusCode).toBe(404);
    expect((await get(url(`bot_id=${bots['hi7_search_bot']}&tg_id=99999`))).json()).toMatchObject({
      error_code: 'NOT_FOUND',
    });
    const bad = await get(url(`bot_id=${bots['hi7_search_bot']}&tg_id=8001&before=abc`));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error_code: 'VALIDATION_FAILED', details: { fields: [{ field: 'before' }] } });
  });
});
