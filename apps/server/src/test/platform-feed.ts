import { expect } from 'vitest';
import {
  INGEST_MAX_ROWS,
  type ChatRecordRow,
  type IngestKind,
  type SearchEventRow,
  type SubscriptionRow,
} from '@backoffice/contract';
import { createTestApiKey, type TestServer } from './harness.js';
import { platformClientOf } from './platform-client.js';

/**
 * The bot platform as the tests' data source: rows go in through the ingest API, as in production,
 * so the maintained counts (hourly buckets, daily figures, subscription counters) are the real ones.
 */
export interface PlatformFeed {
  send(kind: 'chat-records', rows: readonly ChatRecordRow[]): Promise<void>;
  send(kind: 'subscriptions', rows: readonly SubscriptionRow[]): Promise<void>;
  send(kind: 'search-events', rows: readonly SearchEventRow[]): Promise<void>;
}

export async function platformFeed(server: TestServer): Promise<PlatformFeed> {
  const client = platformClientOf(server, await createTestApiKey(server, ['ingest'], 'bot platform'));
  async function send(
    kind: Extract<IngestKind, 'chat-records' | 'subscriptions' | 'search-events'>,
    rows: readonly unknown[],
  ): Promise<void> {
    for (let start = 0; start < rows.length; start += INGEST_MAX_ROWS) {
      const batch = rows.slice(start, start + INGEST_MAX_ROWS) as ChatRecordRow[] &
        SubscriptionRow[] &
        SearchEventRow[];
      const { data, error, response } = await client.POST(`/v1/platform/ingest/${kind}`, { body: { rows: batch } });
      expect(response.status, JSON.stringify(error)).toBe(200);
      expect(data?.data.rejected, JSON.stringify(data?.data.rejected)).toEqual([]);
    }
  }
  return { send };
}

/**
 * Text messages between the search bot and `users` users (Telegram ids from `firstTgId`), one every
 * `stepMs` from `from`, inbound and outbound by turns: a chat record row for each of `contents`.
 */
export function textChatRecords(
  prefix: string,
  contents: readonly string[],
  from: string,
  stepMs: number,
  firstTgId: number,
  users: number,
): ChatRecordRow[] {
  const start = Date.parse(from);
  return contents.map((content, i) => ({
    event_id: `${prefix}-${i}`,
    bot: 'hi7_search_bot',
    tg_id: String(firstTgId + (i % users)),
    sent_at: new Date(start + i * stepMs).toISOString(),
    direction: i % 2 === 0 ? 'Inbound' : 'Outbound',
    message_type: 'Text',
    content,
  }));
}
