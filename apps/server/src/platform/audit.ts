import type { Executor } from './db/schema.js';
import { CHANGE_EVENTS, emitWebhookEvent } from './webhook-outbox.js';

export interface Actor {
  id: number | null;
  email: string | null;
  ip: string | null;
}

export type Changes = Record<string, { from?: unknown; to?: unknown }>;

const SECRET_FIELD = /password|token|secret|session_string|api_key|hash/i;
export const REDACTED = '[REDACTED]';

function redactValue(field: string, value: unknown): unknown {
  return value !== undefined && SECRET_FIELD.test(field) ? REDACTED : value;
}

/** Field-by-field difference of two snapshots, with secret fields redacted. */
export function diff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): Changes {
  const changes: Changes = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    const from = before?.[field];
    const to = after?.[field];
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    const change: { from?: unknown; to?: unknown } = {};
    if (before) change.from = redactValue(field, from);
    if (after) change.to = redactValue(field, to);
    changes[field] = change;
  }
  return changes;
}

export interface AuditRecord {
  action: string;
  entity: string;
  entityId?: string | number | null;
  changes?: Changes;
}

/**
 * Writes one audit row; call it inside the mutation's transaction so both land or neither does. A change
 * of a kind integrators subscribe to (CHANGE_EVENTS) writes its webhook event there too.
 */
export async function recordAudit(db: Executor, actor: Actor, record: AuditRecord): Promise<void> {
  const event = CHANGE_EVENTS[record.entity];
  if (event)
    await emitWebhookEvent(db, event, {
      action: record.action,
      entity: record.entity,
      id: record.entityId ?? null,
      changes: record.changes ?? {},
      actor: actor.email,
    });
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actor.id,
      actor_email: actor.email,
      action: record.action,
      entity: record.entity,
      entity_id: record.entityId === undefined || record.entityId === null ? null : String(record.entityId),
      changes: JSON.stringify(record.changes ?? {}),
      ip: actor.ip,
      created_at: new Date().toISOString(),
    })
    .execute();
}
