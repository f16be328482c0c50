/**
 * Two server processes on one PostgreSQL schema and one shared DATA_DIR (keys, export files), as
 * docs/decisions/0008 deploys several instances, started at the same moment on an empty schema. PostgreSQL only: apps/server/vitest.config.ts runs
 * this file in the server:postgres project alone (SQLite is one process's file). Runs the built
 * server (see ./support.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Export, PlatformSearchResult, SensitiveKeyword } from '@backoffice/contract';
import type { DatabaseHandle } from '../platform/db/database.js';
import { WITHIN_A_SECOND } from '../test/harness.js';
import {
  assertServerBuilt,
  call,
  chatBatch,
  createApiKey,
  downloadExport,
  expectOk,
  keyKnownBy,
  newScenarioDatabase,
  onPostgres,
  readExport,
  sendBatch,
  signIn,
  startServer,
  waitFor,
  type ScenarioDatabase,
  type ServerProcess,
} from './support.js';

const RECORDS_PER_BATCH = 3000;
const BATCHES = 2;
const RECORDS = RECORDS_PER_BATCH * BATCHES;
/** Export jobs created at once, half through each instance. */
const JOBS = 4;

let database: ScenarioDatabase;
let inspect: DatabaseHandle;
let one: ServerProcess;
let other: ServerProcess;
let admin: string;
const figures: Record<string, number | string> = {};

/**
 * Another deployment's schema in the same database, with its migration bookkeeping: the servers must
 * not take it for theirs (the migrator looks for its tables in every schema unless told which).
 */
const NEIGHBOUR = `r_neighbour_${process.pid}`;

beforeAll(async () => {
  assertServerBuilt();
  await onPostgres(
    `create schema ${NEIGHBOUR};
     create table ${NEIGHBOUR}.kysely_migration (name varchar(255) primary key, timestamp varchar(255) not null);
     create table ${NEIGHBOUR}.kysely_migration_lock (id varchar(255) primary key, is_locked integer not null default 0)`,
  );
  database = await newScenarioDatabase('postgres');
  inspect = database.inspect();
  // Started together, as a deployment rolls out: both migrate, create the first admin and the keys.
  const started = Date.now();
  [one, other] = await Promise.all([startServer(database), startServer(database)]);
  figures['both started'] = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  admin = (await signIn(one.baseUrl)).access_token;
}, 60_000);

afterAll(async () => {
  process.stdout.write(`two instances: ${JSON.stringify(figures)}\n`);
  await Promise.all([one?.stop(), other?.stop()]);
  await database?.dispose();
  await onPostgres(`drop schema if exists ${NEIGHBOUR} cascade`);
});

const me = (server: ServerProcess, token: string) =>
  call<{ data: { email: string } }>(server.baseUrl, 'GET', '/um/v1/auth/me', { token });

