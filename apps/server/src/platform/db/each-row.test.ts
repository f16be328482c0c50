import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ EXPORT_WORKER: 'off' });
});
afterAll(async () => server.close());

describe('reading a statement row by row (eachRow)', () => {
  it('hands over the rows the query builder answers, in order, with the same values', async () => {
    const { db, eachRow } = server.database;
    const query = db
      .selectFrom('accounts')
      .select(['id', 'email', 'created_at', 'last_login_at'])
      .orderBy('id')
      .compile();
    const rows: Record<string, unknown>[] = [];
    const count = await eachRow(query, (row) => rows.push(row));
    const expected = (await db.executeQuery(query)).rows;
    expect(expected.length).toBeGreaterThan(0);
    expect(count).toBe(expected.length);
    expect(rows).toEqual(expected);
  });

  it('stops calling back after a callback throws, rejects with its error, and leaves the database usable', async () => {
    const { db, eachRow } = server.database;
    const query = db.selectFrom('roles').select(['id', 'name']).orderBy('id').compile();
    expect((await db.executeQuery(query)).rows.length).toBeGreaterThan(1);
    let calls = 0;
    const failure = new Error('disk full');
    await expect(
      eachRow(query, () => {
        calls += 1;
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(calls).toBe(1);
    await server.database.ping();
    expect(await eachRow(query, () => undefined)).toBe((await db.executeQuery(query)).rows.length);
    expect(server.database.poolUse().waiting ?? 0).toBe(0);
  });
});
