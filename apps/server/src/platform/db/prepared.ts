import type { Compilable, CompiledQuery } from 'kysely';
import type { Executor } from './schema.js';

/**
 * SQL texts PostgreSQL keeps prepared on each connection, by the name they are prepared under. Only
 * statements registered here are named (decision 36): a named statement is parsed once per connection,
 * and after five runs PostgreSQL may keep one generic plan for it, which suits a lookup by key but not
 * a parameter-sensitive search, so nothing is named by default.
 */
const statementNames = new Map<string, string>();

/** The name PostgreSQL prepares this SQL text under, when it is one of the named statements. */
export function statementNameOf(sqlText: string): string | undefined {
  return statementNames.get(sqlText);
}

/** Names a statement's SQL text for PostgreSQL (SQLite's statement cache keeps every statement prepared already). */
export function nameStatement(sqlText: string): void {
  if (!statementNames.has(sqlText)) statementNames.set(sqlText, `backoffice_${statementNames.size + 1}`);
}

/**
 * A statement built and compiled once per database handle, then run with new parameter values: building
 * a query with Kysely and compiling it to SQL costs more than running a lookup by key. The builder is
 * called with `placeholders`, which must come out as the compiled statement's parameters, in that order
 * and alone (checked once); at run time `values` take their places. The statement is named on PostgreSQL.
 */
export function compiledOnce<R, A extends readonly unknown[]>(
  build: (db: Executor, ...values: A) => Compilable<R>,
  placeholders: A,
): (db: Executor, ...values: A) => CompiledQuery<R> {
  const compiled = new WeakMap<Executor, CompiledQuery<R>>();
  return (db, ...values) => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db, ...placeholders).compile();
      const parameters = query.parameters;
      if (
        parameters.length !== placeholders.length ||
        parameters.some((value, index) => value !== placeholders[index])
      ) {
        throw new Error('compiledOnce: the statement’s parameters are not exactly its placeholders');
      }
      nameStatement(query.sql);
      compiled.set(db, query);
    }
    return { ...query, parameters: values };
  };
}
