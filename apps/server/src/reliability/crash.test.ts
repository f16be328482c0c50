/**
 * A crash (SIGKILL) of the server in the middle of ingestion batches and of a chat-record export, on
 * the database of the vitest project. Runs the built server (see ./support.ts).
 */
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Export } from '@backoffice/contract';
import type { DatabaseHandle } from '../platform/db/database.js';
import {
  assertServerBuilt,
  batchOf,
  chatBatch,
  checkPostgresSchema,
  createApiKey,
  downloadExport,
  expectOk,
  newScenarioDatabase,
  readExport,
  sendBatch,
  signIn,
  startServer,
  waitFor,
  type ChatBatch,
  type ScenarioDatabase,
  type ServerProcess,
} from './support.js';

/** Records of 2024 the export reads: enough that a kill lands while it writes. */
/**
 * The restarted instance is a new worker, so it takes over the interrupted export once the dead
 * worker's claim times out: shortened here from the 30 s default so the test does not idle.
 */
const CLAIM_TIMEOUT = { EXPORT_CLAIM_TIMEOUT_SECONDS: '6' };
const SEED_BATCHES = 4;
const SEED_SIZE = 5000;
const SEED_START = new Date('2024-01-01T00:00:00.000Z');
/** Batches pushed while the export runs; 2025, outside the export's range. */
const LIVE_SIZE = 250;
const LIVE_START = new Date('2025-01-01T00:00:00.000Z');
/** Concurrent ingest clients, as several bots would be. */
const SENDERS = 2;
/** Bound on the take-over (the claim timeout above, docs/decisions/0008) plus writing the file on a busy machine. */
const RECLAIM_TIMEOUT_MS = 40_000;

type Delivery = 'acknowledged' | 'in flight' | 'failed';

let database: ScenarioDatabase;
let server: ServerProcess;
let inspect: DatabaseHandle;
let admin: string;
let ingestKey: string;
const seed: ChatBatch[] = Array.from({ length: SEED_BATCHES }, (_, i) =>
  chatBatch('seed', i, SEED_SIZE, SEED_START, 60_000),
);
const live: ChatBatch[] = [];
/** What the client knew of each live batch when the server died. */
const delivery = new Map<string, Delivery>();
/** The export as the console saw it just before the kill, and as the database held it after. */
let interrupted: Export;
let atCrash: { status: string; done: number; claimed_by: string | null };
const figures: Record<string, number | string> = {};

function since(start: number): string {
  return `${((Date.now() - start) / 1000).toFixed(1)} s`;
}

/** Pushes new live batches one after another until the server dies. */
async function pushUntilCrash(sender: number, dead: () => boolean): Promise<void> {
  for (let i = sender; !dead(); i += SENDERS) {
    const batch = chatBatch('live', i, LIVE_SIZE, LIVE_START);
    live.push(batch);
    delivery.set(batch.name, 'in flight');
    try {
      await sendBatch(server.baseUrl, ingestKey, batch);
      if (!dead()) delivery.set(batch.name, 'acknowledged');
    } catch {
      delivery.set(batch.name, 'failed');
    }
  }
}

function countOf(state: Delivery): number {
  return [...delivery.values()].filter((value) => value === state).length;
}

/** How many records of each batch the database holds, by event id. */
async function recordsPerBatch(): Promise<Map<string, number>> {
  const rows = await inspect.db.selectFrom('chat_records').select('event_id').execute();
  const perBatch = new Map<string, number>();
  for (const { event_id: eventId } of rows) perBatch.set(batchOf(eventId), (perBatch.get(batchOf(eventId)) ?? 0) + 1);
  return perBatch;
}

