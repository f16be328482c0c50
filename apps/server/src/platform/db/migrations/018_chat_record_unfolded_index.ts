import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseKind } from '../database.js';

/**
 * SQLite: the records still without their folded copy (written by a version before migration 013), in id
 * order. Ingestion folds what it writes, so the index is empty once the start-up fill has run, and the
 * next start's check for such records is one look into it instead of reading every record written since
 * the last start: at a million records that read took seconds and left 16 MB of pages in the connection's
 * cache (docs/decisions/0028). PostgreSQL keeps walking by id ranges (each statement bounded, under its
 * statement timeout).
 */
export function chatRecordUnfoldedIndex(kind: DatabaseKind): Migration {
  const sqlite = kind === 'sqlite';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (sqlite)
        await sql`create index chat_records_unfolded on chat_records (id) where content_folded = '' and content <> ''`.execute(
          db,
        );
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (sqlite) await sql`drop index if exists chat_records_unfolded`.execute(db);
    },
  };
}
