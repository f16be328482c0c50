import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Bot, BotOverview, ChatRecordPage, Export } from '@backoffice/contract';
import { buildApp } from '../../app.js';
import { ensureFirstAdmin } from '../../bootstrap.js';
import { ADMIN, bearer, json, login, type TestServer } from '../../test/harness.js';
import { platformFeed, textChatRecords, type PlatformFeed } from '../../test/platform-feed.js';
import { loadConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from './database.js';
import { migrateToLatest } from './migrate.js';

/**
 * A primary and a real streaming standby of its own, on free loopback ports, for the whole file: the
 * machine's PostgreSQL is neither used nor changed. initdb refuses root, so the servers run as `postgres`.
 */
const BIN = '/usr/lib/postgresql/15/bin';
const run = promisify(execFile);
const asPostgres = (program: string, ...args: string[]) =>
  run('runuser', ['-u', 'postgres', '--', path.join(BIN, program), ...args]);

const METRICS_TOKEN = 'metrics-token-for-the-replica-tests-0123456789';
const REPLICA_PASSWORD = 'replica-password-never-shown';
/** Long enough for a check to run several times over, short enough for the file to stay quick. */
const UNTIL = { timeout: 20_000, interval: 50 } as const;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

let folder = '';
let primaryDir = '';
let standbyDir = '';
let primaryPort = 0;
let standbyPort = 0;
let database: DatabaseHandle | undefined;
let app: FastifyInstance | undefined;
let admin = '';
let feed: PlatformFeed;
const logLines: string[] = [];

const pgCtl = (dir: string, ...args: string[]) =>
  asPostgres('pg_ctl', '-D', dir, '-l', path.join(folder, `${path.basename(dir)}.log`), ...args);

async function onStandby<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ host: '127.0.0.1', port: standbyPort, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

async function startStandby(): Promise<void> {
  await pgCtl(standbyDir, '-w', 'start');
  await vi.waitFor(async () => {
    expect(await onStandby<{ standby: boolean }>('select pg_is_in_recovery() as standby')).toEqual([{ standby: true }]);
  }, UNTIL);
}

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-replicas-'));
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: group } = await run('id', ['-g', 'postgres']);
  fs.chownSync(folder, Number(stdout.trim()), Number(group.trim()));
  primaryDir = path.join(folder, 'primary');
  standbyDir = path.join(folder, 'standby');
  primaryPort = await freePort();
  standbyPort = await freePort();
  await asPostgres(
    'initdb',
    '-D',
    primaryDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '--locale=C',
    '-E',
    'UTF8',
  );
  fs.appendFileSync(
    path.join(primaryDir, 'postgresql.conf'),
    [
      `port = ${primaryPort}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${folder}'`,
      'fsync = off',
      'wal_level = replica',
      'hot_standby = on',
      '',
    ].join('\n'),
  );
  fs.appendFileSync(path.join(primaryDir, 'pg_hba.conf'), 'host replication all 127.0.0.1/32 trust\n');
  await pgCtl(primaryDir, '-w', 'start');
  await asPostgres('pg_isready', '-h', '127.0.0.1', '-p', String(primaryPort));
  await asPostgres(
    'pg_basebackup',
    ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', standbyDir, '-R', '-X', 'stream'],
    '--checkpoint=fast',
  );
  fs.appendFileSync(path.join(standbyDir, 'postgresql.conf'), `port = ${standbyPort}\n`);
  await startStandby();

  const dataDir = path.join(folder, 'data');
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    WEB_DIST_DIR: path.join(dataDir, 'no-console'),
    DATABASE_URL: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    DATABASE_REPLICA_URLS: `postgres://postgres:${REPLICA_PASSWORD}@127.0.0.1:${standbyPort}/postgres`,
    DATABASE_REPLICA_MAX_LAG_SECONDS: '1',
    DATABASE_REPLICA_CHECK_INTERVAL_MS: '100',
    DB_POOL_MAX: '4',
    DB_CONNECT_TIMEOUT_MS: '2000',
    METRICS_TOKEN,
  });
  database = openDatabase(config);
  await migrateToLatest(database);
  await ensureFirstAdmin(database.db, config);
  app = await buildApp({ config, database, logStream });
  await app.ready();
  admin = (await login(app, ADMIN.email, ADMIN.password)).access_token;
  const server: TestServer = { app, config, database, close: async () => undefined };
  feed = await platformFeed(server);
}, 120_000);

afterAll(async () => {
  try {
    await app?.close();
    await database?.close();
  } finally {
    // The servers are stopped and their folders removed whatever failed before.
    for (const dir of [standbyDir, primaryDir])
      if (dir && fs.existsSync(path.join(dir, 'postmaster.pid')))
        await pgCtl(dir, '-m', 'immediate', 'stop').catch(() => undefined);
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  }
}, 60_000);

