import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseKind } from '../database.js';

/**
 * Chat-record search reads a lower-cased copy of each message (docs/decisions/0016). The column
 * starts as '' (a constant default: no table rewrite on either database); ingestion writes it with
 * each record. Older records are folded, and on PostgreSQL the trigram index is built, after the
 * migrations and outside their transaction (platform/db/chat-record-folding.ts): inside it, the
 * `alter table` lock held chat_records for the whole fill and build (22 minutes at 5M records).
 */
export function chatRecordFoldedContent(kind: DatabaseKind): Migration {
  const postgres = kind === 'postgres';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`alter table chat_records add column content_folded text not null default ''`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (postgres) {
        await sql`create index if not exists chat_records_content_trgm on chat_records using gin (content public.gin_trgm_ops)`.execute(
          db,
        );
        await sql`drop index if exists chat_records_folded_trgm`.execute(db);
      }
      await sql`alter table chat_records drop column content_folded`.execute(db);
    },
  };
}