/** Each event id once, and the maintained counts (hourly buckets, daily figures) equal to the records. */
async function expectEachEventOnceAndCountsMatch(): Promise<void> {
  const duplicated = await inspect.db
    .selectFrom('chat_records')
    .select('event_id')
    .groupBy('event_id')
    .having(sql<number>`count(*)`, '>', 1)
    .execute();
  expect(duplicated).toEqual([]);
  const records = await inspect.db
    .selectFrom('chat_records')
    .select(['bot_id', sql<number>`count(*)`.as('n')])
    .groupBy('bot_id')
    .orderBy('bot_id')
    .execute();
  const buckets = await inspect.db
    .selectFrom('chat_record_counts')
    .select(['bot_id', sql<number>`sum(count)`.as('n')])
    .groupBy('bot_id')
    .orderBy('bot_id')
    .execute();
  const daily = await inspect.db
    .selectFrom('bot_daily_stats')
    .select(['bot_id', sql<number>`sum(messages_in + messages_out)`.as('n')])
    .groupBy('bot_id')
    .orderBy('bot_id')
    .execute();
  const asNumbers = (rows: { bot_id: number; n: number }[]) =>
    rows.map((row) => ({ bot_id: Number(row.bot_id), n: Number(row.n) }));
  expect(asNumbers(buckets)).toEqual(asNumbers(records));
  expect(asNumbers(daily)).toEqual(asNumbers(records));
}

beforeAll(async () => {
  assertServerBuilt();
  const started = Date.now();
  database = await newScenarioDatabase();
  inspect = database.inspect();
  server = await startServer(database, CLAIM_TIMEOUT);
  admin = (await signIn(server.baseUrl)).access_token;
  ingestKey = await createApiKey(server.baseUrl, admin, ['ingest']);
  const seeding = [...seed];
  const seeder = async () => {
    for (let batch = seeding.shift(); batch; batch = seeding.shift())
      expect((await sendBatch(server.baseUrl, ingestKey, batch)).accepted).toBe(SEED_SIZE);
  };
  await Promise.all(Array.from({ length: SENDERS }, seeder));
  figures['seeded'] = `${SEED_BATCHES * SEED_SIZE} records in ${since(started)}`;

  let dead = false;
  const senders = Array.from({ length: SENDERS }, (_, sender) => pushUntilCrash(sender, () => dead));
  await waitFor(
    'a live batch to be acknowledged',
    () => Promise.resolve(countOf('acknowledged')),
    (acknowledged) => acknowledged > 0,
    30_000,
  );
  const created = await expectOk<{ data: Export }>(server.baseUrl, 'POST', '/v1/exports', {
    token: admin,
    body: {
      type: 'chat-record',
      name: 'crash test',
      all_data: false,
      from: '2024-01-01T00:00:00.000Z',
      to: '2024-12-31T23:59:59.999Z',
    },
  });
  // The kill lands while the export has written part of its rows and batches are open.
  interrupted = await waitFor(
    'an export under way while ingest batches are in flight',
    () => readExport(server.baseUrl, admin, created.data.id),
    (job) => job.status !== 'Pending' || (job.progress.done > 0 && countOf('in flight') > 0),
    30_000,
  );
  // From here no answer counts as an acknowledgement and no new batch starts: the client is cut off.
  dead = true;
  figures['at kill'] =
    `export ${interrupted.progress.done}/${interrupted.progress.total}, batches acknowledged ${countOf('acknowledged')}, in flight ${countOf('in flight')}`;
  const crashed = Date.now();
  await server.crash();
  await Promise.all(senders);
  atCrash = await inspect.db
    .selectFrom('exports')
    .select(['status', 'done', 'claimed_by'])
    .where('id', '=', interrupted.id)
    .executeTakeFirstOrThrow();
  server = await startServer(database, CLAIM_TIMEOUT);
  figures['restart'] = since(crashed);
  admin = (await signIn(server.baseUrl)).access_token;
}, 90_000);

afterAll(async () => {
  process.stdout.write(`crash (${database?.kind}): ${JSON.stringify(figures)}\n`);
  await server?.stop();
  await database?.dispose();
});

