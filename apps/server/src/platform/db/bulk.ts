import { sql, type RawBuilder } from 'kysely';
import { dialectOf } from './query.js';
import type { Executor } from './schema.js';

/**
 * Rows per multi-row statement: SQLite accepts at most 32,766 bound values per statement and
 * PostgreSQL 65,535, so a statement carries at most this many values whatever the column count.
 */
const MAX_VALUES_PER_STATEMENT = 30_000;

/** Splits rows into groups small enough for one statement of `columns` values per row. */
export function chunksFor<T>(rows: readonly T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(MAX_VALUES_PER_STATEMENT / columns));
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push(rows.slice(start, start + size));
  return chunks;
}

/** Adds `by` to the number kept under `key`: how a batch's rows become one counter update per key. */
export function tally<K>(counts: Map<K, number>, key: K, by = 1): void {
  counts.set(key, (counts.get(key) ?? 0) + by);
}

export type SqlValue = string | number | null;

/**
 * `values (…), (…)` for a CTE joined by a bulk update. PostgreSQL cannot infer a parameter's type
 * inside VALUES, so each column is cast there; SQLite needs no casts.
 */
export function valuesList(db: Executor, rows: readonly SqlValue[][], pgTypes: readonly string[]): RawBuilder<unknown> {
  const postgres = dialectOf(db) === 'postgres';
  const tuples = rows.map(
    (row) =>
      sql`(${sql.join(row.map((value, i) => (postgres ? sql`${value}::${sql.raw(pgTypes[i] ?? 'text')}` : sql`${value}`)))})`,
  );
  return sql`values ${sql.join(tuples)}`;
}
