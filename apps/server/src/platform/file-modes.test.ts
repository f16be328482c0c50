import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Export } from '@backoffice/contract';
import { ADMIN, bearer, json, login, startTestServer, type TestServer } from '../test/harness.js';
import { backupSqlite } from '../modules/operations/backup.js';
import { ExportWorker } from '../modules/exports/worker.js';

/**
 * DATA_DIR on SQLite holds password hashes, the audit log, keys and exported rows: 0700 folders and
 * 0600 files, under the usual umask (022) and when an older install left them 0755/0644. SQLite only:
 * this suite runs the same on both test projects.
 */
let server: TestServer;
let dataDir: string;
let admin: string;
const previousUmask = process.umask(0o022);

function modeOf(file: string): string {
  return (fs.statSync(file).mode & 0o777).toString(8);
}

beforeAll(async () => {
  // A data directory as an earlier version left it: everything readable by all.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-modes-'));
  fs.chmodSync(dataDir, 0o755);
  fs.mkdirSync(path.join(dataDir, 'keys'), { mode: 0o755 });
  fs.writeFileSync(path.join(dataDir, 'keys', 'token-signing.key'), Buffer.alloc(48, 7).toString('base64'), {
    mode: 0o644,
  });
  fs.mkdirSync(path.join(dataDir, 'exports'), { mode: 0o755 });
  fs.writeFileSync(path.join(dataDir, 'exports', '999.csv'), 'old,export\n', { mode: 0o644 });
  server = await startTestServer({ DATA_DIR: dataDir, DATABASE_URL: '', EXPORT_WORKER: 'off' });
  admin = (await login(server.app, ADMIN.email, ADMIN.password)).access_token;
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.umask(previousUmask);
});

describe('file modes of the data directory', () => {
  it('keeps the database and its -wal and -shm files 0600 in a 0700 folder', async () => {
    expect(server.database.kind).toBe('sqlite');
    const database = path.join(dataDir, 'backoffice.db');
    // The sign-in above wrote through the write-ahead log, so both companions exist.
    expect(fs.existsSync(`${database}-wal`)).toBe(true);
    expect(fs.existsSync(`${database}-shm`)).toBe(true);
    expect([modeOf(dataDir), modeOf(database), modeOf(`${database}-wal`), modeOf(`${database}-shm`)]).toEqual([
      '700',
      '600',
      '600',
      '600',
    ]);
  });

  it('tightens keys and export files an earlier install left readable', () => {
    expect(modeOf(path.join(dataDir, 'keys'))).toBe('700');
    expect(modeOf(path.join(dataDir, 'keys', 'token-signing.key'))).toBe('600');
    expect(modeOf(path.join(dataDir, 'exports'))).toBe('700');
    expect(modeOf(path.join(dataDir, 'exports', '999.csv'))).toBe('600');
  });

  it('writes export files 0600 in a 0700 folder, even when the folder was removed', async () => {
    fs.rmSync(path.join(dataDir, 'exports'), { recursive: true, force: true });
    const created = await server.app.inject({
      method: 'POST',
      url: '/v1/exports',
      headers: bearer(admin),
      payload: { type: 'role', filters: {}, all_data: true },
    });
    expect(created.statusCode, created.body).toBe(202);
    const worker = new ExportWorker({
      db: server.database.db,
      kind: server.database.kind,
      rows: server.database.eachRow,
      dataDir,
      log: server.app.log,
      retentionDays: 7,
      instanceId: 'modes',
    });
    await worker.drain();
    const id = json<{ data: Export }>(created).data.id;
    const file = path.join(dataDir, 'exports', `${id}.csv`);
    expect(fs.readFileSync(file, 'utf8')).toContain('Super Admin');
    expect([modeOf(path.join(dataDir, 'exports')), modeOf(file)]).toEqual(['700', '600']);
  });

  it('writes backups 0600, in a 0700 folder by default', async () => {
    // A backups folder made readable by others since the start is tightened again.
    fs.mkdirSync(path.join(dataDir, 'backups'), { recursive: true, mode: 0o755 });
    fs.chmodSync(path.join(dataDir, 'backups'), 0o755);
    const target = path.join(dataDir, 'backups', 'copy.db');
    const outcome = await backupSqlite(server.config, target);
    expect(outcome.file).toBe(target);
    expect([modeOf(path.join(dataDir, 'backups')), modeOf(target)]).toEqual(['700', '600']);
  });
});
