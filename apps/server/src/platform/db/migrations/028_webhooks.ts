import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseKind } from '../database.js';
import { columns } from './columns.js';

/**
 * Webhooks for integrators (docs/decisions/0041-webhooks.md): the endpoints staff register, each with
 * its signing secret sealed as stalker session strings are (decision 0009); the outbox of events, written
 * in the transaction of the change that raised them; and one delivery row per event and endpoint, claimed
 * by one worker at a time with a heartbeat, as export jobs are.
 */
export function webhooks(kind: DatabaseKind): Migration {
  const col = columns(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('webhook_endpoints')
        .addColumn('id', col.idType, col.id)
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        // The event types, comma separated, in the contract's order.
        .addColumn('events', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
        .addColumn('secret_ciphertext', 'text')
        .addColumn('secret_nonce', 'text')
        .addColumn('secret_key_version', 'integer')
        .addColumn('created_at', col.time, (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('updated_at', col.time, (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .addColumn('deleted_at', col.time)
        .execute();
      await db.schema
        .createTable('webhook_events')
        .addColumn('id', col.idType, col.id)
        // The webhook-id of every delivery of this event: `msg_` and random characters, fixed at the change.
        .addColumn('message_id', 'text', (c) => c.notNull().unique())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        // An event raised by a scan (a sponsor nearing expiry) is raised once per key.
        .addColumn('dedupe_key', 'text', (c) => c.unique())
        .addColumn('created_at', col.time, (c) => c.notNull())
        // Set when the event's deliveries were written, in the same transaction.
        .addColumn('dispatched_at', col.time)
        .execute();
      await sql`create index webhook_events_undispatched on webhook_events (id) where dispatched_at is null`.execute(
        db,
      );
      await db.schema
        .createTable('webhook_deliveries')
        .addColumn('id', col.idType, col.id)
        .addColumn('endpoint_id', 'integer', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
        .addColumn('event_id', 'integer', (c) => c.notNull().references('webhook_events.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('Pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', col.time)
        .addColumn('claimed_by', 'text')
        .addColumn('heartbeat_at', col.time)
        .addColumn('response_code', 'integer')
        .addColumn('error', 'text')
        .addColumn('created_at', col.time, (c) => c.notNull())
        .addColumn('last_attempt_at', col.time)
        .addColumn('delivered_at', col.time)
        .execute();
      await sql`create unique index webhook_deliveries_event_endpoint on webhook_deliveries (event_id, endpoint_id)`.execute(
        db,
      );
      // The worker's claim reads the Pending deliveries that are due; the log reads an endpoint's newest first.
      await sql`create index webhook_deliveries_due on webhook_deliveries (next_attempt_at, id) where status = 'Pending'`.execute(
        db,
      );
      await sql`create index webhook_deliveries_endpoint on webhook_deliveries (endpoint_id, created_at, id)`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('webhook_deliveries').execute();
      await db.schema.dropTable('webhook_events').execute();
      await db.schema.dropTable('webhook_endpoints').execute();
    },
  };
}
