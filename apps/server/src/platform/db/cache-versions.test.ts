import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/harness.js';
import { CacheVersionWatch, cacheVersionWatchOf } from './cache-versions.js';
import { openDatabase } from './database.js';
import { STAFF_ACCESS_VERSION } from './migrations/016_staff_cache_versions.js';

const server = useTestServer();

class RolledBack extends Error {}

const staffAccessVersion = async () => (await cacheVersionWatchOf(server.database.db).since(performance.now())).get(STAFF_ACCESS_VERSION);

/**
 * On SQLite the versions are read at once on the instance's one connection (decision 27). A transaction
 * on that connection may hold a bump it later rolls back; read then, the number would come again with the
 * next real change, and a value cached under it would pass for fresh.
 */
describe('the cache versions read', () => {
  it('never takes a bump still inside a transaction: asked meanwhile, it answers as of the commit or rollback', async () => {
    const db = server.database.db;
    const before = await staffAccessVersion();
    let askedDuringTransaction: Promise<number | undefined> | undefined;
    await expect(
      db.transaction().execute(async (transaction) => {
        await transaction.updateTable('accounts').set({ updated_at: new Date().toISOString() }).execute();
        askedDuringTransaction = staffAccessVersion();
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect(await askedDuringTransaction).toBe(before);

    await db.updateTable('accounts').set({ updated_at: new Date().toISOString() }).execute();
    expect(await staffAccessVersion()).toBe((before ?? 0) + 1);
  });

  it('sees a change committed by another connection at the next read', async () => {
    const before = await staffAccessVersion();
    // The same database through a handle of its own, as a second instance or the command line writes it.
    const other = openDatabase(server.config, server.database.schema ? { schema: server.database.schema } : {});
    try {
      await other.db.updateTable('accounts').set({ updated_at: new Date().toISOString() }).execute();
    } finally {
      await other.close();
    }
    expect(await staffAccessVersion()).toBe((before ?? 0) + 1);
  });

  it('answers a caller that accepts older versions from the last read, until a change made here is forgotten', async () => {
    let now = 1_000;
    const watch = new CacheVersionWatch(server.database.db, () => now);
    const version = async (since: number) => (await watch.since(since)).get(STAFF_ACCESS_VERSION);
    const before = await version(now);
    await server.database.db.updateTable('accounts').set({ updated_at: new Date().toISOString() }).execute();
    now += 50;
    // Read 50 ms ago: a caller taking versions up to 100 ms old gets the last read's, without the change.
    expect(await version(now - 100)).toBe(before);
    // One that arrived now does not, and nor does anyone once a change through this instance is forgotten.
    expect(await version(now)).toBe((before ?? 0) + 1);
    await server.database.db.updateTable('accounts').set({ updated_at: new Date().toISOString() }).execute();
    now += 1;
    watch.forget();
    expect(await version(now - 100)).toBe((before ?? 0) + 2);
  });
});
