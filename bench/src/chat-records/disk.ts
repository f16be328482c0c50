import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import type { DatabaseHandle } from '@backoffice/server';

export interface DiskUse {
  /** chat_records' rows: SQLite its b-tree; PostgreSQL pg_table_size (heap, TOAST, maps), summed over its partitions. */
  tableBytes: number;
  /** Every index of chat_records (SQLite: its b-tree indexes and the FTS5 trigram index; PostgreSQL: pg_indexes_size over its partitions). */
  indexBytes: number;
  /** Each index, by name (a partitioned index summed over its partitions). */
  indexes: { name: string; bytes: number }[];
  /** The whole database: SQLite the file and its WAL, PostgreSQL pg_database_size. */
  databaseBytes: number;
}

/** The FTS5 index of chat_records and its shadow tables. */
const FULL_TEXT = /^chat_records_fts(_|$)/;

function sqliteDiskUse(dataDir: string): DiskUse {
  const file = path.join(dataDir, 'backoffice.db');
  const db = new Database(file, { readonly: true });
  try {
    const indexNames = new Set(
      db
        .prepare<[], { name: string }>(
          `select name from sqlite_schema where type = 'index' and tbl_name = 'chat_records'`,
        )
        .all()
        .map((row) => row.name),
    );
    const sizes = db
      .prepare<[], { name: string; bytes: number }>(`select name, sum(pgsize) as bytes from dbstat group by name`)
      .all();
    let tableBytes = 0;
    let fullTextBytes = 0;
    const indexes: DiskUse['indexes'] = [];
    for (const { name, bytes } of sizes) {
      if (name === 'chat_records') tableBytes = bytes;
      else if (indexNames.has(name)) indexes.push({ name, bytes });
      else if (FULL_TEXT.test(name)) fullTextBytes += bytes;
    }
    indexes.push({ name: 'chat_records_fts (FTS5 trigram, all its tables)', bytes: fullTextBytes });
    const wal = `${file}-wal`;
    return {
      tableBytes,
      indexBytes: indexes.reduce((sum, index) => sum + index.bytes, 0),
      indexes,
      databaseBytes: fs.statSync(file).size + (fs.existsSync(wal) ? fs.statSync(wal).size : 0),
    };
  } finally {
    db.close();
  }
}

/**
 * chat_records and, when it is partitioned, every partition under it: pg_partition_tree answers
 * nothing for a plain table, so the table itself is added (a partitioned one takes no space itself).
 */
const POSTGRES_PARTS = sql`(select relid from pg_partition_tree('chat_records') union select 'chat_records'::regclass)`;

async function postgresDiskUse(handle: DatabaseHandle): Promise<DiskUse> {
  const sizes = await sql<{ table_bytes: string; index_bytes: string; database_bytes: string }>`
    select sum(pg_table_size(relid))::text as table_bytes, sum(pg_indexes_size(relid))::text as index_bytes,
      pg_database_size(current_database())::text as database_bytes
    from ${POSTGRES_PARTS} parts`.execute(handle.db);
  // A partition's index is counted under the partitioned index it belongs to.
  const indexes = await sql<{ name: string; bytes: string }>`
    select coalesce(pg_partition_root(i.indexrelid), i.indexrelid)::regclass::text as name,
      sum(pg_relation_size(i.indexrelid))::text as bytes
    from ${POSTGRES_PARTS} parts join pg_index i on i.indrelid = parts.relid
    group by 1 order by 1`.execute(handle.db);
  const row = sizes.rows[0];
  return {
    tableBytes: Number(row?.table_bytes ?? 0),
    indexBytes: Number(row?.index_bytes ?? 0),
    indexes: indexes.rows.map((index) => ({ name: index.name, bytes: Number(index.bytes) })),
    databaseBytes: Number(row?.database_bytes ?? 0),
  };
}

/** What chat_records takes on disk, with and without its indexes. */
export async function diskUse(handle: DatabaseHandle, dataDir: string): Promise<DiskUse> {
  return handle.kind === 'sqlite' ? sqliteDiskUse(dataDir) : postgresDiskUse(handle);
}

/**
 * Where the database's files are, to ask the file system how much room is left: the SQLite data
 * directory, PostgreSQL's data_directory when that server runs on this machine (undefined otherwise).
 */
export async function databaseDirectory(handle: DatabaseHandle, dataDir: string): Promise<string | undefined> {
  if (handle.kind === 'sqlite') return dataDir;
  try {
    const result = await sql<{ data_directory: string }>`show data_directory`.execute(handle.db);
    const directory = result.rows[0]?.data_directory;
    return directory !== undefined && fs.existsSync(directory) ? directory : undefined;
  } catch {
    // Reading the setting takes a superuser or pg_read_all_settings.
    return undefined;
  }
}

/** Bytes free to an unprivileged writer on the file system holding `directory`. */
export function freeBytes(directory: string): number {
  const stats = fs.statfsSync(directory);
  return stats.bavail * stats.bsize;
}
