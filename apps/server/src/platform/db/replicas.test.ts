import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReplicaSet, replicaName, type ReadTarget, type ReplicaChange } from './replicas.js';

/**
 * The replica set's choices without a server: each pool answers the WAL position its test sets, or
 * refuses the connection. The real standby is in replicas.postgres.test.ts.
 */
class FakeServer {
  /** The position it answers: the primary's current one, or a standby's replayed one (null: not in recovery). */
  lsn: string | null = '0/100';
  refusing = false;
  /** What each statement on its connections fails with, when set. */
  failing: Error | undefined;
  connections = 0;
  statements: string[] = [];

  readonly raw = {
    query: async () => {
      if (this.refusing) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      return { rows: [{ lsn: this.lsn }] };
    },
  } as unknown as pg.Pool;

  readonly pool: PostgresPool = {
    connect: async (): Promise<PostgresPoolClient> => {
      if (this.refusing) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      this.connections += 1;
      const client = {
        query: async (sqlText: string) => {
          if (this.failing && !/^(commit|rollback)/.test(sqlText)) throw this.failing;
          this.statements.push(sqlText);
          return { rows: [{ from: this.lsn }] };
        },
        release: () => undefined,
      };
      return client as unknown as PostgresPoolClient;
    },
    end: async () => undefined,
  };
}

const sets: ReplicaSet[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(sets.splice(0).map((set) => set.close()));
});

function replicaSet(primary: FakeServer, ...standbys: FakeServer[]) {
  const changes: ReplicaChange[] = [];
  const served: ReadTarget[] = [];
  const set = new ReplicaSet({
    replicas: standbys.map((standby, i) => ({
      name: `replica-${i + 1}:5432/db`,
      pool: standby.pool,
      raw: standby.raw,
    })),
    primary: primary.pool,
    primaryRaw: primary.raw,
    maxLagSeconds: 2,
    // Checked by the tests themselves, at the instants they set.
    checkIntervalMs: 60_000,
    isUnavailable: (error) => (error as { code?: unknown }).code === 'ECONNREFUSED',
  });
  sets.push(set);
  set.observe({ served: (target) => served.push(target), changed: (change) => changes.push(change) });
  return { set, changes, served };
}

async function read(set: ReplicaSet): Promise<void> {
  const client = await set.pool.connect();
  await client.query('select 1', []);
  client.release();
}

describe('a read replica', () => {
  it('is used while within the lag bound, measured from when the primary first had what it misses', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const primary = new FakeServer();
    const standby = new FakeServer();
    const { set, changes } = replicaSet(primary, standby);
    await set.check();
    expect(set.status()).toEqual([{ name: 'replica-1:5432/db', healthy: true, lagSeconds: 0 }]);

    primary.lsn = '0/200';
    vi.setSystemTime(1000);
    await set.check();
    vi.setSystemTime(3000);
    await set.check();
    expect(set.status()[0]).toMatchObject({ healthy: true, lagSeconds: 2 });
    vi.setSystemTime(3500);
    await set.check();
    expect(set.status()[0]).toMatchObject({ healthy: false, lagSeconds: 2.5 });
    expect(changes.at(-1)).toMatchObject({ healthy: false, reason: 'lag over 2 s' });

    standby.lsn = '0/200';
    await set.check();
    expect(set.status()[0]).toMatchObject({ healthy: true, lagSeconds: 0 });
    expect(changes.map((change) => change.healthy)).toEqual([true, false, true]);
  });

  it('is not trusted while behind everything the checks have seen, at start too', async () => {
    const primary = new FakeServer();
    primary.lsn = '1/0';
    const standby = new FakeServer();
    const { set, changes } = replicaSet(primary, standby);
    await set.check();
    expect(set.status()[0]?.healthy).toBe(false);
    expect(changes).toMatchObject([
      { healthy: false, reason: 'behind every position its checks have seen: how far is not known' },
    ]);
  });

  it('is left out once promoted: it no longer follows the primary', async () => {
    const standby = new FakeServer();
    standby.lsn = null;
    const { set, changes } = replicaSet(new FakeServer(), standby);
    await set.check();
    expect(changes).toMatchObject([
      { healthy: false, reason: 'not a standby (not in recovery)', lagSeconds: undefined },
    ]);
  });

  it('takes reads in turn with the others, and one refusing a connection passes the read on at once', async () => {
    const primary = new FakeServer();
    const [first, second] = [new FakeServer(), new FakeServer()];
    const { set, changes, served } = replicaSet(primary, first, second);
    await set.check();
    for (let i = 0; i < 4; i += 1) await read(set);
    expect([first.connections, second.connections]).toEqual([2, 2]);

    second.refusing = true;
    await read(set);
    await read(set);
    expect(changes.at(-1)).toMatchObject({ name: 'replica-2:5432/db', healthy: false });
    expect(changes.at(-1)?.reason).toMatch(/^not answering: /);
    first.refusing = true;
    await read(set);
    expect(primary.connections).toBe(1);
    expect(served).toEqual(['replica', 'replica', 'replica', 'replica', 'replica', 'replica', 'primary']);
  });
});

describe('a statement a replica loses', () => {
  const lost = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

  it('runs again on the primary, which answers it, and leaves the replica out', async () => {
    const primary = new FakeServer();
    primary.lsn = '0/100';
    const standby = new FakeServer();
    const { set, changes, served } = replicaSet(primary, standby);
    await set.check();
    standby.failing = lost();
    const client = await set.pool.connect();
    const result = await client.query<{ from: string }>('select 1', []);
    client.release();
    expect(result.rows).toEqual([{ from: '0/100' }]);
    expect(primary.statements).toEqual(['select 1']);
    expect(served).toEqual(['primary']);
    expect(changes.at(-1)).toMatchObject({
      healthy: false,
      reason: 'not answering: terminating connection due to administrator command',
    });
  });

  it('fails inside a transaction, whose other statements could not follow it to the primary', async () => {
    const primary = new FakeServer();
    const standby = new FakeServer();
    const { set } = replicaSet(primary, standby);
    await set.check();
    const client = await set.pool.connect();
    await client.query('begin', []);
    standby.failing = lost();
    await expect(client.query('select 1', [])).rejects.toThrow('administrator command');
    client.release();
    expect(primary.statements).toEqual([]);
  });

  it('fails when the standby cancelled it for its own timeout: it would be as slow on the primary', async () => {
    const primary = new FakeServer();
    const standby = new FakeServer();
    const { set } = replicaSet(primary, standby);
    await set.check();
    standby.failing = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    const client = await set.pool.connect();
    await expect(client.query('select 1', [])).rejects.toThrow('statement timeout');
    client.release();
    expect(primary.statements).toEqual([]);
  });
});

describe('replicaName', () => {
  it('names a replica by host, port and database, never its user or password', () => {
    expect(replicaName('postgres://reader:s3cret@replica-1.internal/backoffice?sslmode=require')).toBe(
      'replica-1.internal:5432/backoffice',
    );
    expect(replicaName('postgresql://reader:s3cret@10.0.0.7:6432/backoffice')).toBe('10.0.0.7:6432/backoffice');
  });
});
