import type { ColumnDefinitionBuilder } from 'kysely';
import type { DatabaseKind } from '../database.js';

/** The column types that differ between SQLite and PostgreSQL, in one place. */
export function columns(kind: DatabaseKind) {
  const postgres = kind === 'postgres';
  return {
    idType: 'integer' as const,
    id: (c: ColumnDefinitionBuilder) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    time: postgres ? ('timestamptz' as const) : ('text' as const),
    /** A calendar date without a time, 'YYYY-MM-DD' on the wire. */
    date: postgres ? ('date' as const) : ('text' as const),
  };
}
