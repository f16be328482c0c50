import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from './database.js';
import type { Database } from './schema.js';

/**
 * The case-folded spelling of a chat record's content, stored in `content_folded` and searched for: one definition
 * for ingestion, this backfill and every search.
 */
export function foldText(text: string): string {
  return text.toLowerCase();
}

/** Records lower-cased per statement: small enough that no statement holds the table for long. */
export const FOLD_BATCH_ROWS = 5_000;
const MARK = 'chat_records.content_folded';
const FOLDED_INDEX = 'chat_records_folded_trgm';
/** Past this many records the index is built `concurrently`; below, a plain build holds writes for moments only. */
export const CONCURRENT_BUILD_ROWS = 100_000;

interface Unfolded {
  id: number | string;
  content: string;
}

/**
 * Fills `chat_records.content_folded` (migration 013) for the records written without it and, on
 * PostgreSQL, builds its trigram index: after the migrations and outside their transaction, so
 * neither the fill nor the build holds back reads or writes of chat_records (docs/decisions/0016).
 * Each batch commits on its own and moves the mark in data_backfill_marks (migration 015): a start
 * interrupted half-way resumes there, and a later start reads only the records written since. On
 * PostgreSQL one instance does it at a time (an advisory lock per schema); the others wait for it.
 */
export async function completeChatRecordFolding(
  handle: DatabaseHandle,
  concurrentBuildRows = CONCURRENT_BUILD_ROWS,
): Promise<void> {
  if (handle.kind !== 'postgres') {
    await fillFolded(handle.db, false);
    return;
  }
  const onOneConnection = async (db: Kysely<Database>) => {
    const lock = sql`hashtext(current_schema() || ':chat_record_folding')`;
    await sql`select pg_advisory_lock(${lock})`.execute(db);
    try {
      await fillFolded(db, true);
      await buildFoldedIndex(db, concurrentBuildRows);
    } finally {
      await sql`select pg_advisory_unlock(${lock})`.execute(db);
    }
  };
  // An index built concurrently on a large table takes minutes: longer than the statement timeout.
  if (handle.untimed) await handle.untimed(onOneConnection);
  else await handle.db.connection().execute(onOneConnection);
}

/**
 * Folds every record past the mark whose folded copy is missing, FOLD_BATCH_ROWS at a time, in id order.
 * Only those records' content is read: ingestion folds what it writes, so after a fresh fill or between two
 * starts nearly every record has its copy, and reading each one's content again cost a start of the
 * server seconds and a hundred megabytes of memory at a million records (docs/decisions/0016).
 */
export async function fillFolded<DB>(db: Kysely<DB>, postgres: boolean): Promise<void> {
  const marked = await sql<{
    through_id: number | string;
  }>`select through_id from data_backfill_marks where name = ${MARK}`.execute(db);
  let after = Number(marked.rows[0]?.through_id ?? 0);
  const nextBatch = postgres ? unfoldedInNextIds : unfoldedByIndex;
  for (;;) {
    const batch = await nextBatch(db, after);
    if (!batch) return;
    await writeFolded(
      db,
      postgres,
      batch.rows.map((row) => ({ id: Number(row.id), folded: foldText(row.content) })),
    );
    after = batch.through;
    await sql`insert into data_backfill_marks (name, through_id) values (${MARK}, ${after})
      on conflict (name) do update set through_id = excluded.through_id`.execute(db);
  }
}

/** The records to fold of one batch, and the id the mark moves to once they are; undefined when none is left. */
type FoldBatch = { rows: Unfolded[]; through: number } | undefined;

/**
 * PostgreSQL: the next FOLD_BATCH_ROWS ids past the mark, and those of them without their copy; each
 * statement reads a bounded range, however many records there are.
 */
async function unfoldedInNextIds<DB>(db: Kysely<DB>, after: number): Promise<FoldBatch> {
  const batch = await sql<{ last: number | string | null }>`
    select max(id) as last from (select id from chat_records where id > ${after} order by id limit ${FOLD_BATCH_ROWS}) as batch`.execute(
    db,
  );
  const last = batch.rows[0]?.last;
  if (last === null || last === undefined) return undefined;
  const { rows } = await sql<Unfolded>`
    select id, content from chat_records where id > ${after} and id <= ${last} and content_folded = '' and content <> ''`.execute(
    db,
  );
  return { rows, through: Number(last) };
}

/** SQLite: the next records without their copy, read from the index that holds only them (migration 018). */
async function unfoldedByIndex<DB>(db: Kysely<DB>, after: number): Promise<FoldBatch> {
  const { rows } = await sql<Unfolded>`
    select id, content from chat_records indexed by chat_records_unfolded
    where id > ${after} and content_folded = '' and content <> '' order by id limit ${FOLD_BATCH_ROWS}`.execute(db);
  const last = rows.at(-1);
  return last ? { rows, through: Number(last.id) } : undefined;
}

