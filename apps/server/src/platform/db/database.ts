import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Database, Db } from './schema.js';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  /** The PostgreSQL schema in use, when not the default one. */
  schema?: string;
  /** Cheap round trip used by /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL schema to use (tests give each suite its own). */
  schema?: string;
}

const TIMESTAMPTZ_OID = 1184;
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const DATE_OID = 1082;

/** Timestamps come back as ISO-8601 text and counts as numbers, as they do from SQLite. */
const postgresTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === TIMESTAMPTZ_OID) return (value: string) => new Date(value).toISOString();
    if (oid === INT8_OID) return (value: string) => Number(value);
    if (oid === NUMERIC_OID) return (value: string) => value;
    // A calendar date stays 'YYYY-MM-DD', as SQLite keeps it: no time zone can shift it.
    if (oid === DATE_OID) return (value: string) => value;
    return pg.types.getTypeParser(oid, format ?? 'text');
  },
} as pg.CustomTypesConfig;

export function sqliteFile(config: Pick<Config, 'DATA_DIR'>): string {
  return path.join(config.DATA_DIR, 'backoffice.db');
}

export function openDatabase(config: Config, options: OpenOptions = {}): DatabaseHandle {
  return config.DATABASE_URL ? openPostgres(config, options) : openSqlite(config);
}

function openSqlite(config: Config): DatabaseHandle {
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const file = new SqliteDatabase(sqliteFile(config));
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma(`busy_timeout = ${config.DB_STATEMENT_TIMEOUT_MS}`);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return {
    db,
    kind: 'sqlite',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

function openPostgres(config: Config, options: OpenOptions): DatabaseHandle {
  const settings = [`-c statement_timeout=${config.DB_STATEMENT_TIMEOUT_MS}`];
  if (options.schema) settings.push(`-c search_path=${options.schema}`);
  const pool = new pg.Pool({
    connectionString: config.DATABASE_URL,
    max: config.DB_POOL_MAX,
    connectionTimeoutMillis: config.DB_STATEMENT_TIMEOUT_MS,
    options: settings.join(' '),
    types: postgresTypes,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    ...(options.schema ? { schema: options.schema } : {}),
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}
