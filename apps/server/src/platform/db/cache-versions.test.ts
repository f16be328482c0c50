import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/harness.js';
import { CACHE_VERSION, CacheVersionWatch, cacheVersionWatchOf } from './cache-versions.js';
import { openDatabase } from './database.js';
import { LIVE_COUNTED_TABLES } from './query.js';
import type { Executor } from './schema.js';

const server = useTestServer();

class RolledBack extends Error {}

const listsVersion = async () =>
  (await cacheVersionWatchOf(server.database.db).since(performance.now())).get(CACHE_VERSION.accountLists);

let nextTgId = 7_100_000_000;
/** A Telegram user put on a list: a write that bumps the lists' version (migration 012). */
async function listUser(db: Executor): Promise<void> {
  const at = new Date().toISOString();
  await db
    .insertInto('tg_accounts')
    .values({
      tg_id: nextTgId++,
      username: null,
      language_code: null,
      list_type: 'Whitelist',
      first_seen_at: at,
      last_active_at: at,
      updated_at: at,
      updated_by: null,
    })
    .execute();
}

/**
 * On SQLite the versions are read at once on the instance's one connection (decision 40). A transaction
 * on that connection may hold a bump it later rolls back; read then, the number would come again with the
 * next real change, and a value cached under it would pass for fresh.
 */
describe('the names the code reads, against the migrated schema', () => {
  it('finds a version row for every data set a cache keeps', async () => {
    const rows = await server.database.db.selectFrom('cache_versions').select('name').execute();
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(Object.values(CACHE_VERSION)));
  });

  it('finds a live-row counter for every table whose total is read without counting', async () => {
    const rows = await server.database.db
      .withTables<{ live_row_counts: { table_name: string } }>()
      .selectFrom('live_row_counts')
      .select('table_name')
      .execute();
    expect(rows.map((row) => row.table_name)).toEqual(expect.arrayContaining([...LIVE_COUNTED_TABLES]));
  });
});

describe('the cache versions read', () => {
  it('never takes a bump still inside a transaction: asked meanwhile, it answers as of the commit or rollback', async () => {
    const db = server.database.db;
    const before = await listsVersion();
    let askedDuringTransaction: Promise<number | undefined> | undefined;
    await expect(
      db.transaction().execute(async (transaction) => {
        await listUser(transaction);
        askedDuringTransaction = listsVersion();
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect(await askedDuringTransaction).toBe(before);

    await listUser(db);
    expect(await listsVersion()).toBe((before ?? 0) + 1);
  });

  it('sees a change committed by another connection at the next read', async () => {
    const before = await listsVersion();
    // The same database through a handle of its own, as a second instance or the command line writes it.
    const other = openDatabase(server.config, server.database.schema ? { schema: server.database.schema } : {});
    try {
      await listUser(other.db);
    } finally {
      await other.close();
    }
    expect(await listsVersion()).toBe((before ?? 0) + 1);
  });

  it('answers a caller that accepts older versions from the last read, until a change made here is forgotten', async () => {
    let now = 1_000;
    const watch = new CacheVersionWatch(server.database.db, () => now);
    const version = async (since: number) => (await watch.since(since)).get(CACHE_VERSION.accountLists);
    const before = await version(now);
    await listUser(server.database.db);
    now += 50;
    // Read 50 ms ago: a caller taking versions up to 100 ms old gets the last read's, without the change.
    expect(await version(now - 100)).toBe(before);
    // One that arrived now does not, and nor does anyone once a change through this instance is forgotten.
    expect(await version(now)).toBe((before ?? 0) + 1);
    await listUser(server.database.db);
    now += 1;
    watch.forget();
    expect(await version(now - 100)).toBe((before ?? 0) + 2);
  });
});
