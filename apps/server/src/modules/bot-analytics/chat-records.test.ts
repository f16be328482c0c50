import { beforeAll, describe, expect, it } from 'vitest';
import {
  chatRecordListQuerySchema,
  type ChatRecord,
  type ChatRecordListQuery,
  type ChatRecordPage,
  type ChatRecordRow,
} from '@backoffice/contract';
import { bearer, json, testDatabaseKind, useTestServer } from '../../test/harness.js';
import { platformFeed } from '../../test/platform-feed.js';
import { listChatRecords } from './chat-record-list.js';
import { defaultTuning } from './chat-record-plan.js';
import { hasTrigrams } from './chat-record-text.js';

const server = useTestServer();

const SEARCH_BOT = 'hi7_search_bot';
const MEDIA_BOT = 'hi7_media_bot';
const USERS = [
  { tg_id: '7001', username: 'alice_w' },
  { tg_id: '7002', username: 'bob_chen' },
  { tg_id: '7003', username: null },
] as const;
const PHRASES = [
  'hello bot',
  'crypto signals today',
  'Looking for CRYPTO news',
  '我想看免费电影',
  '电影推荐一下',
  '最新音乐排行',
  'movie night',
  '100% free',
  'file_name.mp4',
  'Next page ▶',
];
const BASE = Date.parse('2024-03-01T00:00:00.000Z');

/**
 * 240 records over about 29 hours: both bots, three users, both directions and types, a few
 * sharing one instant (the id breaks the tie), with milliseconds, so ranges cut hours raggedly.
 */
const ROWS: ChatRecordRow[] = Array.from({ length: 240 }, (_, i) => {
  const user = USERS[Math.floor(i / 4) % 3] ?? USERS[0];
  const step = i % 10 === 9 ? i - 1 : i;
  return {
    event_id: `chat-${i}`,
    bot: i % 3 === 0 ? MEDIA_BOT : SEARCH_BOT,
    tg_id: user.tg_id,
    username: user.username,
    sent_at: new Date(BASE + step * 433_000 + (step % 7)).toISOString(),
    direction: i % 2 === 0 ? 'Inbound' : 'Outbound',
    message_type: i % 5 === 0 ? 'Button' : 'Text',
    content: PHRASES[i % PHRASES.length] ?? 'hello',
  };
});

/** The stored id of each event: the order's tie-breaker. */
let idOf = new Map<string, number>();
let botIds: Record<string, number> = {};

beforeAll(async () => {
  const feed = await platformFeed(server);
  await feed.send('chat-records', ROWS);
  const stored = await server.database.db.selectFrom('chat_records').select(['id', 'event_id']).execute();
  idOf = new Map(stored.map((row) => [row.event_id, Number(row.id)]));
  const bots = await server.database.db.selectFrom('bots').select(['id', 'username']).execute();
  botIds = Object.fromEntries(bots.map((bot) => [bot.username, bot.id]));
});

type Query = Record<string, string | number | undefined>;

async function list(query: Query): Promise<ChatRecordPage['data']> {
  const response = await server.app.inject({
    method: 'GET',
    url: '/v1/bot/chat-records',
    headers: bearer(server.admin),
    query: stringify(query),
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<ChatRecordPage>(response).data;
}

function stringify(query: Query): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
}

/** The expected order: newest first, the later-stored record first on a tie. */
function newestFirst(rows: readonly ChatRecordRow[]): string[] {
  return [...rows]
    .sort((a, b) =>
      a.sent_at === b.sent_at
        ? (idOf.get(b.event_id) ?? 0) - (idOf.get(a.event_id) ?? 0)
        : a.sent_at < b.sent_at
          ? 1
          : -1,
    )
    .map((row) => row.event_id);
}

const eventIds = (records: readonly ChatRecord[]) =>
  records.map((record) => `chat-${ROWS.findIndex((row) => idOf.get(row.event_id) === record.id)}`);

/** Every record of a filtered list, page by page through next_cursor. */
async function walkForward(query: Query): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let page = await list(query);
  let pages = 1;
  ids.push(...eventIds(page.data));
  while (page.next_cursor) {
    page = await list({ ...query, cursor: page.next_cursor });
    pages += 1;
    ids.push(...eventIds(page.data));
  }
  return { ids, pages };
}

