import { expect } from 'vitest';
import type { CreatedApiKey, IngestResult } from '@backoffice/contract';
import { api } from './api.js';
import type { Suite } from './suite.js';

export type IngestKind = 'subscriptions' | 'chat-records' | 'search-events' | 'group-activity' | 'ads-slots';

/**
 * The bots of a test file: an ingest key the admin makes (named keyName) on first use, and events sent
 * through the platform's ingest route as the bots send them, each with its own event id
 * (`e2e-<eventPrefix>-1`, …). Every row must be accepted.
 */
export function botsOf(suite: Suite, keyName: string, eventPrefix: string) {
  let key: Promise<string> | undefined;
  let events = 0;
  return async function ingest(kind: IngestKind, rows: Record<string, unknown>[]): Promise<void> {
    key ??= suite
      .adminApi<{ data: CreatedApiKey }>('POST', '/v1/api-keys', { name: keyName, scopes: ['ingest'] })
      .then((answer) => answer.data.key);
    const payload = { rows: rows.map((row) => ({ event_id: `e2e-${eventPrefix}-${(events += 1)}`, ...row })) };
    const answer = await api<{ data: IngestResult }>(
      suite.baseUrl,
      await key,
      'POST',
      `/v1/platform/ingest/${kind}`,
      payload,
    );
    expect(answer.data).toMatchObject({ accepted: rows.length, rejected: [] });
  };
}