describe('two instances on one PostgreSQL database', () => {
  it('accept each other’s tokens', async () => {
    const session = await signIn(other.baseUrl);
    const answer = await me(one, session.access_token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.email).toBe('admin@example.com');
    const refreshed = await call<{ data: { access_token: string } }>(one.baseUrl, 'POST', '/um/v1/auth/refresh', {
      body: { refresh_token: session.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    expect((await me(other, refreshed.body.data.access_token)).status).toBe(200);
  });

  it('end a session on both when it is signed out on one', async () => {
    const session = await signIn(one.baseUrl);
    expect((await me(other, session.access_token)).status).toBe(200);
    expect((await call(one.baseUrl, 'POST', '/um/v1/auth/logout', { token: session.access_token })).status).toBe(204);
    expect((await me(other, session.access_token)).status).toBe(401);
    expect((await me(one, session.access_token)).status).toBe(401);
    const refreshed = await call(other.baseUrl, 'POST', '/um/v1/auth/refresh', {
      body: { refresh_token: session.refresh_token },
    });
    expect(refreshed.status).toBe(401);
  });

  it('answer a platform search with a rule changed through the other within a second', async () => {
    const key = await createApiKey(one.baseUrl, admin, ['read']);
    const search = async (server: ServerProcess) =>
      (
        await expectOk<{ data: PlatformSearchResult }>(
          server.baseUrl,
          'GET',
          '/v1/platform/search?bot=finder_bot&q=cheap%20casinoword%20offers',
          { token: key },
        )
      ).data;
    // Issue 15's bound: each instance takes versions up to PLATFORM_VERSIONS_MAX_AGE_MS old (decision 40).
    const withinASecond = (server: ServerProcess, expected: object) =>
      expect.poll(() => search(server), WITHIN_A_SECOND).toMatchObject(expected);
    // Both instances have loaded (and cached) the rules before the change; the key was made through the first.
    expect(await search(one)).toMatchObject({ status: 'ok' });
    await withinASecond(other, { status: 'ok' });

    const word = await expectOk<{ data: SensitiveKeyword }>(one.baseUrl, 'POST', '/v1/sensitive-keyword', {
      token: admin,
      body: { keyword: 'casinoword' },
    });
    // Through the first: its very next search sees it; the other's within a second.
    expect(await search(one)).toMatchObject({ status: 'refused', reason_code: 'SENSITIVE_KEYWORD' });
    await withinASecond(other, { status: 'refused', reason_code: 'SENSITIVE_KEYWORD' });

    await expectOk(other.baseUrl, 'PATCH', `/v1/sensitive-keyword/${word.data.id}`, {
      token: admin,
      body: { status: 'Inactive' },
    });
    await withinASecond(one, { status: 'ok' });
  });

  it('run each export job exactly once when both run workers', async () => {
    const ingestKey = await createApiKey(other.baseUrl, admin, ['ingest']);
    await keyKnownBy(one.baseUrl, ingestKey);
    const start = new Date('2024-03-01T00:00:00.000Z');
    await Promise.all(
      Array.from({ length: BATCHES }, async (_, i) => {
        const server = i % 2 === 0 ? one : other;
        expect(
          (await sendBatch(server.baseUrl, ingestKey, chatBatch('shared', i, RECORDS_PER_BATCH, start))).accepted,
        ).toBe(RECORDS_PER_BATCH);
      }),
    );

    const began = Date.now();
    const jobs = await Promise.all(
      Array.from({ length: JOBS }, async (_, i) => {
        const server = i % 2 === 0 ? one : other;
        const body = { type: 'chat-record', name: `shared export ${i}`, all_data: true };
        const created = (
          await expectOk<{ data: Export }>(server.baseUrl, 'POST', '/v1/exports', { token: admin, body })
        ).data;
        return { id: created.id, createdThrough: server };
      }),
    );
    const claimants = new Set<string>();
    const ids = jobs.map((job) => job.id).sort((a, b) => a - b);
    await waitFor(
      'every export to finish',
      async () => {
        const rows = await inspect.db
          .selectFrom('exports')
          .select(['id', 'status', 'claimed_by'])
          .where('id', 'in', ids)
          .execute();
        for (const row of rows) if (row.claimed_by) claimants.add(row.claimed_by);
        return rows;
      },
      (rows) => rows.every((row) => row.status !== 'Pending'),
      40_000,
    );
    figures['exports'] =
      `${JOBS} × ${RECORDS} rows in ${((Date.now() - began) / 1000).toFixed(1)} s; claims seen from ${claimants.size} instance(s)`;

    const finished = await inspect.db
      .selectFrom('exports')
      .select(['id', 'status', 'attempts', 'row_count', 'file_name'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(finished).toEqual(
      ids.map((id) => ({ id, status: 'Completed', attempts: 1, row_count: RECORDS, file_name: `${id}.csv` })),
    );
    // One file per job in the shared directory, and no half-written file left by a second runner.
    expect(fs.readdirSync(path.join(database.dataDir, 'exports')).sort()).toEqual(ids.map((id) => `${id}.csv`).sort());

    for (const { id, createdThrough } of jobs) {
      // Downloaded through the instance that did not create it: the file is shared.
      const server = createdThrough === one ? other : one;
      const job = await readExport(server.baseUrl, admin, id);
      expect(job.progress).toEqual({ done: RECORDS, total: RECORDS });
      const csv = parse(await downloadExport(server.baseUrl, admin, id), { bom: true }) as string[][];
      expect(csv.length).toBe(RECORDS + 1);
      expect(new Set(csv.slice(1).map((row) => row[0])).size).toBe(RECORDS);
    }
  }, 60_000);
});
