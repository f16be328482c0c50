/**
 * A slow or failing database: every request answers — 503 SERVICE_UNAVAILABLE with Retry-After once
 * the configured bound has passed, never a hang — and the same server answers normally again once the
 * database is back. Small timeouts come from the config (DB_STATEMENT_TIMEOUT_MS, DB_CONNECT_TIMEOUT_MS).
 *
 * PostgreSQL: the server reaches the database through a TCP proxy made here, which can stall (stop
 * forwarding), close (refuse connections) and be restored; a lock held by another connection makes a
 * slow statement. SQLite: another connection holds the write lock.
 */
import net from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Config } from '../platform/config.js';
import { openDatabase, sqliteFile } from '../platform/db/database.js';
import { ADMIN, bearer, login, startTestServer, testDatabaseKind, type TestServer } from '../test/harness.js';
import { POSTGRES_URL } from '../test/postgres-url.js';

const STATEMENT_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 500;
const LIST = '/v1/sensitive-keyword/list';
/** How long another process holds SQLite's write lock while a write of the server waits for it. */
const LOCK_HELD_MS = 300;

function expectDatabaseUnavailable(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  const body = response.json() as { error_code: string; message: string };
  expect(body).toMatchObject({
    error_code: 'SERVICE_UNAVAILABLE',
    message: 'The service is busy. Please try again shortly.',
  });
  // What the driver said stays in the server log: no SQL, no address, no connection string.
  expect(response.body).not.toMatch(/select|insert|lock|postgres|127\.0\.0\.1|5432|timeout/i);
}

/** Asks until the answer is not a 503 (the database is back), at most `tries` times. */
async function untilAnswered(ask: () => Promise<LightMyRequestResponse>, tries = 50): Promise<LightMyRequestResponse> {
  let response = await ask();
  for (let attempt = 1; attempt < tries && response.statusCode === 503; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    response = await ask();
  }
  return response;
}

/**
 * A TCP proxy in front of PostgreSQL that the test can break: `stall()` stops forwarding in both
 * directions (connections stay open, nothing moves, as through a stalled network), `refuse()` drops
 * every connection and stops listening, `restore()` forwards new connections again on the same port.
 * Connections caught in a stall stay silent for good, as after a real network partition: the server
 * must give them up rather than wait on them.
 */
class DatabaseProxy {
  private readonly pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  private stalled = false;
  private server: net.Server | undefined;
  private port = 0;

  private constructor(private readonly target: { host: string; port: number }) {}

  static async start(target: { host: string; port: number }): Promise<DatabaseProxy> {
    const proxy = new DatabaseProxy(target);
    await proxy.listen();
    return proxy;
  }

  /** The connection string of `url` pointed at the proxy. */
  through(url: string): string {
    const address = new URL(url);
    address.hostname = '127.0.0.1';
    address.port = String(this.port);
    return address.toString();
  }

  stall(): void {
    this.stalled = true;
    for (const { client, upstream } of this.pairs) {
      client.pause();
      upstream.pause();
    }
  }

