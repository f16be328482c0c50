import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledOnce, statementNameOf } from './prepared.js';
import type { Database } from './schema.js';

const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }) });
afterAll(async () => db.destroy());

describe('compiledOnce', () => {
  it('compiles once, runs with new values in the placeholders’ places, and names the statement', () => {
    let builds = 0;
    const statement = compiledOnce(
      (executor, id: number, name: string) => {
        builds++;
        return executor.selectFrom('roles').select('id').where('id', '=', id).where('name', '=', name);
      },
      [-1, 'placeholder'] as [number, string],
    );
    const first = statement(db, 7, 'Dev');
    const second = statement(db, 8, 'Ops');
    expect(builds).toBe(1);
    expect(first.parameters).toEqual([7, 'Dev']);
    expect(second.parameters).toEqual([8, 'Ops']);
    expect(second.sql).toBe(first.sql);
    expect(statementNameOf(first.sql)).toMatch(/^backoffice_\d+$/);
  });

  it('refuses a statement whose parameters are not exactly its placeholders', () => {
    const statement = compiledOnce(
      (executor, id: number) =>
        executor.selectFrom('roles').select('id').where('id', '=', id).where('name', '=', 'fixed'),
      [-1] as [number],
    );
    expect(() => statement(db, 1)).toThrow(/placeholders/);
  });
});
