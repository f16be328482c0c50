import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../platform/db/schema.js';

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

/** PostgreSQL needs typed VALUES lists where SQLite takes anything: the one dialect question ingestion asks. */
export function isPostgres(db: Executor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

const CANONICAL_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** ISO instants compare as text once normalised to the same 'Z' form (most already are: no parsing then). */
export function isoUtc(at: string): string {
  return CANONICAL_INSTANT.test(at) ? at : new Date(at).toISOString();
}

/** 'YYYY-MM-DD' (UTC) of an ISO instant. */
export function dayOf(at: string): string {
  return isoUtc(at).slice(0, 10);
}

/** 'YYYY-MM-DDTHH:00:00.000Z' (UTC): the chat_record_counts bucket of an instant. */
export function hourOf(at: string): string {
  return `${isoUtc(at).slice(0, 13)}:00:00.000Z`;
}

export function laterOf(a: string, b: string): string {
  return a >= b ? a : b;
}

export function earlierOf(a: string, b: string): string {
  return a <= b ? a : b;
}

/** Adds `by` to the number kept under `key`. */
export function tally<K>(counts: Map<K, number>, key: K, by = 1): void {
  counts.set(key, (counts.get(key) ?? 0) + by);
}

export type SqlValue = string | number | null;

/**
 * `values (…), (…)` for a CTE joined by a bulk update. PostgreSQL cannot infer a parameter's type
 * inside VALUES, so each column is cast there; SQLite needs no casts.
 */
export function valuesList(db: Executor, rows: readonly SqlValue[][], pgTypes: readonly string[]): RawBuilder<unknown> {
  const postgres = isPostgres(db);
  const tuples = rows.map(
    (row) => sql`(${sql.join(row.map((value, i) => (postgres ? sql`${value}::${sql.raw(pgTypes[i] ?? 'text')}` : sql`${value}`)))})`,
  );
  return sql`values ${sql.join(tuples)}`;
}
