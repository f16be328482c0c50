import { sql, type Kysely, type Migration } from 'kysely';
import { foldText } from '../../../modules/bot-analytics/chat-record-text.js';
import type { DatabaseKind } from '../database.js';

/** Records lower-cased per statement: small enough that no statement holds the table for long. */
export const FOLD_BATCH_ROWS = 5_000;

interface Unfolded {
  id: number | string;
  content: string;
}

/**
 * Chat-record search reads a lower-cased copy of each message (docs/decisions/0006): the column, and
 * on PostgreSQL its trigram index (replacing the one on `content`, which served ILIKE). Older records
 * are filled here in batches of ids, each its own statement (on SQLite each its own transaction), with
 * the same folding ingestion uses, so records old and new answer a search alike.
 *
 * The column starts as '' (a constant default: no table rewrite on either database). On PostgreSQL the
 * index may be built beforehand with `create index concurrently chat_records_folded_trgm …` (see the
 * operations guide): the migration then finds it and skips the build, which otherwise holds back
 * writes to chat_records while it runs.
 */
export function chatRecordFoldedContent(kind: DatabaseKind): Migration {
  const postgres = kind === 'postgres';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`alter table chat_records add column content_folded text not null default ''`.execute(db);
      await fillFolded(db, postgres);
      if (postgres) {
        await sql`create index if not exists chat_records_folded_trgm on chat_records using gin (content_folded public.gin_trgm_ops)`.execute(db);
        await sql`drop index if exists chat_records_content_trgm`.execute(db);
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (postgres) {
        await sql`create index if not exists chat_records_content_trgm on chat_records using gin (content public.gin_trgm_ops)`.execute(db);
        await sql`drop index if exists chat_records_folded_trgm`.execute(db);
      }
      await sql`alter table chat_records drop column content_folded`.execute(db);
    },
  };
}

/** Fills `content_folded` of every record, FOLD_BATCH_ROWS ids at a time, in id order. */
export async function fillFolded<DB>(db: Kysely<DB>, postgres: boolean): Promise<void> {
  let after = 0;
  for (;;) {
    const { rows } = await sql<Unfolded>`select id, content from chat_records where id > ${after} order by id limit ${FOLD_BATCH_ROWS}`.execute(db);
    const last = rows.at(-1);
    if (!last) return;
    await writeFolded(db, postgres, rows.map((row) => ({ id: Number(row.id), folded: foldText(row.content) })));
    after = Number(last.id);
  }
}

async function writeFolded<DB>(db: Kysely<DB>, postgres: boolean, rows: { id: number; folded: string }[]): Promise<void> {
  if (rows.length === 0) return;
  const ids = rows.map((row) => row.id);
  const texts = rows.map((row) => row.folded);
  if (postgres) {
    await sql`update chat_records c set content_folded = f.folded
      from unnest(${ids}::bigint[], ${texts}::text[]) as f(id, folded) where c.id = f.id`.execute(db);
    return;
  }
  // One statement per batch: json_each pairs each id with its text inside SQLite.
  await sql`update chat_records set content_folded = f.value ->> '$[1]'
    from json_each(${JSON.stringify(rows.map((row) => [row.id, row.folded]))}) as f
    where chat_records.id = f.value ->> '$[0]'`.execute(db);
}
