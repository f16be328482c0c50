import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database.js';
import { columns } from './columns.js';

/**
 * File Export jobs (docs/decisions/0008): one row per requested CSV, claimed by one worker of one
 * instance at a time (claimed_by, heartbeat_at), its file under DATA_DIR/exports once Completed.
 */
export function fileExport(kind: DatabaseKind) {
  const col = columns(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('exports')
        .addColumn('id', col.idType, col.id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('filters', 'text', (c) => c.notNull())
        .addColumn('all_data', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('range_from', col.time)
        .addColumn('range_to', col.time)
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('Pending'))
        .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('row_count', 'integer')
        .addColumn('file_size', 'bigint')
        .addColumn('file_name', 'text')
        .addColumn('error', 'text')
        .addColumn('created_by', 'integer')
        .addColumn('created_at', col.time, (c) => c.notNull())
        .addColumn('started_at', col.time)
        .addColumn('completed_at', col.time)
        .addColumn('expires_at', col.time)
        .addColumn('claimed_by', 'text')
        .addColumn('heartbeat_at', col.time)
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // The worker's claim reads Pending jobs oldest first; the purge reads Completed ones by expiry.
      await sql`create index exports_status_id on exports (status, id)`.execute(db);
      await sql`create index exports_created_at on exports (created_at, id)`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('exports').execute();
    },
  };
}
