import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import {
  createAdmin,
  ensureFirstAdmin,
  loadConfig,
  type Config,
  openDatabase,
  type DatabaseHandle,
  migrateToLatest,
} from '@backoffice/server';
import { ADMIN } from '../server.js';

export type BenchDatabaseKind = 'sqlite' | 'postgres';

/** The PostgreSQL server the benchmark makes its own database on; the test one by default. */
const POSTGRES_URL = process.env['BENCH_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A database of the benchmark's own, and the settings that point the server and the CLI at it. */
export interface BenchDatabase {
  kind: BenchDatabaseKind;
  /** Environment for the built server: DATA_DIR, DATABASE_URL, the bench administrator. */
  env: Record<string, string>;
  config: Config;
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * SQLite: a new data directory. PostgreSQL: a new database on the server of BENCH_POSTGRES_URL
 * (the server takes no schema setting, so a database of its own keeps the bench apart from
 * anything else there), dropped afterwards.
 */
export async function createBenchDatabase(kind: BenchDatabaseKind): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `backoffice-bench-${kind}-`));
  const name = `backoffice_bench_${crypto.randomBytes(4).toString('hex')}`;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'silent',
  };
  if (kind === 'postgres') {
    const admin = openDatabase(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: POSTGRES_URL }));
    await sql`create database ${sql.id(name)}`.execute(admin.db);
    await admin.close();
    // Filling five million rows takes statements longer than the server's default ten seconds.
    Object.assign(env, { DATABASE_URL: withDatabaseName(POSTGRES_URL, name), DB_STATEMENT_TIMEOUT_MS: '600000' });
  }
  const config = loadConfig(env);
  return {
    kind,
    env,
    config,
    async open() {
      const handle = openDatabase(config);
      await migrateToLatest(handle);
      await ensureFirstAdmin(handle.db, config);
      return handle;
    },
    async drop() {
      if (kind === 'postgres') {
        const admin = openDatabase(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: POSTGRES_URL }));
        await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
        await admin.close();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A database filled beforehand (`npm run cli -- demo --scale large --seed 1 --now 2025-06-30T12:00:00.000Z`),
 * measured as it is and kept: filling five million records takes an hour or more on a busy machine, so
 * the latency figures can be taken again (after a change, or a migration) without filling anew. The
 * bench administrator is added when missing; the migrations still to apply run in `open`.
 */
export function existingBenchDatabase(kind: BenchDatabaseKind, location: string): BenchDatabase {
  const env: Record<string, string> = {
    DATA_DIR: kind === 'sqlite' ? location : fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-bench-pg-')),
    DATABASE_URL: kind === 'postgres' ? location : '',
    LOG_LEVEL: 'silent',
  };
  if (kind === 'postgres') env['DB_STATEMENT_TIMEOUT_MS'] = '600000';
  const config = loadConfig(env);
  return {
    kind,
    env,
    config,
    async open() {
      const handle = openDatabase(config);
      await migrateToLatest(handle);
      const admin = await handle.db
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', ADMIN.email)
        .executeTakeFirst();
      if (!admin) await createAdmin(handle.db, ADMIN.email, ADMIN.password);
      return handle;
    },
    async drop() {
      if (kind === 'postgres') fs.rmSync(env['DATA_DIR'] as string, { recursive: true, force: true });
    },
  };
}
