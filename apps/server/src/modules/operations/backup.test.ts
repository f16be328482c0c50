import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../demo/index.js';
import type { DemoScale } from '../../demo/scale.js';
import { sqliteFile } from '../../platform/db/database.js';
import { bearer, testDatabaseKind, useTestServer } from '../../test/harness.js';
import { POSTGRES_URL } from '../../test/postgres-url.js';
import { runBackupCommand } from './backup.js';

/** Rows in every section: staff, catalogue, sponsors, bots, users, chat records with their counts and index. */
const SCALE: DemoScale = {
  bots: 3,
  users: 60,
  chatRecords: 1_500,
  searchEvents: 300,
  sponsorClicks: 100,
  groups: 3,
  days: 10,
};
const NOW = new Date('2025-06-30T12:00:00Z');

const server = useTestServer();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-backup-'));

beforeAll(async () => {
  await seedDemo(server.database.db, { seed: 11, now: NOW, scale: SCALE });
  // The demo queues exports; the server's worker runs them, and the webhook worker then takes their
  // finished events from the outbox. A backup is compared with the database row for row, so the rows
  // must hold still first.
  await vi.waitFor(
    async () => {
      const running = await server.database.db
        .selectFrom('exports')
        .select('status')
        .where('status', '=', 'Pending')
        .execute();
      expect(running).toEqual([]);
      const undispatched = await server.database.db
        .selectFrom('webhook_events')
        .select('id')
        .where('dispatched_at', 'is', null)
        .execute();
      expect(undispatched).toEqual([]);
    },
    { timeout: 60_000, interval: 100 },
  );
});
afterAll(async () => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

function captured() {
  const lines = { out: [] as string[], err: [] as string[] };
  return { lines, io: { out: (line: string) => lines.out.push(line), err: (line: string) => lines.err.push(line) } };
}

/** Every table's rows, each as its JSON, sorted: two databases with the same rows answer the same. */
type Contents = Record<string, string[]>;

function sqliteContents(file: string): Contents {
  const database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const tables = database
      .prepare<[], { name: string }>(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .all();
    return Object.fromEntries(
      tables.map(({ name }) => [
        name,
        database
          .prepare(`select * from "${name}"`)
          .all()
          .map((row) => JSON.stringify(row, bigintsAsText))
          .sort(),
      ]),
    );
  } finally {
    database.close();
  }
}

function bigintsAsText(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : Buffer.isBuffer(value) ? value.toString('base64') : value;
}

function expectSameRows(copy: Contents, live: Contents): void {
  expect(Object.keys(copy)).toEqual(Object.keys(live));
  for (const [table, rows] of Object.entries(live)) {
    expect(copy[table]?.length, table).toBe(rows.length);
    expect(copy[table], table).toEqual(rows);
  }
  for (const table of [
    'accounts',
    'audit_log',
    'catalogue_entries',
    'sponsors',
    'bots',
    'tg_accounts',
    'chat_records',
    'chat_record_counts',
    'war_groups',
  ]) {
    expect(live[table]?.length ?? 0, table).toBeGreaterThan(0);
  }
}

if (testDatabaseKind() === 'sqlite') {
  describe('npm run cli -- backup (SQLite)', () => {
    it('copies every row of every table while the server serves, and the copy is a working database', async () => {
      const target = path.join(scratch, 'while-serving.db');
      const { lines, io } = captured();
      const requests = Array.from({ length: 6 }, (_, i) =>
        server.app.inject({
          method: 'GET',
          url: i % 2 ? '/v1/bot/chat-records' : '/v1/sensitive-keyword/list',
          headers: bearer(server.admin),
        }),
      );
      const [code, ...answers] = await Promise.all([
        runBackupCommand(server.config, ['--to', target], io),
        ...requests,
      ]);
      expect(code, lines.err.join('\n')).toBe(0);
      for (const answer of answers) expect(answer.statusCode).toBe(200);
      expect(lines.out[0]).toContain(`Backup written to ${target}`);
      expect(fs.statSync(target).mode & 0o777).toBe(0o600);
      // One self-contained file: no partial copy, no -wal or -shm beside it.
      expect(fs.readdirSync(scratch)).toEqual(['while-serving.db']);

      expectSameRows(sqliteContents(target), sqliteContents(sqliteFile(server.config)));
      // The copy's search index answers as the live one does.
      const copy = new SqliteDatabase(target, { readonly: true });
      const matches = copy
        .prepare('select count(*) as n from chat_records_fts where chat_records_fts match \'"results"\'')
        .get() as { n: number };
      copy.close();
      expect(matches.n).toBeGreaterThan(0);
    });

    it('writes to a timestamped file in DATA_DIR/backups by default, and into a named directory', async () => {
      const at = new Date('2026-01-02T03:04:05.678Z');
      expect(await runBackupCommand(server.config, [], captured().io, () => at)).toBe(0);
      expect(fs.existsSync(path.join(server.config.DATA_DIR, 'backups', 'backoffice-20260102T030405Z.db'))).toBe(true);
      expect(await runBackupCommand(server.config, ['--to', scratch], captured().io, () => at)).toBe(0);
      expect(fs.existsSync(path.join(scratch, 'backoffice-20260102T030405Z.db'))).toBe(true);
    });

    it('never overwrites a file, and says so', async () => {
      const existing = path.join(scratch, 'existing.db');
      fs.writeFileSync(existing, 'keep me');
      const { lines, io } = captured();
      expect(await runBackupCommand(server.config, ['--to', existing], io)).toBe(1);
      expect(lines.err[0]).toBe(`${existing} exists already: name a new file, or a directory.`);
      expect(fs.readFileSync(existing, 'utf8')).toBe('keep me');
      expect(await runBackupCommand(server.config, ['--into', scratch], captured().io)).toBe(2);
    });

    it('refuses a directory that does not exist instead of writing a file under its name, and takes a new .db file', async () => {
      const missing = path.join(scratch, 'nightly');
      const { lines, io } = captured();
      expect(await runBackupCommand(server.config, ['--to', missing], io)).toBe(1);
      expect(lines.err[0]).toBe(
        `There is no directory ${missing}: create it first (mkdir -p ${missing}) to back up into it, or name a new file ending in .db.`,
      );
      expect(fs.existsSync(missing)).toBe(false);
      expect(fs.readdirSync(scratch).filter((name) => name.startsWith('nightly'))).toEqual([]);

      const file = path.join(scratch, 'new-folder', 'before-upgrade.db');
      expect(await runBackupCommand(server.config, ['--to', file], captured().io)).toBe(0);
      expect(fs.statSync(file).isFile()).toBe(true);
    });
  });
} else {
  describe('backups on PostgreSQL', () => {
    it('refuses the SQLite backup and points to pg_dump', async () => {
      const { lines, io } = captured();
      expect(await runBackupCommand(server.config, [], io)).toBe(1);
      expect(lines.err.join('\n')).toContain('pg_dump -Fc');
      expect(lines.err.join('\n')).toContain('docs/operations/backups.md');
      expect(lines.err.join('\n')).not.toContain(POSTGRES_URL);
    });

    it('restores a pg_dump -Fc of the schema with pg_restore into a new database, every row there', async () => {
      const schema = server.database.schema ?? 'public';
      const dump = path.join(scratch, 'backoffice.dump');
      execFileSync('pg_dump', ['--format=custom', `--schema=${schema}`, `--file=${dump}`, POSTGRES_URL]);

      const restored = `restore_${crypto.randomBytes(5).toString('hex')}`;
      const restoredUrl = Object.assign(new URL(POSTGRES_URL), { pathname: `/${restored}` }).toString();
      await onDatabase(POSTGRES_URL, (client) => client.query(`create database ${restored}`));
      try {
        // The dump of one schema leaves out pg_trgm, which lives in public: the restored database needs it first.
        await onDatabase(restoredUrl, (client) => client.query('create extension pg_trgm with schema public'));
        execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl}`, dump]);
        expectSameRows(await postgresContents(restoredUrl, schema), await postgresContents(POSTGRES_URL, schema));
      } finally {
        await onDatabase(POSTGRES_URL, (client) => client.query(`drop database ${restored} with (force)`));
      }
    });
  });
}

async function onDatabase<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function postgresContents(url: string, schema: string): Promise<Contents> {
  return onDatabase(url, async (client) => {
    const tables = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE' order by 1",
      [schema],
    );
    const contents: Contents = {};
    for (const { name } of tables.rows) {
      const rows = await client.query<{ row: string }>(
        `select row_to_json(t)::text as row from ${schema}."${name}" as t`,
      );
      contents[name] = rows.rows.map((row) => row.row).sort();
    }
    return contents;
  });
}
