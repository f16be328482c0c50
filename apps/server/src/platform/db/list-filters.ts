import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { ListDescriptor, Paged, SortDirection } from '@backoffice/contract';
import {
  fetchListPage,
  LIVE_COUNTED_TABLES,
  liveRowCount,
  sortOf,
  textSearchOn,
  type LiveCountedTable,
  type PageOptions,
  type PageRequest,
} from './query.js';
import { liveRecords, withCreator, type LiveRecords, type RecordTable } from './records.js';
import type { Database, Executor } from './schema.js';
import { TEXT_INDEXES, textIndexMatch, textIndexTotal, type TextIndexedTable } from './text-indexes.js';

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

/** The text search: any of the descriptor's fields contains the text, ignoring case; from the table's text index where it has one. */
function textSearchCondition(
  db: Pick<Executor, 'getExecutor'>,
  text: string,
  list: ListDescriptor,
  columns: ListColumns,
  textIndex: TextIndexedTable | undefined,
): Expression<SqlBool> {
  const indexed =
    textIndex &&
    textIndexMatch(db, textIndex, columnOf(columns, 'id'), [{ columns: TEXT_INDEXES[textIndex].columns, text }]);
  if (indexed) return indexed;
  const contains = textSearchOn(db);
  const matches = list.search.map((field) => contains(columnOf(columns, field), text));
  return matches.length === 1 ? matches[0]! : sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
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
  textIndex?: TextIndexedTable,
): SelectQueryBuilder<DB, TB, O> {
  const conditions: Expression<SqlBool>[] = [];
  const text = query.search;
  if (typeof text === 'string' && text !== '' && list.search.length > 0)
    conditions.push(textSearchCondition(db, text, list, columns, textIndex));
  const ids = query.ids;
  if (Array.isArray(ids) && ids.length > 0)
    conditions.push(sql<SqlBool>`${columnOf(columns, 'id')} in (${sql.join(ids)})`);
  for (const field of Object.keys(list.facets)) {
    const value = query[field];
    if (value !== undefined && value !== null) conditions.push(sql<SqlBool>`${columnOf(columns, field)} = ${value}`);
  }
  for (const range of list.dates) {
    const from = query[range.from];
    const to = query[range.to];
    if (typeof from === 'string')
      conditions.push(sql<SqlBool>`${columnOf(columns, range.field)} >= ${new Date(from).toISOString()}`);
    if (typeof to === 'string')
      conditions.push(sql<SqlBool>`${columnOf(columns, range.field)} <= ${new Date(to).toISOString()}`);
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

/** The live rows of a record table under its alias, joined with the account that created each (`creator`). */
export type CreatedRecords<T extends RecordTable, A extends string> = ReturnType<
  typeof withCreator<Database & { [K in A]: Database[T] }, A, object>
>;

/**
 * How a collection of records is read, beyond its table and alias: the columns (and any other join)
 * the API shows of its live rows, joined with their creator, and the record a row makes. A list with a
 * filter picks, sorts and cuts the ids of its page from the table alone, then joins the page's rows
 * (fetchListPage); the count reads the one table.
 */
export interface RecordReadsSpec<T extends RecordTable, A extends string, PDB, PTB extends keyof PDB, Row, R> {
  /** The live rows, when a collection narrows them further (a keyword type). */
  live?: (db: Executor) => LiveRecords<T, A>;
  details: (query: CreatedRecords<T, A>) => SelectQueryBuilder<PDB, PTB, Row>;
  toRecord: (row: Row) => R;
  list: ListDescriptor;
  columns: ListColumns;
  /**
   * Sort fields that are no column of the table (a count, a column kept under another name); the others
   * are `<alias>.<field>`. Expressions of the table's own row (a correlated subquery is one): the page is
   * sorted before anything is joined.
   */
  sorts?: Readonly<Record<string, Expression<unknown>>>;
  /**
   * The table's live rows are counted by triggers (migration 014): the list with no filter reads its total
   * instead of counting every row. Only for a table so counted, whose live rows are the whole collection.
   */
  countedLive?: true;
  /**
   * The table's text index (platform/db/text-indexes.ts), whose columns are the descriptor's search
   * fields: SQLite searches it instead of reading every row. Only for a collection of all the table's live rows.
   */
  textIndex?: TextIndexedTable;
}

export interface RecordReads<R> {
  /** The live record with this id, as the API shows it, or undefined. */
  find(db: Executor, id: number): Promise<R | undefined>;
  /** One page of the list: the descriptor's filters and sort, then the id in the same direction. */
  list(db: Executor, query: PageRequest & Readonly<Record<string, unknown>>): Promise<Paged<R>>;
}

/** What narrows a list query: its text search, and whether anything else does (ids, a facet, a range). */
function narrowing(query: Readonly<Record<string, unknown>>, list: ListDescriptor) {
  const text = typeof query.search === 'string' && query.search !== '' ? query.search : undefined;
  const ids = query.ids;
  const others = [
    ...Object.keys(list.facets),
    ...list.dates.flatMap((range) => [range.from, range.to]),
    ...list.numbers.flatMap((range) => [range.min, range.max]),
  ];
  return { text, beyondText: (Array.isArray(ids) && ids.length > 0) || others.some((field) => query[field] != null) };
}

/**
 * The list's total where it is known without counting its rows: the maintained count when nothing
 * narrows it, the text index's count of matches when a search is all that does.
 */
function knownTotal(
  db: Executor,
  query: Readonly<Record<string, unknown>>,
  spec: { list: ListDescriptor; textIndex?: TextIndexedTable },
  counted: LiveCountedTable | undefined,
): PageOptions {
  const { text, beyondText } = narrowing(query, spec.list);
  if (beyondText) return {};
  if (text === undefined) return counted === undefined ? {} : { total: liveRowCount(db, counted) };
  const total =
    spec.textIndex && textIndexTotal(db, spec.textIndex, [{ columns: TEXT_INDEXES[spec.textIndex].columns, text }]);
  return total ? { total } : {};
}

/** A text index answers for a list only when it holds the list's rows and searched fields exactly. */
function checkTextIndex(table: string, spec: { live?: unknown; textIndex?: TextIndexedTable; list: ListDescriptor }) {
  const indexed = spec.textIndex === undefined ? [] : TEXT_INDEXES[spec.textIndex].columns;
  const same = indexed.length === spec.list.search.length && indexed.every((field) => spec.list.search.includes(field));
  if (spec.textIndex !== table || spec.live !== undefined || !same)
    throw new Error(`The text index ${spec.textIndex} does not hold the list of ${table} and its searched fields`);
}

const isCounted = (table: string): table is LiveCountedTable =>
  (LIVE_COUNTED_TABLES as readonly string[]).includes(table);

/** The find and list of a record collection, from its table, its alias and how the API shows one. */
export function recordReads<T extends RecordTable, A extends string, PDB, PTB extends keyof PDB, Row, R>(
  table: T,
  alias: A,
  spec: RecordReadsSpec<T, A, PDB, PTB, Row, R>,
): RecordReads<R> {
  if (spec.countedLive && (spec.live !== undefined || !isCounted(table)))
    throw new Error(`The live rows of ${table} are not counted as a whole (migration 014)`);
  const counted = spec.countedLive && isCounted(table) ? table : undefined;
  if (spec.textIndex !== undefined) checkTextIndex(table, spec);
  const live = spec.live ?? ((db: Executor) => liveRecords(db, table, alias));
  const detailed = (query: LiveRecords<T, A>) => spec.details(withCreator(query, alias));
  const column = (field: string) => spec.sorts?.[field] ?? sql.ref(`${alias}.${field}`);
  return {
    async find(db, id) {
      const row = await detailed(live(db))
        .where(sql<SqlBool>`${column('id')} = ${id}`)
        .executeTakeFirst();
      return row === undefined ? undefined : spec.toRecord(row);
    },
    list(db, query) {
      const rows = live(db);
      const filtered = applyListFilters(db, rows, query, spec.list, spec.columns, spec.textIndex);
      const { field, direction } = listSort(query as Partial<Record<string, SortDirection>>, spec.list);
      const order = [
        { expression: column(field), direction },
        { expression: column('id'), direction },
      ];
      const total = knownTotal(db, query, spec, counted);
      return fetchListPage(rows, filtered, query, { id: column('id'), order, details: detailed }, spec.toRecord, total);
    },
  };
}

/** Who made a record and when it last changed, as every record of the API shows them. */
export function recordStamps(row: { created_at: string; created_by_name: string | null; updated_at: string }) {
  return { created_at: row.created_at, created_by: row.created_by_name ?? null, updated_at: row.updated_at };
}