const inRange = (from: string, to: string) => (row: ChatRecordRow) => row.sent_at >= from && row.sent_at <= to;

describe('the chat-record list', () => {
  it('shows each record with its time, content, parties, type and direction, newest first', async () => {
    const page = await list({ per_page: 3 });
    expect(page).toMatchObject({ total_item_count: 240, total_page_count: 80, total_capped: false, prev_cursor: null });
    expect(eventIds(page.data)).toEqual(newestFirst(ROWS).slice(0, 3));
    const inbound = (await list({ per_page: 100, tg_id: '7001', direction: 'Inbound' })).data[0];
    expect(inbound).toMatchObject({
      sender: '@alice_w',
      receiver: expect.stringMatching(/^@hi7_(search|media)_bot$/),
      tg_id: '7001',
      account_username: 'alice_w',
      direction: 'Inbound',
    });
    const outbound = (await list({ per_page: 100, tg_id: '7003', direction: 'Outbound' })).data[0];
    // A user without a username is named by the Telegram id.
    expect(outbound).toMatchObject({
      sender: expect.stringMatching(/^@hi7_/),
      receiver: '7003',
      account_username: null,
    });
  });

  it('filters by bot, user, message type, direction and sent date, alone and together', async () => {
    const cases: [Query, (row: ChatRecordRow) => boolean][] = [
      [{ bot_id: botIds[MEDIA_BOT] }, (row) => row.bot === MEDIA_BOT],
      [{ tg_id: '7002' }, (row) => row.tg_id === '7002'],
      [{ message_type: 'Button' }, (row) => row.message_type === 'Button'],
      [{ direction: 'Outbound' }, (row) => row.direction === 'Outbound'],
      [
        { bot_id: botIds[SEARCH_BOT], tg_id: '7001', direction: 'Inbound', message_type: 'Text' },
        (row) =>
          row.bot === SEARCH_BOT && row.tg_id === '7001' && row.direction === 'Inbound' && row.message_type === 'Text',
      ],
      [
        { from: '2024-03-01T05:00:00.000Z', to: '2024-03-01T08:59:59.999Z' },
        inRange('2024-03-01T05:00:00.000Z', '2024-03-01T08:59:59.999Z'),
      ],
    ];
    for (const [query, keep] of cases) {
      const expected = newestFirst(ROWS.filter(keep));
      expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
      const page = await list({ ...query, per_page: 100 });
      expect(page.total_item_count, JSON.stringify(query)).toBe(expected.length);
      expect(eventIds(page.data), JSON.stringify(query)).toEqual(expected.slice(0, 100));
    }
  });

  it('answers an empty list for a Telegram id nobody has used', async () => {
    expect(await list({ tg_id: '999999' })).toMatchObject({ data: [], total_item_count: 0, total_page_count: 0 });
  });

  it('refuses a reversed range, a bad filter value and a cursor it did not make, naming the field', async () => {
    const cases: [Query, string][] = [
      [{ from: '2024-03-02T00:00:00Z', to: '2024-03-01T00:00:00Z' }, 'to'],
      [{ direction: 'Sideways' }, 'direction'],
      [{ tg_id: '12ab' }, 'tg_id'],
      [{ cursor: 'bm90LWEtY3Vyc29y' }, 'cursor'],
      [{ per_page: 101 }, 'per_page'],
    ];
    for (const [query, field] of cases) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/v1/bot/chat-records',
        headers: bearer(server.admin),
        query: stringify(query),
      });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({
        error_code: 'VALIDATION_FAILED',
        details: { fields: [expect.objectContaining({ field })] },
      });
    }
  });
});

