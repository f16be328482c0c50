import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_RECORD_SEARCH_CAP, chatRecordListQuerySchema, type ChatRecordPage } from '@backoffice/contract';
import { bearer, json, testDatabaseKind, useTestServer } from '../../test/harness.js';
import { platformFeed, textChatRecords } from '../../test/platform-feed.js';
import { listChatRecords } from './chat-record-list.js';

const server = useTestServer();

/** One more "crypto" message than the cap counts, and a few that do not match. */
const MATCHES = CHAT_RECORD_SEARCH_CAP + 1;
const contents = Array.from({ length: MATCHES + 20 }, (_, i) => (i < MATCHES ? `Crypto signal #${i}` : `movie #${i}`));
const rows = textChatRecords('bulk', contents, '2024-05-01T00:00:00.000Z', 1000, 9000, 50);

beforeAll(async () => {
  await (await platformFeed(server)).send('chat-records', rows);
}, 120_000);

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

describe('a text search with more matches than the cap', () => {
  it('says the total is capped, and reaches the newest matches up to the cap', async () => {
    const first = await list({ search: 'crypto', per_page: '10' });
    expect(first).toMatchObject({
      total_item_count: CHAT_RECORD_SEARCH_CAP,
      total_page_count: CHAT_RECORD_SEARCH_CAP / 10,
      total_capped: true,
    });
    expect(first.data[0]?.content).toBe(`Crypto signal #${MATCHES - 1}`);
    const last = await list({ search: 'crypto', per_page: '10', current_page: String(CHAT_RECORD_SEARCH_CAP / 10) });
    expect(last.data.map((record) => record.content)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Crypto signal #${MATCHES - CHAT_RECORD_SEARCH_CAP + 9 - i}`),
    );
    expect(
      await list({ search: 'crypto', per_page: '10', current_page: String(CHAT_RECORD_SEARCH_CAP / 10 + 1) }),
    ).toMatchObject({ data: [] });
  });

  it('counts exactly again once other filters bring the matches under the cap', async () => {
    const inbound = await list({ search: 'crypto', direction: 'Inbound' });
    expect(inbound).toMatchObject({ total_item_count: Math.ceil(MATCHES / 2), total_capped: false });
    const twoCharacters = await list({ search: 'yp', tg_id: '9007' });
    expect(twoCharacters).toMatchObject({
      total_item_count: rows.filter((row) => row.tg_id === '9007' && row.content.includes('yp')).length,
      total_capped: false,
    });
  });

  it('caps the same way when the matches are read from the trigram index', async () => {
    const page = await listChatRecords(
      server.database.db,
      testDatabaseKind(),
      chatRecordListQuerySchema.parse({ search: 'CRYPTO' }),
      { walkBudget: 0 },
    );
    expect(page.data).toMatchObject({ total_item_count: CHAT_RECORD_SEARCH_CAP, total_capped: true });
    expect(page.data.data[0]?.content).toBe(`Crypto signal #${MATCHES - 1}`);
    const rare = await listChatRecords(
      server.database.db,
      testDatabaseKind(),
      chatRecordListQuerySchema.parse({ search: 'signal #100', per_page: 20 }),
      { walkBudget: 0 },
    );
    expect(rare.data.data.map((record) => record.content)).toEqual(['Crypto signal #1000', 'Crypto signal #100']);
  });
});
