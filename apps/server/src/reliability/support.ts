/**
 * Reliability tests run the BUILT server, apps/server/dist/main.js, as real child processes: only a
 * separate process can be killed with SIGKILL, and only separate processes show what two instances
 * on one database share. `npm test` builds it first (scripts/build.mjs); when running these files on
 * their own, build first with `node scripts/build.mjs`. The tests fail at once, saying so, when the
 * build is missing.
 *
 * The process is started as the browser tests and the benchmarks start theirs (@backoffice/server-process),
 * without the console: these tests speak only HTTP.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { ChatRecordRow, Export, IngestResult, LoginResponse } from '@backoffice/contract';
import { startBuiltServer, type ServerProcess } from '@backoffice/server-process';
import { loadConfig } from '../platform/config.js';
import { openDatabase, type DatabaseHandle } from '../platform/db/database.js';
import { ADMIN, testDatabaseKind, WITHIN_A_SECOND } from '../test/harness.js';
import { POSTGRES_URL } from '../test/postgres-url.js';

export { assertServerBuilt, type ServerProcess } from '@backoffice/server-process';

/**
 * The database one scenario's servers share: a data directory (the SQLite file, keys, export files)
 * and, on PostgreSQL, a schema of its own, created here and dropped by dispose().
 */
export interface ScenarioDatabase {
  kind: 'sqlite' | 'postgres';
  dataDir: string;
  schema?: string;
  /** The variables that point a server process at this database. */
  env: Record<string, string>;
  /** A connection from the test itself, to look at what the servers left. */
  inspect(): DatabaseHandle;
  dispose(): Promise<void>;
}

export async function onPostgres(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function newScenarioDatabase(kind = testDatabaseKind()): Promise<ScenarioDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-reliability-'));
  const schema = kind === 'postgres' ? `r_${crypto.randomBytes(6).toString('hex')}` : undefined;
  if (schema) await onPostgres(`create schema ${schema}`);
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DATABASE_URL: schema ? POSTGRES_URL : '',
    DATABASE_SCHEMA: schema ?? '',
  };
  const handles: DatabaseHandle[] = [];
  return {
    kind,
    dataDir,
    ...(schema ? { schema } : {}),
    env,
    inspect() {
      const config = loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        ...(schema ? { DATABASE_URL: POSTGRES_URL, DB_POOL_MAX: '2' } : {}),
      });
      const handle = openDatabase(config, schema ? { schema } : {});
      handles.push(handle);
      return handle;
    },
    async dispose() {
      await Promise.all(handles.map((handle) => handle.close()));
      if (schema) await onPostgres(`drop schema ${schema} cascade`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts dist/main.js on a free port against the scenario's database. */
export function startServer(database: ScenarioDatabase, env: Record<string, string> = {}): Promise<ServerProcess> {
  return startBuiltServer({
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      WEB_DIST_DIR: path.join(database.dataDir, 'no-console'),
      DB_POOL_MAX: '4',
      ...database.env,
      ...env,
    },
  });
}

/** A JSON call to a running server; answers the status and the parsed body (undefined when empty). */
export async function call<T = unknown>(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Like call(), for calls that must succeed: anything but 2xx throws with the answer. */
export async function expectOk<T>(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const answer = await call<T>(baseUrl, method, url, options);
  if (answer.status >= 300)
    throw new Error(`${method} ${url} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export async function signIn(
  baseUrl: string,
  credentials: { email: string; password: string } = ADMIN,
): Promise<LoginResponse['data']> {
  return (await expectOk<LoginResponse>(baseUrl, 'POST', '/um/v1/auth/login', { body: credentials })).data;
}

/** A platform API key made through the console's API, as staff would. */
export async function createApiKey(baseUrl: string, token: string, scopes: string[]): Promise<string> {
  const created = await expectOk<{ data: { key: string } }>(baseUrl, 'POST', '/v1/api-keys', {
    token,
    body: { name: `reliability ${scopes.join(' ')}`, scopes },
  });
  return created.data.key;
}

/**
 * Resolves once the instance at `baseUrl` knows `key` (it may be created through another instance: each takes
 * versions up to PLATFORM_VERSIONS_MAX_AGE_MS old, docs/decisions/0040); fails after a second. Any answer but
 * 401 API_KEY_INVALID to a platform call (a search: 403 for a key without the read scope) means known.
 */
export async function keyKnownBy(baseUrl: string, key: string): Promise<void> {
  const status = async () =>
    (await call(baseUrl, 'GET', '/v1/platform/search?bot=finder_bot&q=known', { token: key })).status;
  await waitFor(`the key known by ${baseUrl}`, status, (answered) => answered !== 401, WITHIN_A_SECOND.timeout);
}

/** One ingest batch of chat records, as a bot would push it. */
export interface ChatBatch {
  name: string;
  rows: ChatRecordRow[];
}

/** Batch `index` of `size` chat records named `prefix-index-i`, the records `spacingMs` apart from `start`. */
export function chatBatch(prefix: string, index: number, size: number, start: Date, spacingMs = 1000): ChatBatch {
  return {
    name: `${prefix}-${index}`,
    rows: Array.from({ length: size }, (_, i) => {
      const n = index * size + i;
      return {
        event_id: `${prefix}-${index}-${i}`,
        bot: n % 2 === 0 ? 'reliable_search_bot' : 'reliable_media_bot',
        tg_id: String(900_000 + (n % 97)),
        username: `reliable_user_${n % 97}`,
        sent_at: new Date(start.getTime() + n * spacingMs).toISOString(),
        direction: n % 2 === 0 ? 'Inbound' : 'Outbound',
        message_type: 'Text',
        // Short (the text index is the costly part of ingestion) but with what CSV must quote.
        content: `#${n} "hi", a\nb 电影`,
      } satisfies ChatRecordRow;
    }),
  };
}

