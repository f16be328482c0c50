import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { ListDescriptor, SortDirection } from '@backoffice/contract';
import { sortOf, textSearchOn } from './query.js';
import type { Executor } from './schema.js';

/**
 * Where each field a list descriptor names lives in the query: a column reference (`'s.keyword'`) or an
 * expression; `id` always, for the `ids` every list takes.
 */
export type ListColumns = Readonly<{ id: string } & Record<string, string | Expression<unknown>>>;

function columnOf(columns: ListColumns, field: string): Expression<unknown> {
  const column = columns[field];
  if (column === undefined) throw new Error(`The list's columns do not say where "${field}" is`);
  return typeof column === 'string' ? sql.ref(column) : column;
}

/**
 * Applies what a list query asks of the descriptor's filters: the records named by `ids`, the text search (any of its fields
 * contains the text, ignoring case), each facet (equal), each date range (bounds included, compared
 * as ISO-8601 UTC text, as the columns hold them) and each number range. The one place a list's
 * `where`s are written; a repository adds only what no descriptor can say (e.g. soft-deleted rows).
 */
export function applyListFilters<DB, TB extends keyof DB, O>(
  db: Pick<Executor, 'getExecutor'>,
  filtered: SelectQueryBuilder<DB, TB, O>,
  query: Readonly<Record<string, unknown>>,
  list: ListDescriptor,
  columns: ListColumns,
): SelectQueryBuilder<DB, TB, O> {
  const conditions: Expression<SqlBool>[] = [];
  const text = query.search;
  if (typeof text === 'string' && text !== '' && list.search.length > 0) {
    const contains = textSearchOn(db);
    const matches = list.search.map((field) => contains(columnOf(columns, field), text));
    conditions.push(matches.length === 1 ? matches[0]! : sql<SqlBool>`(${sql.join(matches, sql` or `)})`);
  }
  const ids = query.ids;
  if (Array.isArray(ids) && ids.length > 0) conditions.push(sql<SqlBool>`${columnOf(columns, 'id')} in (${sql.join(ids)})`);
  for (const field of Object.keys(list.facets)) {
    const value = query[field];
    if (value !== undefined && value !== null) conditions.push(sql<SqlBool>`${columnOf(columns, field)} = ${value}`);
  }
  for (const range of list.dates) {
    const from = query[range.from];
    const to = query[range.to];
    if (typeof from === 'string') conditions.push(sql<SqlBool>`${columnOf(columns, range.field)} >= ${new Date(from).toISOString()}`);
    if (typeof to === 'string') conditions.push(sql<SqlBool>`${columnOf(columns, range.field)} <= ${new Date(to).toISOString()}`);
  }
  for (const range of list.numbers) {
    const min = query[range.min];
    const max = query[range.max];
    if (typeof min === 'number') conditions.push(sql<SqlBool>`${columnOf(columns, range.field)} >= ${min}`);
    if (typeof max === 'number') conditions.push(sql<SqlBool>`${columnOf(columns, range.field)} <= ${max}`);
  }
  return conditions.reduce((qb, condition) => qb.where(condition), filtered);
}

/** The sort a list query asks (`<field>=asc|desc`), or the descriptor's default. */
export function listSort<S extends ListDescriptor['sortable']>(
  query: Partial<Record<S[number], SortDirection | undefined>>,
  list: { sortable: S; defaultSort: { field: S[number]; direction: SortDirection } },
): { field: S[number]; direction: SortDirection } {
  return sortOf(query, list.sortable, list.defaultSort);
}
