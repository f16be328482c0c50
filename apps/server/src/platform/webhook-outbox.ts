import crypto from 'node:crypto';
import type { WebhookEventType } from '@backoffice/contract';
import type { Executor } from './db/schema.js';

/**
 * The webhooks' outbox (docs/decisions/0041-webhooks.md). An event is a row written with the executor of
 * the change that raised it, so a change the API acknowledged has its event, and a change rolled back has
 * none. The webhook worker fans events out to the endpoints subscribed to them and delivers them.
 */

/** A webhook-id: the same on every attempt of every delivery of one event (the receivers' idempotency key). */
export function newMessageId(): string {
  return `msg_${crypto.randomBytes(16).toString('base64url')}`;
}

/**
 * Writes one event. `dedupeKey`, when given, makes a second event with the same key a no-op (a scan that
 * finds the same sponsor nearing the same expiry again raises nothing).
 */
export async function emitWebhookEvent(
  db: Executor,
  type: WebhookEventType,
  data: Record<string, unknown>,
  options: { dedupeKey?: string; at?: Date } = {},
): Promise<void> {
  const at = (options.at ?? new Date()).toISOString();
  const payload = JSON.stringify({ type, timestamp: at, data });
  const insert = db.insertInto('webhook_events').values({
    message_id: newMessageId(),
    type,
    payload,
    dedupe_key: options.dedupeKey ?? null,
    created_at: at,
    dispatched_at: null,
  });
  await (options.dedupeKey ? insert.onConflict((c) => c.column('dedupe_key').doNothing()) : insert).execute();
}

/**
 * The audited record kinds whose every change is an event: the audit row and the event are written by the
 * same call, in the change's transaction (platform/audit.ts). The actions stay the audit log's
 * (`keyword.update`, `sponsor.bulk_delete`, …) and travel in the event's data.
 */
export const CHANGE_EVENTS: Readonly<Record<string, WebhookEventType>> = {
  keyword: 'keyword.changed',
  sponsor: 'sponsor.changed',
  sponsor_client: 'sponsor.changed',
  catalogue_entry: 'catalogue.changed',
  ads_keyword: 'ads_keyword.changed',
  ads_keyword_slot: 'ads_keyword.changed',
};
