import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseKind } from '../database.js';

/** One searched table's text index: the columns it holds, each an expression of the table's row. */
interface TextIndex {
  table: string;
  /** The index's columns and the expression of `row` (`new` or the table's own rows) each holds. */
  columns: Readonly<Record<string, (row: string) => string>>;
  /** The rows the lists show; the others are left out of the index. */
  live?: (row: string) => string;
  /**
   * The table's columns the index reads: only a change to one of them touches the index, so the writes a
   * bot's every search makes (last active, counters, the user's unchanged names) leave it alone.
   */
  reads: readonly string[];
}

// This migration's own copy of the indexes: migrations are history, the code's list is in text-indexes.ts.
const TEXT_INDEXES: readonly TextIndex[] = [
  {
    table: 'accounts',
    columns: { email: (row) => `${row}.email`, username: (row) => `${row}.username` },
    live: (row) => `${row}.deleted_at is null`,
    reads: ['email', 'username', 'deleted_at'],
  },
  {
    table: 'tg_accounts',
    columns: {
      username: (row) => `${row}.username`,
      name: (row) => `coalesce(${row}.first_name, '') || ' ' || coalesce(${row}.last_name, '')`,
    },
    reads: ['username', 'first_name', 'last_name'],
  },
  {
    table: 'catalogue_entries',
    columns: { display_name: (row) => `${row}.display_name`, link: (row) => `${row}.link` },
    live: (row) => `${row}.deleted_at is null`,
    reads: ['display_name', 'link', 'deleted_at'],
  },
];

const indexName = (index: TextIndex) => `${index.table}_text`;

/** The Keyword Database's sort columns, each indexed over live rows with the id, as the account list's are (014). */
const CATALOGUE_SORTS = ['created_at', 'updated_at', 'display_name', 'member_count'] as const;

const counterChange = (delta: string) =>
  `update live_row_counts set live_rows = live_rows + ${delta} where table_name = 'catalogue_entries'`;

/** The Keyword Database's live rows counted as they change, with migration 014's triggers (its functions on PostgreSQL). */
function catalogueCountStatements(postgres: boolean): string[] {
  const table = 'catalogue_entries';
  const seed = `insert into live_row_counts (table_name, live_rows) select '${table}', count(*) from ${table} where deleted_at is null`;
  if (postgres)
    return [
      seed,
      `create trigger ${table}_live_rows_insert after insert on ${table} referencing new table as inserted_rows for each statement execute function live_rows_inserted()`,
      `create trigger ${table}_live_rows_delete after delete on ${table} referencing old table as deleted_rows for each statement execute function live_rows_deleted()`,
      `create trigger ${table}_live_rows_update after update of deleted_at on ${table} for each row
         when ((old.deleted_at is null) <> (new.deleted_at is null)) execute function live_rows_changed()`,
    ];
  return [
    seed,
    `create trigger ${table}_live_rows_insert after insert on ${table} when new.deleted_at is null begin ${counterChange('1')}; end`,
    `create trigger ${table}_live_rows_delete after delete on ${table} when old.deleted_at is null begin ${counterChange('-1')}; end`,
    `create trigger ${table}_live_rows_update after update of deleted_at on ${table} when (old.deleted_at is null) <> (new.deleted_at is null)
       begin ${counterChange('case when new.deleted_at is null then 1 else -1 end')}; end`,
  ];
}

/** The statements that keep an index in step with its table: a row is taken out and put back as it changes. */
function sqliteStatements(index: TextIndex): string[] {
  const name = indexName(index);
  const columns = Object.keys(index.columns);
  const values = (row: string) => Object.values(index.columns).map((column) => column(row));
  const live = (row: string) => (index.live ? ` where ${index.live(row)}` : '');
  const put = (row: string) =>
    `insert into ${name} (rowid, ${columns.join(', ')}) select ${row}.id, ${values(row).join(', ')}${live(row)}`;
  // An upsert that sets a column to the value it holds still fires the trigger: only a change counts.
  const changed = index.reads.map((column) => `old.${column} is not new.${column}`).join(' or ');
  return [
    `create virtual table ${name} using fts5(${columns.join(', ')}, content='', contentless_delete=1, tokenize='trigram')`,
    `insert into ${name} (rowid, ${columns.join(', ')}) select t.id, ${values('t').join(', ')} from ${index.table} t${live('t')}`,
    `create trigger ${name}_insert after insert on ${index.table} begin ${put('new')}; end`,
    `create trigger ${name}_update after update of ${index.reads.join(', ')} on ${index.table} when ${changed} begin delete from ${name} where rowid = old.id; ${put('new')}; end`,
    `create trigger ${name}_delete after delete on ${index.table} begin delete from ${name} where rowid = old.id; end`,
  ];
}

/**
 * The lists that grow with the business, read from indexes at a million rows. The Keyword Database: its
 * sort columns indexed over live rows, and its live rows counted as they change (as migration 014 does
 * for the staff accounts). The lists' text search ("contains", ignoring case) read from an index instead of every row.
 * SQLite: an FTS5 trigram index per searched table, of its live rows only, kept by triggers: a text of
 * three characters or more is looked up there (a shorter one still reads the rows). PostgreSQL: the trigram
 * indexes the Keyword Database's search and the Account List's full-name search lacked (the staff
 * accounts and the Telegram users' other columns have theirs from migrations 004, 014 and 025).
 */
export function listTextIndexes(kind: DatabaseKind): Migration {
  const postgres = kind === 'postgres';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const column of CATALOGUE_SORTS)
        await sql
          .raw(`create index catalogue_live_by_${column} on catalogue_entries (${column}, id) where deleted_at is null`)
          .execute(db);
      for (const statement of catalogueCountStatements(postgres)) await sql.raw(statement).execute(db);
      if (postgres) {
        for (const column of ['display_name', 'link'])
          await sql
            .raw(
              `create index catalogue_entries_${column}_trgm on catalogue_entries using gin (lower(${column}) public.gin_trgm_ops) where deleted_at is null`,
            )
            .execute(db);
        await sql
          .raw(
            `create index tg_accounts_name_trgm on tg_accounts using gin (lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) public.gin_trgm_ops)`,
          )
          .execute(db);
        return;
      }
      for (const index of TEXT_INDEXES)
        for (const statement of sqliteStatements(index)) await sql.raw(statement).execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const event of ['insert', 'delete', 'update'])
        await sql
          .raw(`drop trigger if exists catalogue_entries_live_rows_${event}${postgres ? ' on catalogue_entries' : ''}`)
          .execute(db);
      await sql`delete from live_row_counts where table_name = 'catalogue_entries'`.execute(db);
      for (const column of CATALOGUE_SORTS)
        await sql.raw(`drop index if exists catalogue_live_by_${column}`).execute(db);
      if (postgres) {
        for (const index of [
          'catalogue_entries_display_name_trgm',
          'catalogue_entries_link_trgm',
          'tg_accounts_name_trgm',
        ])
          await sql.raw(`drop index if exists ${index}`).execute(db);
        return;
      }
      for (const index of TEXT_INDEXES) {
        for (const event of ['insert', 'update', 'delete'])
          await sql.raw(`drop trigger if exists ${indexName(index)}_${event}`).execute(db);
        await sql.raw(`drop table if exists ${indexName(index)}`).execute(db);
      }
    },
  };
}
