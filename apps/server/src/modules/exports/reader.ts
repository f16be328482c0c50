import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { sqliteRowStream, type RowStream } from '../../platform/db/database.js';
import type { Database, Executor } from '../../platform/db/schema.js';

/**
 * SQLite page cache of an export's own connection, in KiB. An export reads each page once, in
 * order: a cache cannot help it, and better-sqlite3's default (16 MB) would only hold the pages it
 * has passed (docs/decisions/0017).
 */
export const EXPORT_READ_CACHE_KIB = 2048;

/** What an export reads through, and how to let it go. */
export interface ExportReader {
  db: Executor;
  /** The batches' statements, read row by row. */
  rows: RowStream;
  close(): Promise<void>;
}

/**
 * SQLite: a read-only connection of the export's own with a small page cache. Reading a million
 * records through the server's connection filled its 16 MB cache with pages nobody reads again,
 * pushing out the pages requests use; this one is closed with the job, and being read-only it can
 * never write. The batch statement (one shape per export) is prepared once and kept for the job.
 */
export function openSqliteReader(file: string, busyTimeoutMs: number): ExportReader {
  const connection = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  connection.pragma(`cache_size = -${EXPORT_READ_CACHE_KIB}`);
  connection.pragma(`busy_timeout = ${busyTimeoutMs}`);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  let last: { sqlText: string; statement: SqliteDatabase.Statement } | undefined;
  const rows = sqliteRowStream((sqlText) => {
    if (last?.sqlText !== sqlText) last = { sqlText, statement: connection.prepare(sqlText) };
    return last.statement;
  });
  return { db, rows, close: () => db.destroy() };
}