  async refuse(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const { client, upstream } of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async restore(): Promise<void> {
    this.stalled = false;
    if (!this.server) await this.listen();
  }

  async dispose(): Promise<void> {
    await this.refuse();
  }

  private listen(): Promise<void> {
    const server = net.createServer((client) => this.accept(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        this.port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }

  private accept(client: net.Socket): void {
    const upstream = net.connect(this.target.port, this.target.host);
    const pair = { client, upstream };
    this.pairs.add(pair);
    if (this.stalled) {
      client.pause();
      upstream.pause();
    }
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => client.write(chunk));
    const end = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on('close', end);
      socket.on('error', end);
    }
  }
}

if (testDatabaseKind() === 'postgres') {
  describe('PostgreSQL slow or unreachable', () => {
    let base: TestServer;
    let proxy: DatabaseProxy;
    let app: FastifyInstance;
    let admin: string;

    /** The server under test: the suite's schema, reached through the proxy, with small bounds. */
    beforeAll(async () => {
      base = await startTestServer();
      const target = new URL(POSTGRES_URL);
      proxy = await DatabaseProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
      const config: Config = {
        ...base.config,
        DATABASE_URL: proxy.through(POSTGRES_URL),
        DB_STATEMENT_TIMEOUT_MS: STATEMENT_TIMEOUT_MS,
        DB_CONNECT_TIMEOUT_MS: CONNECT_TIMEOUT_MS,
        EXPORT_WORKER: false,
      };
      const schema = base.database.schema;
      const database = openDatabase(config, schema ? { schema } : {});
      app = await buildApp({ config, database });
      await app.ready();
      admin = (await login(app, ADMIN.email, ADMIN.password)).access_token;
      const created = await app.inject({
        method: 'POST',
        url: '/v1/sensitive-keyword',
        headers: bearer(admin),
        payload: { keyword: 'casino' },
      });
      expect(created.statusCode, created.body).toBe(201);
    });
    afterAll(async () => {
      await proxy.restore();
      await app.close();
      await proxy.dispose();
      await base.close();
    });

    const list = () => app.inject({ method: 'GET', url: LIST, headers: bearer(admin) });
    const ready = () => app.inject({ method: 'GET', url: '/readyz' });

    it('answers 503 while the network to the database is stalled, and serves again once it flows', async () => {
      expect((await list()).statusCode).toBe(200);
      proxy.stall();
      expectDatabaseUnavailable(await list());
      // Connections that stopped answering were given up: a new request waits for a new connection, in vain.
      expectDatabaseUnavailable(await list());
      expect((await ready()).statusCode).toBe(503);

      await proxy.restore();
      const again = await untilAnswered(list);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ data: { data: [{ keyword: 'casino' }] } });
      expect((await ready()).json()).toEqual({ status: 'ready', database: 'postgres' });
    });

    it('answers 503 at once while the database refuses connections, and serves again once it accepts them', async () => {
      expect((await list()).statusCode).toBe(200);
      await proxy.refuse();
      expectDatabaseUnavailable(await list());
      const notReady = await ready();
      expect(notReady.statusCode).toBe(503);
      // The proxy's health check takes the instance out of rotation and is told when to look again.
      expect(notReady.headers['retry-after']).toBe('5');

      await proxy.restore();
      const again = await untilAnswered(list);
      expect(again.statusCode, again.body).toBe(200);
      const write = await app.inject({
        method: 'POST',
        url: '/v1/sensitive-keyword',
        headers: bearer(admin),
        payload: { keyword: 'lottery' },
      });
      expect(write.statusCode, write.body).toBe(201);
    });

    it('answers 503 when a lock held elsewhere outlasts the statement timeout, and serves once it is released', async () => {
      const locker = new pg.Client({ connectionString: POSTGRES_URL });
      await locker.connect();
      try {
        await locker.query('begin');
        await locker.query(
          `lock table ${base.database.schema ?? 'public'}.sensitive_keywords in access exclusive mode`,
        );
        expectDatabaseUnavailable(await list());
        expectDatabaseUnavailable(
          await app.inject({
            method: 'POST',
            url: '/v1/sensitive-keyword',
            headers: bearer(admin),
            payload: { keyword: 'betting' },
          }),
        );
        await locker.query('rollback');
      } finally {
        await locker.end();
      }
      const again = await list();
      expect(again.statusCode, again.body).toBe(200);
      expect(
        (again.json() as { data: { data: { keyword: string }[] } }).data.data.map((row) => row.keyword).sort(),
      ).toEqual(['casino', 'lottery']);
    });
  });
} else {
  describe('SQLite write lock held by another connection', () => {
    let server: TestServer;
    let admin: string;

    beforeAll(async () => {
      server = await startTestServer({ DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS) });
      admin = (await login(server.app, ADMIN.email, ADMIN.password)).access_token;
    });
    afterAll(async () => server.close());

    const add = (keyword: string) =>
      server.app.inject({ method: 'POST', url: '/v1/sensitive-keyword', headers: bearer(admin), payload: { keyword } });

    it('answers a write 503 after busy_timeout, keeps serving reads, and writes once the lock is released', async () => {
      const other = new SqliteDatabase(sqliteFile(server.config));
      try {
        other.exec('BEGIN IMMEDIATE');
        expectDatabaseUnavailable(await add('casino'));
        // Readers are not blocked by a writer (WAL).
        const read = await server.app.inject({ method: 'GET', url: LIST, headers: bearer(admin) });
        expect(read.statusCode, read.body).toBe(200);
        other.exec('ROLLBACK');
      } finally {
        other.close();
      }
      const written = await add('casino');
      expect(written.statusCode, written.body).toBe(201);
      const listed = await server.app.inject({ method: 'GET', url: LIST, headers: bearer(admin) });
      expect(listed.json()).toMatchObject({ data: { data: [{ keyword: 'casino' }] } });
    });
  });

  describe('SQLite write lock held by another process for a while', () => {
    let server: TestServer;
    let admin: string;

    beforeAll(async () => {
      // A bound far above what the test holds the lock for: the write must wait for it, not fail.
      server = await startTestServer({ DB_STATEMENT_TIMEOUT_MS: '10000' });
      admin = (await login(server.app, ADMIN.email, ADMIN.password)).access_token;
    });
    afterAll(async () => server.close());

    it('keeps the instance turning while a write waits for the lock, and writes once it is released', async () => {
      const other = new SqliteDatabase(sqliteFile(server.config));
      try {
        other.exec('BEGIN IMMEDIATE');
        // The other connection lets go on a timer of this process: had the write's wait held the one
        // thread (SQLite's busy_timeout), the timer could not run, and the write would fail at its bound.
        const release = setTimeout(() => other.exec('COMMIT'), LOCK_HELD_MS);
        const written = await server.app.inject({
          method: 'POST',
          url: '/v1/sensitive-keyword',
          headers: bearer(admin),
          payload: { keyword: 'gamble' },
        });
        clearTimeout(release);
        expect(written.statusCode, written.body).toBe(201);
        expect(other.inTransaction).toBe(false);
      } finally {
        other.close();
      }
    });
  });
}
