import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry, Paged } from '@backoffice/contract';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../platform/db/database.js';
import { bearer, json, testDatabaseKind, useTestServer } from '../../test/harness.js';
import { AuditRetention, purgeAuditLog, retentionCutoff } from './retention.js';

const server = useTestServer();
const DAY_MS = 86_400_000;

/** Writes entries straight into the log, as if made `daysAgo` days before now: one per age given. */
async function oldEntries(tag: string, daysAgo: readonly number[], now = Date.now()): Promise<void> {
  await server.database.db
    .insertInto('audit_log')
    .values(
      daysAgo.map((days, i) => ({
        actor_id: null,
        actor_email: 'cli',
        action: 'keyword.forward.update',
        entity: 'keyword',
        entity_id: `${tag}-${i}`,
        changes: JSON.stringify({ remarks: { from: 'a', to: 'b' } }),
        ip: null,
        created_at: new Date(now - days * DAY_MS - i).toISOString(),
      })),
    )
    .execute();
}

async function entriesTagged(tag: string): Promise<string[]> {
  const rows = await server.database.db
    .selectFrom('audit_log')
    .select('entity_id')
    .where('entity_id', 'like', `${tag}-%`)
    .orderBy('entity_id')
    .execute();
  return rows.map((row) => row.entity_id ?? '');
}

async function purgeEntries(): Promise<AuditEntry[]> {
  const response = await server.app.inject({
    method: 'GET',
    url: '/v1/audit-log/list',
    headers: bearer(server.admin),
    query: { action: 'audit_log.purge', per_page: '100' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<Paged<AuditEntry>>(response).data.data;
}

/** Each test starts from a log with nothing older than a week but what it writes. */
beforeEach(async () => {
  await server.database.db
    .deleteFrom('audit_log')
    .where('created_at', '<', new Date(Date.now() - 7 * DAY_MS).toISOString())
    .execute();
  await server.database.db.deleteFrom('audit_log').where('action', '=', 'audit_log.purge').execute();
});

describe('the audit log purge', () => {
  it('deletes the entries written before the cut-off in batches, and records how many and up to when', async () => {
    await oldEntries('old', [400, 399, 398, 397, 396]);
    await oldEntries('kept', [100, 20]);
    const before = retentionCutoff(new Date(), 365);

    const outcome = await purgeAuditLog(server.database.db, before, { batchSize: 2, retentionDays: 365 });
    expect(outcome).toEqual({ matched: 5, deleted: 5, batches: 3 });
    expect(await entriesTagged('old')).toEqual([]);
    expect(await entriesTagged('kept')).toEqual(['kept-0', 'kept-1']);

    const [entry, ...others] = await purgeEntries();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      actor_id: null,
      actor_email: 'system',
      ip: null,
      action: 'audit_log.purge',
      entity: 'audit_log',
      section: 'user_management',
      changes: { created_before: { to: before }, entries: { from: 5, to: 0 }, retention_days: { to: 365 } },
    });
  });

  it('does nothing, and records nothing, when nothing is older than the cut-off: running it again is harmless', async () => {
    await oldEntries('again', [50]);
    const before = retentionCutoff(new Date(), 30);
    expect(await purgeAuditLog(server.database.db, before)).toMatchObject({ deleted: 1 });
    expect(await purgeAuditLog(server.database.db, before)).toEqual({ matched: 0, deleted: 0, batches: 0 });
    expect(await purgeAuditLog(server.database.db, retentionCutoff(new Date(), 1))).toMatchObject({ deleted: 0 });
    // The purge's own entry is newer than any cut-off of a retention of a day or more: it stays.
    expect(await purgeEntries()).toHaveLength(1);
  });

  it('applies a retention of so many days from the clock it is given', async () => {
    // A hundred days ago: the entries of today are far inside the retention then.
    const now = Date.now() - 100 * DAY_MS;
    await oldEntries('clock', [31, 29], now);
    const retention = new AuditRetention({
      database: server.database,
      days: 30,
      log: server.app.log,
      clock: () => new Date(now),
    });
    expect(await retention.runOnce()).toEqual({ matched: 1, deleted: 1, batches: 1 });
    expect(await entriesTagged('clock')).toEqual(['clock-1']);
    const [entry] = await purgeEntries();
    expect(entry?.changes).toEqual({
      created_before: { to: new Date(now - 30 * DAY_MS).toISOString() },
      entries: { from: 1, to: 0 },
      retention_days: { to: 30 },
    });
  });
});

describe('AUDIT_RETENTION_DAYS', () => {
  const started: { app: FastifyInstance; close: () => Promise<void> }[] = [];
  afterAll(async () => {
    for (const instance of started) await instance.close();
  });

  /** Another instance of the server on this database, started with the setting. */
  async function instanceWith(days: string) {
    const database = openDatabase(server.config, server.database.schema ? { schema: server.database.schema } : {});
    const app = await buildApp({ config: { ...server.config, AUDIT_RETENTION_DAYS: Number(days) }, database });
    const instance = {
      app,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
    started.push(instance);
    return instance;
  }

  it(
    'is applied by the server from its start, once however many instances start together',
    { timeout: 60_000 },
    async () => {
      await oldEntries('start', [45, 31, 29, 1]);
      // Several instances share a database on PostgreSQL only: a SQLite file is one server process's.
      const count = testDatabaseKind() === 'postgres' ? 3 : 1;
      const instances = await Promise.all(Array.from({ length: count }, () => instanceWith('30')));
      await Promise.all(instances.map(({ app }) => app.ready()));
      await expect
        .poll(() => entriesTagged('start'), { timeout: 10_000, interval: 50 })
        .toEqual(['start-2', 'start-3']);
      // Every instance has had its first round (close waits for it): one purged, the others found the lock taken or nothing left.
      for (const { app } of instances) await app.close();
      const entries = await purgeEntries();
      expect(entries).toHaveLength(1);
      expect(entries[0]?.changes).toMatchObject({ entries: { from: 2, to: 0 }, retention_days: { to: 30 } });
    },
  );
});
