import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { CachedStatements } from './statement-cache.js';

let file: SqliteDatabase.Database;
afterEach(() => {
  if (file.open) file.close();
});

function openMemory(capacity?: number): CachedStatements {
  file = new SqliteDatabase(':memory:');
  file.exec('create table notes (id integer primary key, body text not null)');
  return new CachedStatements(file, capacity);
}

describe('the prepared-statement cache', () => {
  it('prepares a statement once and answers every later call with it, with the new parameters', () => {
    const cache = openMemory();
    const insert = cache.prepare('insert into notes (body) values (?)');
    insert.run(['first']);
    expect(cache.prepare('insert into notes (body) values (?)')).toBe(insert);
    cache.prepare('insert into notes (body) values (?)').run(['second']);
    const select = cache.prepare('select body from notes where id = ?');
    expect(select.all([2])).toEqual([{ body: 'second' }]);
    expect(cache.prepare('select body from notes where id = ?').all([1])).toEqual([{ body: 'first' }]);
    expect(cache.size).toBe(2);
  });

  it('keeps at most its capacity, dropping the least recently used', () => {
    const cache = openMemory(2);
    const a = cache.prepare('select 1');
    const b = cache.prepare('select 2');
    expect(cache.prepare('select 1')).toBe(a);
    cache.prepare('select 3');
    expect(cache.size).toBe(2);
    expect(cache.prepare('select 1')).toBe(a);
    expect(cache.prepare('select 2')).not.toBe(b);
  });

  it('gives a fresh statement while the cached one is still being iterated', () => {
    const cache = openMemory();
    cache.prepare('insert into notes (body) values (?)').run(['a']);
    cache.prepare('insert into notes (body) values (?)').run(['b']);
    const outer = cache.prepare('select body from notes order by id');
    const seen: unknown[] = [];
    for (const row of outer.iterate([])) seen.push(row, cache.prepare('select body from notes order by id').all([]));
    expect(seen).toEqual([
      { body: 'a' },
      [{ body: 'a' }, { body: 'b' }],
      { body: 'b' },
      [{ body: 'a' }, { body: 'b' }],
    ]);
  });

  it('follows schema changes made after a statement was cached', () => {
    const cache = openMemory();
    cache.prepare('insert into notes (body) values (?)').run(['a']);
    expect(cache.prepare('select * from notes').all([])).toEqual([{ id: 1, body: 'a' }]);
    file.exec("alter table notes add column tag text not null default 'x'");
    expect(cache.prepare('select * from notes').all([])).toEqual([{ id: 1, body: 'a', tag: 'x' }]);
  });

  it('serves Kysely: transactions, writes and streamed selects keep their results', async () => {
    const cache = openMemory();
    const db = new Kysely<{ notes: { id: Generated<number>; body: string } }>({
      dialect: new SqliteDialect({ database: cache }),
    });
    await db.transaction().execute(async (trx) => {
      for (const body of ['x', 'y', 'z']) await trx.insertInto('notes').values({ body }).execute();
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ body: 'rolled back' }).execute();
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const streamed: string[] = [];
    for await (const row of db.selectFrom('notes').select('body').orderBy('id').stream()) streamed.push(row.body);
    expect(streamed).toEqual(['x', 'y', 'z']);
    const count = await sql<{ n: number }>`select count(*) as n from notes`.execute(db);
    expect(count.rows).toEqual([{ n: 3 }]);
    await db.destroy();
    expect(file.open).toBe(false);
  });
});