describe('totals', () => {
  const ranges: [string, string, string][] = [
    ['whole hours', '2024-03-01T02:00:00.000Z', '2024-03-01T05:59:59.999Z'],
    ['ragged ends', '2024-03-01T02:17:30.000Z', '2024-03-01T09:41:00.500Z'],
    ['inside one hour', '2024-03-01T03:05:00.000Z', '2024-03-01T03:50:00.000Z'],
    ['across midnight', '2024-03-01T22:30:00.123Z', '2024-03-02T03:00:00.000Z'],
    ['ending on a record', '2024-03-01T00:00:00.000Z', ROWS[100]?.sent_at ?? ''],
  ];

  it('match a direct count for bucket-aligned and ragged ranges, with and without other filters', async () => {
    for (const [label, from, to] of ranges) {
      for (const extra of [
        {},
        { bot_id: botIds[SEARCH_BOT] },
        { direction: 'Inbound', message_type: 'Text' },
      ] as Query[]) {
        const page = await list({ from, to, ...extra });
        const direct = await server.database.db
          .selectFrom('chat_records')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('sent_at', '>=', from)
          .where('sent_at', '<=', to)
          .$if(extra['bot_id'] !== undefined, (qb) => qb.where('bot_id', '=', Number(extra['bot_id'])))
          .$if(extra['direction'] !== undefined, (qb) => qb.where('direction', '=', String(extra['direction'])))
          .$if(extra['message_type'] !== undefined, (qb) =>
            qb.where('message_type', '=', String(extra['message_type'])),
          )
          .executeTakeFirstOrThrow();
        expect(page.total_item_count, `${label} ${JSON.stringify(extra)}`).toBe(Number(direct.n));
        const modelled = ROWS.filter(inRange(from, to)).filter(
          (row) =>
            (extra['bot_id'] === undefined || botIds[row.bot] === extra['bot_id']) &&
            (extra['direction'] === undefined || row.direction === extra['direction']) &&
            (extra['message_type'] === undefined || row.message_type === extra['message_type']),
        );
        expect(page.total_item_count, `${label} ${JSON.stringify(extra)}`).toBe(modelled.length);
      }
    }
  });

  it('count open-ended ranges and one user’s records', async () => {
    const from = '2024-03-01T20:10:00.000Z';
    expect((await list({ from })).total_item_count).toBe(ROWS.filter((row) => row.sent_at >= from).length);
    expect((await list({ to: from })).total_item_count).toBe(ROWS.filter((row) => row.sent_at <= from).length);
    expect((await list({ tg_id: '7003', from, direction: 'Outbound' })).total_item_count).toBe(
      ROWS.filter((row) => row.tg_id === '7003' && row.sent_at >= from && row.direction === 'Outbound').length,
    );
  });
});

describe('paging', () => {
  it('next cursors walk the same records as page numbers, and previous cursors walk back', async () => {
    const query = { per_page: 7 };
    const forward = await walkForward(query);
    expect(forward.ids).toEqual(newestFirst(ROWS));
    expect(forward.pages).toBe(Math.ceil(240 / 7));
    const byNumber: string[] = [];
    for (let page = 1; page <= forward.pages; page += 1)
      byNumber.push(...eventIds((await list({ ...query, current_page: page })).data));
    expect(byNumber).toEqual(forward.ids);

    // From the last page (read from the oldest end) back to the first through prev_cursor.
    let page = await list({ ...query, current_page: forward.pages });
    expect(page.next_cursor).toBeNull();
    const backward = [eventIds(page.data)];
    while (page.prev_cursor) {
      page = await list({ ...query, cursor: page.prev_cursor });
      backward.unshift(eventIds(page.data));
    }
    expect(backward.flat()).toEqual(forward.ids);
    expect(backward.length).toBe(forward.pages);
  });

  it('reads the last page, a short one, and every page of a filtered list consistently', async () => {
    const query = { per_page: 10, bot_id: botIds[MEDIA_BOT], direction: 'Inbound' };
    const expected = newestFirst(ROWS.filter((row) => row.bot === MEDIA_BOT && row.direction === 'Inbound'));
    const first = await list(query);
    expect(first.total_item_count).toBe(expected.length);
    const last = await list({ ...query, current_page: first.total_page_count });
    expect(eventIds(last.data)).toEqual(expected.slice((first.total_page_count - 1) * 10));
    expect(last).toMatchObject({ next_cursor: null, prev_cursor: expect.any(String) });
    const forward = await walkForward(query);
    expect(forward.ids).toEqual(expected);
  });

  it('answers an empty page past the end, keeping the total', async () => {
    expect(await list({ per_page: 50, current_page: 6 })).toMatchObject({
      data: [],
      total_item_count: 240,
      total_page_count: 5,
      next_cursor: null,
    });
  });
});

