import { expect } from 'vitest';
import { INGEST_MAX_ROWS, type ChatRecordRow, type IngestKind, type IngestResult, type SearchEventRow, type SubscriptionRow } from '@backoffice/contract';
import { bearer, createTestApiKey, type TestServer } from './harness.js';

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
  const key = await createTestApiKey(server, ['ingest'], 'bot platform');
  async function send(kind: IngestKind, rows: readonly unknown[]): Promise<void> {
    for (let start = 0; start < rows.length; start += INGEST_MAX_ROWS) {
      const batch = rows.slice(start, start + INGEST_MAX_ROWS);
      const response = await server.app.inject({ method: 'POST', url: `/v1/platform/ingest/${kind}`, headers: bearer(key), payload: { rows: batch } });
      expect(response.statusCode, response.body).toBe(200);
      const result = (response.json() as { data: IngestResult }).data;
      expect(result.rejected, JSON.stringify(result.rejected)).toEqual([]);
    }
  }
  return { send };
}