/** The batch a chat record's event id came from (`prefix-index-i` → `prefix-index`). */
export function batchOf(eventId: string): string {
  return eventId.slice(0, eventId.lastIndexOf('-'));
}

export async function sendBatch(baseUrl: string, key: string, batch: ChatBatch): Promise<IngestResult> {
  return (
    await expectOk<{ data: IngestResult }>(baseUrl, 'POST', '/v1/platform/ingest/chat-records', {
      token: key,
      body: { rows: batch.rows },
    })
  ).data;
}

export async function readExport(baseUrl: string, token: string, id: number): Promise<Export> {
  return (await expectOk<{ data: Export }>(baseUrl, 'GET', `/v1/exports/${id}`, { token })).data;
}

/** Polls (no fixed sleeps: the next poll goes as soon as the previous answer is in) until `done` holds. */
export async function waitFor<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${timeoutMs / 1000} s; last seen ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Downloads a Completed export through the link the console uses; answers the CSV bytes. */
export async function downloadExport(baseUrl: string, token: string, id: number): Promise<Buffer> {
  const link = await expectOk<{ data: { url: string } }>(baseUrl, 'POST', `/v1/exports/${id}/download-link`, { token });
  const response = await fetch(`${baseUrl}${link.data.url}`);
  if (response.status !== 200) throw new Error(`download of export ${id} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * PostgreSQL's own check of a schema's indexes: amcheck's bt_index_check with heapallindexed, which
 * verifies each B-tree's ordering and that every table row has its index entries. amcheck ships with
 * PostgreSQL; when this server lacks it the answer says so (`amcheck: false`). Every table is read
 * in full either way. amcheck is installed in the scenario's schema, so dropping that removes it,
 * unless some schema of the database already has it.
 */
export async function checkPostgresSchema(
  schema: string,
): Promise<{ amcheck: boolean; indexes: number; tables: number }> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    const amcheck = await amcheckSchema(client, schema);
    const tables = await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = $1`,
      [schema],
    );
    for (const table of tables.rows) await client.query(`select count(*) from ${schema}."${table.name}"`);
    // Leaf indexes only: a partitioned table's index (relkind 'I') holds nothing; its partitions' ones are checked.
    const indexes = await client.query<{ oid: number }>(
      `select c.oid from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
       where c.relnamespace = $1::regnamespace and a.amname = 'btree' and c.relkind = 'i'`,
      [schema],
    );
    if (amcheck)
      for (const index of indexes.rows)
        await client.query(`select ${amcheck}.bt_index_check($1::regclass, true)`, [index.oid]);
    return { amcheck: amcheck !== undefined, indexes: indexes.rowCount ?? 0, tables: tables.rowCount ?? 0 };
  } finally {
    await client.end();
  }
}

async function amcheckSchema(client: pg.Client, schema: string): Promise<string | undefined> {
  const installed = async () =>
    (
      await client.query<{ schema: string }>(
        `select extnamespace::regnamespace::text as schema from pg_extension where extname = 'amcheck'`,
      )
    ).rows[0]?.schema;
  const existing = await installed();
  if (existing) return existing;
  const available = await client.query(`select 1 from pg_available_extensions where name = 'amcheck'`);
  if (available.rowCount === 0) return undefined;
  try {
    await client.query(`create extension amcheck with schema ${schema}`);
  } catch {
    // Another run installed it meanwhile: use theirs.
  }
  return installed();
}
