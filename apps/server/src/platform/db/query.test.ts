import SqliteDatabase from 'better-sqlite3';
import fc from 'fast-check';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { containsIgnoreCase, textSearchOn } from './query.js';
import type { Database } from './schema.js';

const file = new SqliteDatabase(':memory:');
const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
afterAll(async () => db.destroy());

/** Letters of both cases, accented and other alphabets, digits, and the characters LIKE treats specially. */
const character = fc.constantFrom(...'aAbBzZ09 -@.%_\\ÉéÄäİıßΣσж中文'.split(''));
const text = (maxLength: number) => fc.array(character, { maxLength }).map((chars) => chars.join(''));

async function matches(
  form: (column: ReturnType<typeof sql.lit>, search: string) => ReturnType<typeof containsIgnoreCase>,
  value: string,
  search: string,
): Promise<boolean> {
  const { rows } = await sql<{ hit: number | null }>`select (${form(sql.lit(value), search)}) as hit`.execute(db);
  return rows[0]?.hit === 1;
}

describe('text search on SQLite', () => {
  it('answers exactly as lower(column) like lower(text) for any text and column value', async () => {
    const fast = textSearchOn(db);
    await fc.assert(
      fc.asyncProperty(text(12), text(4), async (value, search) => {
        expect(await matches(fast, value, search)).toBe(await matches(containsIgnoreCase, value, search));
      }),
      { numRuns: 500 },
    );
  });

  it('ignores the case of ASCII letters, takes % and _ as text, and finds an empty search everywhere', async () => {
    const fast = textSearchOn(db);
    expect(await matches(fast, 'Staff1@Example.com', 'STAFF1@example')).toBe(true);
    expect(await matches(fast, '50% off', '50%')).toBe(true);
    expect(await matches(fast, '500 off', '50%')).toBe(false);
    expect(await matches(fast, 'a_b', '_')).toBe(true);
    expect(await matches(fast, 'ab', '_')).toBe(false);
    expect(await matches(fast, 'anything', '')).toBe(true);
  });
});