describe(`a crash (SIGKILL) mid-ingestion and mid-export`, () => {
  it('is killed while the export is under way', () => {
    expect(interrupted.status).toBe('Pending');
    expect(interrupted.progress.done).toBeGreaterThan(0);
    // Still claimed and unfinished in the database the dead process left.
    expect(atCrash.status).toBe('Pending');
    expect(atCrash.claimed_by).not.toBeNull();
    expect(Number(atCrash.done)).toBeLessThan(SEED_BATCHES * SEED_SIZE);
  });

  it('leaves a database that passes its integrity check', async () => {
    if (database.kind === 'sqlite') {
      expect((await sql<{ integrity_check: string }>`pragma integrity_check`.execute(inspect.db)).rows).toEqual([
        { integrity_check: 'ok' },
      ]);
      expect((await sql`pragma foreign_key_check`.execute(inspect.db)).rows).toEqual([]);
    } else {
      const checked = await checkPostgresSchema(database.schema as string);
      figures['postgres check'] =
        `${checked.tables} tables read, ${checked.indexes} B-tree indexes${checked.amcheck ? ' verified by amcheck' : ' (amcheck unavailable)'}`;
      expect(checked.tables).toBeGreaterThan(0);
    }
    await expectEachEventOnceAndCountsMatch();
  });

  it('keeps every acknowledged batch exactly once, and an unacknowledged one wholly or not at all', async () => {
    const perBatch = await recordsPerBatch();
    for (const batch of seed) expect(perBatch.get(batch.name), batch.name).toBe(SEED_SIZE);
    const unacknowledged: Record<string, number> = {};
    for (const batch of live) {
      const held = perBatch.get(batch.name) ?? 0;
      if (delivery.get(batch.name) === 'acknowledged') expect(held, batch.name).toBe(LIVE_SIZE);
      else {
        expect([0, LIVE_SIZE], batch.name).toContain(held);
        unacknowledged[batch.name] = held;
      }
    }
    figures['unacknowledged batches (records held)'] = JSON.stringify(unacknowledged);
    expect(Object.keys(unacknowledged).length).toBeGreaterThan(0);
  });

  it('holds each event exactly once after every batch is sent again', async () => {
    const resent = Date.now();
    for (const batch of [...seed, ...live]) {
      const result = await sendBatch(server.baseUrl, ingestKey, batch);
      expect(result.accepted + result.duplicates, batch.name).toBe(batch.rows.length);
      expect(result.rejected).toEqual([]);
    }
    figures['re-sent'] = `${seed.length + live.length} batches in ${since(resent)}`;
    const perBatch = await recordsPerBatch();
    for (const batch of [...seed, ...live]) expect(perBatch.get(batch.name), batch.name).toBe(batch.rows.length);
    await expectEachEventOnceAndCountsMatch();
  });

  it(
    'completes the interrupted export after the restart, with every row in a valid file',
    async () => {
      const waited = Date.now();
      const done = await waitFor(
        'the interrupted export to complete',
        () => readExport(server.baseUrl, admin, interrupted.id),
        (job) => job.status !== 'Pending',
        RECLAIM_TIMEOUT_MS,
      );
      figures['export completed after restart'] = since(waited);
      const rows = SEED_BATCHES * SEED_SIZE;
      expect(done).toMatchObject({ status: 'Completed', row_count: rows, progress: { done: rows, total: rows } });
      const job = await inspect.db
        .selectFrom('exports')
        .select(['attempts', 'claimed_by'])
        .where('id', '=', interrupted.id)
        .executeTakeFirstOrThrow();
      expect(job).toEqual({ attempts: 2, claimed_by: null });

      const csv = parse(await downloadExport(server.baseUrl, admin, interrupted.id), { bom: true }) as string[][];
      expect(csv[0]).toEqual([
        'ID',
        'Sent at',
        'Bot',
        'TG ID',
        'Username',
        'Sender',
        'Receiver',
        'Message type',
        'Direction',
        'Content',
      ]);
      const ids = csv.slice(1).map((row) => Number(row[0]));
      expect(new Set(ids).size).toBe(rows);
      const expected = await inspect.db
        .selectFrom('chat_records')
        .select('id')
        .where('event_id', 'like', 'seed-%')
        .execute();
      expect([...ids].sort((a, b) => a - b)).toEqual(expected.map((row) => Number(row.id)).sort((a, b) => a - b));
    },
    RECLAIM_TIMEOUT_MS + 10_000,
  );
});
