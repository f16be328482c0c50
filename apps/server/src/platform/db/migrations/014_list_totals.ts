import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseKind } from '../database.js';

/**
 * Soft-deleted tables whose live rows (deleted_at is null) are counted as they change, so a list with
 * no filter reads its total instead of counting every row per request (two thirds of the SQL of the
 * account list at 10,000 accounts). Staff-edited tables only: the counter row is one row per table,
 * which every insert and delete of that table updates.
 */
const LIVE_COUNTED_TABLES = ['accounts'] as const;

const change = (table: string, delta: string) =>
  `update live_row_counts set live_rows = live_rows + ${delta} where table_name = '${table}'`;

/** SQLite: one trigger per row, for inserts, deletes, and updates that delete or restore a row. */
function sqliteTriggers(table: string): string[] {
  return [
    `create trigger ${table}_live_rows_insert after insert on ${table} when new.deleted_at is null begin ${change(table, '1')}; end`,
    `create trigger ${table}_live_rows_delete after delete on ${table} when old.deleted_at is null begin ${change(table, '-1')}; end`,
    `create trigger ${table}_live_rows_update after update of deleted_at on ${table} when (old.deleted_at is null) <> (new.deleted_at is null)
       begin ${change(table, 'case when new.deleted_at is null then 1 else -1 end')}; end`,
  ];
}

/** PostgreSQL: inserts and deletes once per statement over its transition table, so a bulk load updates the counter once. */
const POSTGRES_FUNCTIONS = [
  `create function live_rows_inserted() returns trigger language plpgsql as $$ begin
     update live_row_counts set live_rows = live_rows + (select count(*) from inserted_rows where deleted_at is null) where table_name = TG_TABLE_NAME;
     return null; end $$`,
  `create function live_rows_deleted() returns trigger language plpgsql as $$ begin
     update live_row_counts set live_rows = live_rows - (select count(*) from deleted_rows where deleted_at is null) where table_name = TG_TABLE_NAME;
     return null; end $$`,
  `create function live_rows_changed() returns trigger language plpgsql as $$ begin
     update live_row_counts set live_rows = live_rows + (case when new.deleted_at is null then 1 else -1 end) where table_name = TG_TABLE_NAME;
     return null; end $$`,
];

function postgresTriggers(table: string): string[] {
  return [
    `create trigger ${table}_live_rows_insert after insert on ${table} referencing new table as inserted_rows for each statement execute function live_rows_inserted()`,
    `create trigger ${table}_live_rows_delete after delete on ${table} referencing old table as deleted_rows for each statement execute function live_rows_deleted()`,
    `create trigger ${table}_live_rows_update after update of deleted_at on ${table} for each row
       when ((old.deleted_at is null) <> (new.deleted_at is null)) execute function live_rows_changed()`,
  ];
}

/**
 * Lists that stay fast at 10,000 rows (issue 15):
 * - maintained counts of live rows for lists with no filter;
 * - indexes on the account list's sort columns, live rows only, so a page is read in order and the
 *   walk stops after it instead of sorting every account;
 * - PostgreSQL: trigram indexes on lower(email) and lower(username), so a text search reads its
 *   matches from the index instead of lower()-ing every row.
 */
export function listTotals(kind: DatabaseKind): Migration {
  const postgres = kind === 'postgres';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('live_row_counts')
        .addColumn('table_name', 'text', (c) => c.primaryKey())
        .addColumn('live_rows', postgres ? 'bigint' : 'integer', (c) => c.notNull())
        .execute();
      if (postgres) for (const statement of POSTGRES_FUNCTIONS) await sql.raw(statement).execute(db);
      for (const table of LIVE_COUNTED_TABLES) {
        await sql
          .raw(
            `insert into live_row_counts (table_name, live_rows) select '${table}', count(*) from ${table} where deleted_at is null`,
          )
          .execute(db);
        for (const statement of postgres ? postgresTriggers(table) : sqliteTriggers(table))
          await sql.raw(statement).execute(db);
      }
      for (const column of ['email', 'username', 'last_login_at', 'updated_at']) {
        await sql
          .raw(`create index accounts_live_by_${column} on accounts (${column}, id) where deleted_at is null`)
          .execute(db);
      }
      if (postgres) {
        // fastupdate off: new accounts go straight into the index. With it on they wait in a pending
        // list that every search reads in full (and that makes the planner prefer a scan) until vacuum.
        for (const column of ['email', 'username']) {
          await sql
            .raw(
              `create index accounts_${column}_trigram on accounts using gin (lower(${column}) public.gin_trgm_ops) with (fastupdate = off) where deleted_at is null`,
            )
            .execute(db);
        }
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const index of ['accounts_email_trigram', 'accounts_username_trigram'])
        await sql.raw(`drop index if exists ${index}`).execute(db);
      for (const column of ['email', 'username', 'last_login_at', 'updated_at'])
        await sql.raw(`drop index if exists accounts_live_by_${column}`).execute(db);
      for (const table of LIVE_COUNTED_TABLES) {
        for (const event of ['insert', 'delete', 'update'])
          await sql
            .raw(`drop trigger if exists ${table}_live_rows_${event}${postgres ? ` on ${table}` : ''}`)
            .execute(db);
      }
      if (postgres)
        for (const name of ['live_rows_inserted', 'live_rows_deleted', 'live_rows_changed'])
          await sql.raw(`drop function if exists ${name}()`).execute(db);
      await db.schema.dropTable('live_row_counts').execute();
    },
  };
}
