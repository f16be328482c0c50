import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  chatRecordListQuerySchema,
  type ChatRecordListQuery,
  type ChatRecordPage,
  type ChatRecordRow,
} from '@backoffice/contract';
import { completeChatRecordFolding } from '../../platform/db/chat-record-folding.js';
import { bearer, json, testDatabaseKind, useTestServer } from '../../test/harness.js';
import { platformFeed, textChatRecords } from '../../test/platform-feed.js';
import { listChatRecords } from './chat-record-list.js';
import type { ListTuning } from './chat-record-plan.js';

const server = useTestServer();

/** Texts in several scripts and cases; the search must ignore case in every one of them. */
const TEXTS = [
  'Été à Paris',
  'ÉTÉ INDIEN',
  'ПРИВЕТ мир',
  'привет, бот',
  'ΚΑΛΗΜΕΡΑ κόσμε',
  'Straße 12.3K',
  '我想看免费电影',
  '电影推荐',
  'plain text',
];
const contents = Array.from({ length: 90 }, (_, i) => `${TEXTS[i % TEXTS.length] ?? ''} #${i}`);
const ROWS = textChatRecords('search', contents, '2024-06-01T00:00:00.000Z', 60_000, 8000, 4);

beforeAll(async () => {
  await (await platformFeed(server)).send('chat-records', ROWS);
});

async function list(query: Record<string, string>): Promise<ChatRecordPage['data']> {
  const response = await server.app.inject({
    method: 'GET',
    url: '/v1/bot/chat-records',
    headers: bearer(server.admin),
    query,
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<ChatRecordPage>(response).data;
}

async function listWith(query: ChatRecordListQuery, tuning: ListTuning): Promise<ChatRecordPage['data']> {
  return (await listChatRecords(server.database.db, testDatabaseKind(), chatRecordListQuerySchema.parse(query), tuning))
    .data;
}

/** The expected answer: rows containing the text whatever its case, newest first. */
const matching = (text: string, rows: readonly ChatRecordRow[] = ROWS) =>
  rows
    .filter((row) => row.content.toLowerCase().includes(text.toLowerCase()))
    .map((row) => row.content)
    .reverse();

describe('text search', () => {
  const searches = [
    'été',
    'ÉTÉ',
    'привет',
    'ПРИВЕТ, БОТ',
    'καλημερα',
    'STRASSE',
    'straße',
    '12.3k',
    '电影',
    '免费电影',
    '#8',
  ];

  it('ignores case in every script, the same through the API, the trigram index and a walk of a few records', async () => {
    for (const text of searches) {
      const expected = matching(text);
      const viaApi = await list({ search: text, per_page: '100' });
      expect(
        viaApi.data.map((record) => record.content),
        text,
      ).toEqual(expected);
      expect(viaApi, text).toMatchObject({
        total_item_count: expected.length,
        total_capped: false,
        search_reached: null,
      });
      for (const walkBudget of [0, 7]) {
        const viaIndex = await listWith({ search: text, per_page: 100 }, { walkBudget });
        if (viaIndex.search_reached !== null) continue; // a text without trigrams: the bounded case below
        expect(
          viaIndex.data.map((record) => record.content),
          `${text} ${walkBudget}`,
        ).toEqual(expected);
      }
    }
    expect(matching('straße')).toHaveLength(10);
    expect(matching('STRASSE')).toHaveLength(0);
  });

  it('reads at most its budget of records for a text no index can narrow, and says how far back it reached', async () => {
    const bounded = await listWith({ search: '电影', per_page: 100 }, { walkBudget: 30 });
    const newest = ROWS.slice(-30);
    expect(bounded.data.map((record) => record.content)).toEqual(matching('电影', newest));
    expect(bounded).toMatchObject({
      total_item_count: matching('电影', newest).length,
      total_capped: false,
      search_reached: newest[0]?.sent_at,
    });
    // Other filters narrow what the budget is spent on: one user's records all fit in it.
    const oneUser = await listWith({ search: '电影', tg_id: '8001', per_page: 100 }, { walkBudget: 30 });
    expect(oneUser).toMatchObject({
      search_reached: null,
      total_item_count: matching(
        '电影',
        ROWS.filter((row) => row.tg_id === '8001'),
      ).length,
    });
  });

  it('stops where the walk did when the trigram index holds more older matches than it may sort', async () => {
    const newest = ROWS.slice(-7);
    const bounded = await listWith({ search: 'привет', per_page: 100 }, { walkBudget: 7, indexMatchLimit: 3 });
    expect(bounded.data.map((record) => record.content)).toEqual(matching('привет', newest));
    expect(bounded).toMatchObject({
      total_item_count: matching('привет', newest).length,
      search_reached: newest[0]?.sent_at,
    });
    const whole = await listWith({ search: 'привет', per_page: 100 }, { walkBudget: 7, indexMatchLimit: 100 });
    expect(whole).toMatchObject({ total_item_count: matching('привет').length, search_reached: null });
  });

  it('finds records written before the folded column once the start after migration 013 has folded them', async () => {
    await sql`update chat_records set content_folded = ''`.execute(server.database.db);
    await sql`delete from data_backfill_marks`.execute(server.database.db);
    expect((await list({ search: 'привет' })).total_item_count).toBe(0);
    await completeChatRecordFolding(server.database);
    expect((await list({ search: 'привет', per_page: '100' })).data.map((record) => record.content)).toEqual(
      matching('привет'),
    );
  });
});