/** Writes the folded copies of records that had none; one written meanwhile (by ingestion) stays as it is. */
async function writeFolded<DB>(
  db: Kysely<DB>,
  postgres: boolean,
  rows: { id: number; folded: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  const ids = rows.map((row) => row.id);
  const texts = rows.map((row) => row.folded);
  if (postgres) {
    await sql`update chat_records c set content_folded = f.folded
      from unnest(${ids}::bigint[], ${texts}::text[]) as f(id, folded) where c.id = f.id and c.content_folded = ''`.execute(
      db,
    );
    return;
  }
  // One statement per batch: json_each pairs each id with its text inside SQLite.
  await sql`update chat_records set content_folded = f.value ->> '$[1]'
    from json_each(${JSON.stringify(rows.map((row) => [row.id, row.folded]))}) as f
    where chat_records.id = f.value ->> '$[0]' and chat_records.content_folded = ''`.execute(db);
}

/**
 * The trigram index search reads. On a large table it is built `concurrently`, so writes go on
 * meanwhile (such a build also waits for every older transaction of the database to end, which is
 * why a small table, a new installation's, is indexed at once instead). A build that failed half-way leaves an invalid index, which is
 * dropped and built again. The index on `content`, which the previous version's searches read until
 * this one's instances serve, goes last.
 */
async function buildFoldedIndex<DB>(db: Kysely<DB>, concurrentBuildRows: number): Promise<void> {
  const found = await sql<{ valid: boolean }>`select i.indisvalid as valid from pg_index i
    join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
    where c.relname = ${FOLDED_INDEX} and n.nspname = current_schema()`.execute(db);
  const index = found.rows[0];
  if (index?.valid) return;
  if (await isPartitioned(db)) {
    await buildPartitionedFoldedIndex(db, index !== undefined, concurrentBuildRows);
    return;
  }
  if (!(await holdsAtLeast(db, 'chat_records', concurrentBuildRows))) {
    if (index) await sql`drop index if exists chat_records_folded_trgm`.execute(db);
    await sql`create index chat_records_folded_trgm on chat_records using gin (content_folded public.gin_trgm_ops)`.execute(
      db,
    );
    await sql`drop index if exists chat_records_content_trgm`.execute(db);
    return;
  }
  if (index) await sql`drop index concurrently if exists chat_records_folded_trgm`.execute(db);
  await sql`create index concurrently chat_records_folded_trgm on chat_records using gin (content_folded public.gin_trgm_ops)`.execute(
    db,
  );
  await sql`drop index concurrently if exists chat_records_content_trgm`.execute(db);
}

/** Whether the table holds at least `rows` rows, read no further than that: large enough to index concurrently. */
async function holdsAtLeast<DB>(db: Kysely<DB>, table: string, rows: number): Promise<boolean> {
  const sampled = await sql<{
    n: number | string;
  }>`select count(*) as n from (select 1 from ${sql.ref(table)} limit ${rows}) as sample`.execute(db);
  return Number(sampled.rows[0]?.n ?? 0) >= rows;
}

async function isPartitioned<DB>(db: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{
    kind: string;
  }>`select relkind as kind from pg_class where oid = 'chat_records'::regclass`.execute(db);
  return rows[0]?.kind === 'p';
}

/**
 * The same index on the partitioned table (migration 029): PostgreSQL builds no index concurrently on a
 * partitioned table, so the parent's is declared on it alone, each partition's is built (concurrently when
 * large) and attached, and the parent's turns valid with the last one. An invalid one found is dropped first.
 */
async function buildPartitionedFoldedIndex<DB>(
  db: Kysely<DB>,
  found: boolean,
  concurrentBuildRows: number,
): Promise<void> {
  if (found) await sql`drop index if exists chat_records_folded_trgm`.execute(db);
  await sql`create index chat_records_folded_trgm on only chat_records using gin (content_folded public.gin_trgm_ops)`.execute(
    db,
  );
  const { rows } = await sql<{ name: string }>`select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid where i.inhparent = 'chat_records'::regclass
    and not exists (select 1 from pg_inherits ii join pg_index x on x.indexrelid = ii.inhrelid
      where ii.inhparent = 'chat_records_folded_trgm'::regclass and x.indrelid = c.oid)`.execute(db);
  for (const { name } of rows) {
    const index = `${name}_content_folded_idx`;
    const concurrently = (await holdsAtLeast(db, name, concurrentBuildRows)) ? sql.raw('concurrently ') : sql.raw('');
    await sql`drop index ${concurrently}if exists ${sql.ref(index)}`.execute(db);
    await sql`create index ${concurrently}${sql.ref(index)} on ${sql.ref(name)} using gin (content_folded public.gin_trgm_ops)`.execute(
      db,
    );
    await sql`alter index chat_records_folded_trgm attach partition ${sql.ref(index)}`.execute(db);
  }
  await sql`drop index if exists chat_records_content_trgm`.execute(db);
}
