import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import pg from 'pg';
import type { ApiKeyScope, LoginResponse } from '@backoffice/contract';
import { buildApp } from '../app.js';
import { ensureFirstAdmin } from '../bootstrap.js';
import { issueApiKey } from '../platform/auth/api-keys.js';
import { cacheVersionWatchOf } from '../platform/db/cache-versions.js';
import { loadConfig, type Config } from '../platform/config.js';
import { openDatabase, type DatabaseHandle, type OpenOptions } from '../platform/db/database.js';
import { migrateToLatest } from '../platform/db/migrate.js';
import { POSTGRES_URL } from './postgres-url.js';

export const ADMIN = { email: 'admin@example.com', password: 'Lantern@Admin42' } as const;

/** Which database this run of the suite uses: the vitest project sets it. */
export function testDatabaseKind(): 'sqlite' | 'postgres' {
  return process.env['TEST_DATABASE'] === 'postgres' ? 'postgres' : 'sqlite';
}

export interface TestServer {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * Kysely's migrator lists the tables of every schema before it migrates; a schema another test file drops in the
 * meantime fails that listing ("relation t_….stalkers does not exist"). Migrations share this advisory lock and a
 * schema drop takes it alone; ending the session releases it.
 */
const SCHEMA_LOCK = 7_340_017;
async function underSchemaLock<T>(mode: 'shared' | 'exclusive', work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(mode === 'shared' ? 'select pg_advisory_lock_shared($1)' : 'select pg_advisory_lock($1)', [
      SCHEMA_LOCK,
    ]);
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface StartOptions extends Omit<OpenOptions, 'schema'> {
  /** Runs on the new database before the migrations bring it up to date (an older version's state, say). */
  beforeMigrating?: (database: DatabaseHandle) => Promise<void>;
}

/**
 * A server on a database of its own: a new SQLite file, or a new PostgreSQL schema dropped afterwards.
 * `open` reaches the database handle (a listener of every statement sent, on PostgreSQL).
 */
export async function startTestServer(
  overrides: Partial<Record<string, string>> = {},
  logStream?: NodeJS.WritableStream,
  open: StartOptions = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-test-'));
  const kind = testDatabaseKind();
  const schema = kind === 'postgres' ? `t_${crypto.randomBytes(6).toString('hex')}` : undefined;
  if (schema) {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    WEB_DIST_DIR: path.join(dataDir, 'no-console'),
    ...(kind === 'postgres' ? { DATABASE_URL: POSTGRES_URL, DB_POOL_MAX: '4' } : {}),
    ...overrides,
  });
  const { beforeMigrating, ...openOptions } = open;
  const database = openDatabase(config, { ...openOptions, ...(schema ? { schema } : {}) });
  const migrate = async () => {
    await beforeMigrating?.(database);
    await migrateToLatest(database);
  };
  if (schema) await underSchemaLock('shared', migrate);
  else await migrate();
  await ensureFirstAdmin(database.db, config);
  const app = await buildApp(
    logStream ? { config, database, logStream, checkRouteErrors: true } : { config, database, checkRouteErrors: true },
  );
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      if (schema) await underSchemaLock('exclusive', (client) => client.query(`drop schema ${schema} cascade`));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server of one test file, with the first administrator signed in; see useTestServer. */
export interface FileTestServer extends TestServer {
  /** The first administrator's access token. */
  readonly admin: string;
  /** A request as `token` (the administrator unless told), with `payload` as its JSON body when given. */
  call(method: HTTPMethods, url: string, payload?: object, token?: string): Promise<LightMyRequestResponse>;
}

/**
 * The usual start of an API test file: a server on a database of its own, started (and the first
 * administrator signed in) before the file's tests and its later beforeAll hooks, closed after them.
 * Its fields are there once the tests run, not while the file is read.
 */
export function useTestServer(
  overrides: Partial<Record<string, string>> = {},
  logStream?: NodeJS.WritableStream,
): FileTestServer {
  let started: { server: TestServer; admin: string } | undefined;
  const current = () => {
    if (!started) throw new Error('The test server starts in beforeAll: use it in a hook or a test');
    return started;
  };
  beforeAll(async () => {
    const server = await startTestServer(overrides, logStream);
    started = { server, admin: (await login(server.app, ADMIN.email, ADMIN.password)).access_token };
  });
  afterAll(async () => started?.server.close());
  return {
    get app() {
      return current().server.app;
    },
    get config() {
      return current().server.config;
    },
    get database() {
      return current().server.database;
    },
    get admin() {
      return current().admin;
    },
    close: () => current().server.close(),
    call: (method, url, payload, token) =>
      current().server.app.inject({
        method,
        url,
        headers: bearer(token ?? current().admin),
        ...(payload !== undefined && { payload }),
      }),
  };
}

/** Two instances of the server on one database, as behind a load balancer. */
export interface TwoInstances {
  /** The first instance, as useTestServer gives it. */
  readonly server: FileTestServer;
  /** The second: the same database through a handle, and so caches, of its own. */
  readonly other: FastifyInstance;
}

/** useTestServer and a second instance on its database, started after it and closed before it. */
export function useTwoInstances(): TwoInstances {
  const server = useTestServer();
  let other: FastifyInstance | undefined;
  beforeAll(async () => {
    const database = openDatabase(server.config, server.database.schema ? { schema: server.database.schema } : {});
    other = await buildApp({ config: server.config, database });
    await other.ready();
  });
  afterAll(async () => other?.close());
  return {
    server,
    get other() {
      if (!other) throw new Error('The second instance starts in beforeAll: use it in a hook or a test');
      return other;
    },
  };
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<LoginResponse['data']> {
  const response = await app.inject({ method: 'POST', url: '/um/v1/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return (response.json() as LoginResponse).data;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export function json<T>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

/** A 400 VALIDATION_FAILED naming at least these fields, each with its message where one is given (null: any message). */
/** The fields a 400 answer names, each with its message, in the answer's order. */
export function fieldErrors(response: LightMyRequestResponse): { field: string; message: string }[] {
  return json<{ details: { fields: { field: string; message: string }[] } }>(response).details.fields;
}

export function expectFieldErrors(
  response: LightMyRequestResponse,
  messages: Readonly<Record<string, string | null>>,
): void {
  expect(response.statusCode, response.body).toBe(400);
  const named = fieldErrors(response);
  const expected = Object.entries(messages).map(([field, message]) =>
    expect.objectContaining(message === null ? { field } : { field, message }),
  );
  expect(named).toEqual(expect.arrayContaining(expected));
}

/** Creates a role and an account holding it, signs in, and answers the access token. */
export async function signInWith(
  app: FastifyInstance,
  adminToken: string,
  permissions: string[],
  name = `r${crypto.randomBytes(4).toString('hex')}`,
): Promise<{ token: string; accountId: number; roleId: number; email: string; password: string }> {
  const role = await app.inject({
    method: 'POST',
    url: '/um/v1/roles',
    headers: bearer(adminToken),
    payload: { name, permissions },
  });
  if (role.statusCode !== 201) throw new Error(`role: ${role.body}`);
  const roleId = (role.json() as { data: { id: number } }).data.id;
  const email = `${name}@example.com`;
  const password = 'Passw0rd!x';
  const account = await app.inject({
    method: 'POST',
    url: '/um/v1/accounts',
    headers: bearer(adminToken),
    payload: { email, username: name, password, role_id: roleId, force_reset_password: false },
  });
  if (account.statusCode !== 201) throw new Error(`account: ${account.body}`);
  const session = await login(app, email, password);
  return {
    token: session.access_token,
    accountId: (account.json() as { data: { id: number } }).data.id,
    roleId,
    email,
    password,
  };
}

/** An administrator asks the account for a new password; its owner signs in again: the new session's access token. */
export async function signInMustReset(
  app: FastifyInstance,
  adminToken: string,
  account: { accountId: number; email: string; password: string },
): Promise<string> {
  const marked = await app.inject({
    method: 'PATCH',
    url: `/um/v1/accounts/${account.accountId}`,
    headers: bearer(adminToken),
    payload: { force_reset_password: true },
  });
  if (marked.statusCode !== 200) throw new Error(`force reset: ${marked.body}`);
  const session = await login(app, account.email, account.password);
  if (!session.force_reset_password) throw new Error('the account was not asked for a new password');
  return session.access_token;
}

/**
 * Poll options for a change made elsewhere (another instance, the command line, the database by hand) to show
 * in a platform call: issue 15's second. Each instance takes versions up to PLATFORM_VERSIONS_MAX_AGE_MS old
 * (docs/decisions/0040).
 */
export const WITHIN_A_SECOND = { timeout: 1000, interval: 10 } as const;

/**
 * For a change a test writes straight in the database as its setup: taken as one made through this
 * instance's console, so its platform calls see it at once rather than within
 * PLATFORM_VERSIONS_MAX_AGE_MS (docs/decisions/0040).
 */
export function madeThroughThisInstance(server: TestServer): void {
  cacheVersionWatchOf(server.database.db).forget();
}

/** Stores a platform API key with the given scopes straight in the database and answers the key. */
export async function createTestApiKey(
  server: TestServer,
  scopes: readonly ApiKeyScope[],
  name = 'test caller',
): Promise<string> {
  const issued = issueApiKey();
  await server.database.db
    .insertInto('api_keys')
    .values({
      name,
      prefix: issued.prefix,
      secret_hash: issued.secretHash,
      scopes: scopes.join(','),
      created_at: new Date().toISOString(),
      created_by: null,
    })
    .execute();
  madeThroughThisInstance(server);
  return issued.key;
}