/** The replica as logs and metrics name it: host, port and database. */
const replicaLabel = () => `127.0.0.1:${standbyPort}/postgres`;

function theApp(): FastifyInstance {
  if (!app) throw new Error('The app starts in beforeAll');
  return app;
}

async function metricsText(): Promise<string> {
  const response = await theApp().inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) });
  expect(response.statusCode).toBe(200);
  return response.body;
}

async function metric(name: string, labels: string): Promise<number | undefined> {
  const line = (await metricsText()).split('\n').find((each) => each.startsWith(`${name}{${labels}} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

const healthy = () => metric('backoffice_db_replica_healthy', `replica="${replicaLabel()}"`);
const servedBy = async () => ({
  replica: (await metric('backoffice_db_replica_reads_total', 'served_by="replica"')) ?? 0,
  primary: (await metric('backoffice_db_replica_reads_total', 'served_by="primary"')) ?? 0,
});

async function search(text: string, token = admin): Promise<string[]> {
  const response = await theApp().inject({
    method: 'GET',
    url: '/v1/bot/chat-records',
    headers: bearer(token),
    query: { search: text, per_page: '50' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<ChatRecordPage>(response).data.data.map((record) => record.content);
}

let sent = 0;
/** Chat records through the ingest API, as the bot platform writes them: on the primary. */
async function ingest(...contents: string[]): Promise<void> {
  sent += 1;
  await feed.send(
    'chat-records',
    textChatRecords(`replica-${sent}`, contents, new Date(Date.now() - 60_000).toISOString(), 1000, 9100, 1),
  );
}

const logged = (message: string) => logLines.filter((line) => line.includes(message));

describe('read replicas', () => {
  it('answer a chat-record search from the standby, naming it without its password', async () => {
    await vi.waitFor(async () => expect(await healthy()).toBe(1), UNTIL);
    await ingest('lantern harbour one', 'lantern harbour two');
    // The standby shows the records once it has replayed them.
    await vi.waitFor(async () => expect(await search('lantern harbour')).toHaveLength(2), UNTIL);

    const before = await servedBy();
    expect(await search('lantern harbour')).toEqual(['lantern harbour two', 'lantern harbour one']);
    const after = await servedBy();
    expect(after.replica).toBeGreaterThan(before.replica);
    expect(after.primary).toBe(before.primary);

    expect(logged('read replica in use').some((line) => line.includes(replicaLabel()))).toBe(true);
    expect(logLines.join('\n')).not.toContain(REPLICA_PASSWORD);
    expect(await metricsText()).not.toContain(REPLICA_PASSWORD);
  });

  it('read a chat-record export from the standby', async () => {
    await vi.waitFor(async () => expect(await healthy()).toBe(1), UNTIL);
    const before = await servedBy();
    const started = await theApp().inject({
      method: 'POST',
      url: '/v1/exports',
      headers: bearer(admin),
      payload: { type: 'chat-record', filters: { search: 'lantern harbour' }, all_data: true },
    });
    expect(started.statusCode, started.body).toBe(202);
    const { id } = json<{ data: Export }>(started).data;
    await vi.waitFor(async () => {
      const current = await theApp().inject({ method: 'GET', url: `/v1/exports/${id}`, headers: bearer(admin) });
      expect(json<{ data: Export }>(current).data.status).toBe('Completed');
    }, UNTIL);
    const link = await theApp().inject({
      method: 'POST',
      url: `/v1/exports/${id}/download-link`,
      headers: bearer(admin),
    });
    const file = await theApp().inject({ method: 'GET', url: json<{ data: { url: string } }>(link).data.url });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('lantern harbour one');
    expect(file.body).toContain('lantern harbour two');
    const after = await servedBy();
    expect(after.replica).toBeGreaterThan(before.replica);
    expect(after.primary).toBe(before.primary);
  });

  it('show a change staff make at once, though the standby has not replayed it', async () => {
    await vi.waitFor(async () => expect(await healthy()).toBe(1), UNTIL);
    const get = async <T>(url: string) =>
      json<{ data: T }>(await theApp().inject({ method: 'GET', url, headers: bearer(admin) })).data;
    const bot = (await get<Bot[]>('/v1/bot/bots')).find((each) => each.username === 'hi7_search_bot');
    expect(bot).toBeDefined();
    const status = bot?.status === 'Active' ? 'Inactive' : 'Active';
    await onStandby('select pg_wal_replay_pause()');
    try {
      const response = await theApp().inject({
        method: 'PATCH',
        url: `/v1/bot/bots/${bot?.id}`,
        headers: bearer(admin),
        payload: { status },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(json<{ data: Bot }>(response).data.status).toBe(status);
      // What the console reads again after the change: the bot filters' list and the overview's cards.
      expect((await get<Bot[]>('/v1/bot/bots')).find((each) => each.id === bot?.id)?.status).toBe(status);
      const today = new Date().toISOString().slice(0, 10);
      const overview = await get<BotOverview>(`/v1/bot/overview?from=${today}&to=${today}`);
      expect(overview.bots.find((each) => each.bot_id === bot?.id)?.status).toBe(status);
    } finally {
      await onStandby('select pg_wal_replay_resume()');
    }
  });

  it('fall back to the primary while the standby is stopped, and use it again once it is back', async () => {
    await vi.waitFor(async () => expect(await healthy()).toBe(1), UNTIL);
    await ingest('compass north');
    await vi.waitFor(async () => expect(await search('compass north')).toEqual(['compass north']), UNTIL);
    await pgCtl(standbyDir, '-m', 'fast', '-w', 'stop');

    const before = await servedBy();
    // The first read after the stop may find it out before the next check does: either way the answer is whole.
    expect(await search('compass north')).toEqual(['compass north']);
    await vi.waitFor(async () => expect(await healthy()).toBe(0), UNTIL);
    expect(await search('compass north')).toEqual(['compass north']);
    const during = await servedBy();
    expect(during.primary).toBeGreaterThan(before.primary);
    expect(during.replica).toBe(before.replica);
    expect(await metric('backoffice_db_replica_lag_seconds', `replica="${replicaLabel()}"`)).toBeUndefined();
    const leftOut = logged('read replica left out');
    expect(leftOut.some((line) => line.includes('not answering'))).toBe(true);
    expect(leftOut.join('\n')).not.toContain(REPLICA_PASSWORD);

    const inUse = logged('read replica in use').length;
    await startStandby();
    await vi.waitFor(async () => expect(await healthy()).toBe(1), UNTIL);
    expect(logged('read replica in use').length).toBeGreaterThan(inUse);
    const back = await servedBy();
    expect(await search('compass north')).toEqual(['compass north']);
    expect((await servedBy()).replica).toBeGreaterThan(back.replica);
  });

  it('leave out a standby that stops answering with its connections open, and use it again once it answers', async () => {
    await vi.waitFor(async () => expect(await healthy()).toBe(1), UNTIL);
    // Every process of the standby frozen: connections stay open and nothing answers, as behind a stalled network.
    const postmaster = Number(fs.readFileSync(path.join(standbyDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const { stdout: children } = await run('ps', ['-o', 'pid=', '--ppid', String(postmaster)]);
    const frozen = [
      postmaster,
      ...children
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map(Number),
    ];
    for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    try {
      await vi.waitFor(async () => expect(await healthy()).toBe(0), UNTIL);
      expect(logged('read replica left out').some((line) => line.includes('no answer to its check'))).toBe(true);
      const before = await servedBy();
      expect(await search('compass north')).toEqual(['compass north']);
      expect((await servedBy()).primary).toBeGreaterThan(before.primary);
    } finally {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
    }
    await vi.waitFor(async () => expect(await healthy()).toBe(1), UNTIL);
    const back = await servedBy();
    expect(await search('compass north')).toEqual(['compass north']);
    expect((await servedBy()).replica).toBeGreaterThan(back.replica);
  });

  it('leave out a standby held back past the bound, and use it again once it catches up', async () => {
    await vi.waitFor(async () => expect(await healthy()).toBe(1), UNTIL);
    await onStandby('select pg_wal_replay_pause()');
    try {
      // A session opened now exists only on the primary: the session check must read it there.
      const fresh = (await login(theApp(), ADMIN.email, ADMIN.password)).access_token;
      expect(await search('harbour', fresh)).toEqual(['lantern harbour two', 'lantern harbour one']);

      await ingest('anchor east');
      await vi.waitFor(async () => expect(await healthy()).toBe(0), UNTIL);
      expect(await metric('backoffice_db_replica_lag_seconds', `replica="${replicaLabel()}"`)).toBeGreaterThan(1);
      expect(logged('read replica left out').some((line) => line.includes('lag over 1 s'))).toBe(true);

      const before = await servedBy();
      // The standby has not replayed it: only the primary can answer it.
      expect(await search('anchor east')).toEqual(['anchor east']);
      const after = await servedBy();
      expect(after.primary).toBeGreaterThan(before.primary);
      expect(after.replica).toBe(before.replica);
    } finally {
      await onStandby('select pg_wal_replay_resume()');
    }
    await vi.waitFor(async () => expect(await healthy()).toBe(1), UNTIL);
    const back = await servedBy();
    expect(await search('anchor east')).toEqual(['anchor east']);
    expect((await servedBy()).replica).toBeGreaterThan(back.replica);
  });
});