describe('text search', () => {
  const matching = (text: string) => ROWS.filter((row) => row.content.toLowerCase().includes(text.toLowerCase()));

  it('finds English text anywhere in the message, in either case', async () => {
    for (const text of ['crypto', 'CRYPTO', 'Signals', 'ook', 'night']) {
      const page = await list({ search: text, per_page: 100 });
      expect(page.total_item_count, text).toBe(matching(text).length);
      expect(eventIds(page.data), text).toEqual(newestFirst(matching(text)));
    }
  });

  it('finds Chinese text, a two-character word included, alone and with other filters', async () => {
    for (const text of ['电影', '免费电影', '音乐排行', '推']) {
      const page = await list({ search: text, per_page: 100 });
      expect(page.total_item_count, text).toBe(matching(text).length);
      expect(page.total_item_count, text).toBeGreaterThan(0);
      expect(eventIds(page.data), text).toEqual(newestFirst(matching(text)));
    }
    const filtered = await list({ search: '电影', tg_id: '7002', bot_id: botIds[SEARCH_BOT], per_page: 100 });
    expect(eventIds(filtered.data)).toEqual(
      newestFirst(matching('电影').filter((row) => row.tg_id === '7002' && row.bot === SEARCH_BOT)),
    );
  });

  it('takes % , _ and quotes as plain text', async () => {
    expect((await list({ search: '100%' })).total_item_count).toBe(matching('100%').length);
    expect((await list({ search: '0% f' })).total_item_count).toBe(matching('0% f').length);
    expect((await list({ search: 'e_n' })).total_item_count).toBe(matching('e_n').length);
    expect((await list({ search: '%' })).total_item_count).toBe(matching('%').length);
    expect((await list({ search: '"crypto' })).total_item_count).toBe(0);
    expect((await list({ search: 'zzz' })).total_item_count).toBe(0);
  });

  it('pages a search by number and by cursor alike', async () => {
    const expected = newestFirst(matching('电影'));
    const forward = await walkForward({ search: '电影', per_page: 4 });
    expect(forward.ids).toEqual(expected);
    const last = await list({ search: '电影', per_page: 4, current_page: Math.ceil(expected.length / 4) });
    expect(eventIds(last.data)).toEqual(expected.slice((Math.ceil(expected.length / 4) - 1) * 4));
  });

  it('gives the same answers through the trigram index as record by record', async () => {
    // Texts with trigrams go to the index at once; "0% f" has none: it is read record by record.
    const throughIndex = async (query: ChatRecordListQuery) => {
      const kind = testDatabaseKind();
      const tuning = hasTrigrams(query.search ?? '') ? { walkBudget: 0 } : defaultTuning(kind);
      return (await listChatRecords(server.database.db, kind, chatRecordListQuerySchema.parse(query), tuning)).data;
    };
    for (const query of [
      { search: 'crypto', per_page: 100 },
      { search: 'CRYPTO', direction: 'Inbound' as const, per_page: 100 },
      { search: '免费电影', per_page: 100 },
      { search: '0% f', per_page: 100 },
      { search: 'a "quoted" text', per_page: 100 },
    ]) {
      const viaApi = await list(query);
      const viaIndex = await throughIndex(query);
      expect(eventIds(viaIndex.data), JSON.stringify(query)).toEqual(eventIds(viaApi.data));
      expect(viaIndex.total_item_count, JSON.stringify(query)).toBe(viaApi.total_item_count);
    }
    // Keyset paging through the index path, from the last page back to the first.
    const expected = newestFirst(matching('crypto'));
    let page = await throughIndex({ search: 'crypto', per_page: 5, current_page: Math.ceil(expected.length / 5) });
    const pages = [eventIds(page.data)];
    while (page.prev_cursor) {
      page = await throughIndex({ search: 'crypto', per_page: 5, cursor: page.prev_cursor });
      pages.unshift(eventIds(page.data));
    }
    expect(pages.flat()).toEqual(expected);
  });
});
