import { PostgresAdapter, sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Paged, SortDirection } from '@backoffice/contract';
import type { DatabaseKind } from './database.js';
import type { Executor } from './schema.js';

/** Escapes LIKE wildcards so a search for '50%' means the text '50%'. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Case-insensitive "contains", the same on SQLite and PostgreSQL. */
export function containsIgnoreCase(column: Expression<unknown>, text: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${column}) like lower(${likePattern(text)}) escape '\\'`;
}

/** The database an executor (a connection or a transaction) speaks to. */
export function dialectOf(db: Pick<Executor, 'getExecutor'>): DatabaseKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * `containsIgnoreCase` in the form each database runs fastest, with the same answers. SQLite's LIKE
 * already ignores the case of ASCII letters and of nothing else, exactly as its lower() does, so the
 * two lower() calls per row (a new string each, for every row the search reads) are dropped;
 * without a wildcard in the text the ESCAPE clause is dropped too. PostgreSQL keeps
 * `lower(column) like lower(text)`: its lower() knows every alphabet, and the trigram indexes of
 * searched columns are built on lower(column).
 */
export function textSearchOn(
  db: Pick<Executor, 'getExecutor'>,
): (column: Expression<unknown>, text: string) => Expression<SqlBool> {
  if (dialectOf(db) === 'postgres') return containsIgnoreCase;
  return (column, text) => {
    const pattern = likePattern(text);
    return /[\\%_]/.test(text)
      ? sql<SqlBool>`${column} like ${pattern} escape '\\'`
      : sql<SqlBool>`${column} like ${pattern}`;
  };
}

export interface PageRequest {
  current_page: number;
  per_page: number;
}

/**
 * A query of one row whose one column, `total`, is a list's total; it runs inside the page's statement
 * or, for a page past the end, alone.
 */
export interface TotalQuery extends Expression<unknown> {
  executeTakeFirst(): Promise<unknown>;
}

export interface PageOptions {
  /** The total when it is known without counting: the maintained count of live rows of a list with no filter. */
  total?: TotalQuery;
}

/**
 * Soft-deleted tables whose live rows (deleted_at is null) triggers count as they change (migrations 014 and 027),
 * so a list with no filter reads its total instead of counting every row per request.
 */
export const LIVE_COUNTED_TABLES = ['accounts', 'catalogue_entries'] as const;
export type LiveCountedTable = (typeof LIVE_COUNTED_TABLES)[number];

/** The live rows of a table, counted by triggers as they change (migration 014): the total of its list with no filter. */
export function liveRowCount(db: Executor, table: LiveCountedTable): TotalQuery {
  return db
    .withTables<{ live_row_counts: { table_name: string; live_rows: number } }>()
    .selectFrom('live_row_counts')
    .select('live_rows as total')
    .where('table_name', '=', table);
}

/** The column the total rides along in, on every row of the page. */
const TOTAL = 'page_total_item_count';

const countOf = <DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  options: PageOptions,
): TotalQuery => options.total ?? filtered.clearSelect().select(sql<number>`count(*)`.as('total'));

/**
 * One page of a list plus its total, in one statement: the total is an uncorrelated subquery of the
 * page query, which both databases evaluate once (SQLite: once per run; PostgreSQL: an InitPlan). That
 * spares a statement per list (a round trip on PostgreSQL). `filtered` holds only the list's filters on
 * its main table, so the total is counted without joins; `page` adds the joins, columns and order for
 * the page's rows. A page past the end carries no row to read the total from: it is then asked alone.
 */
export async function fetchPage<DB, TB extends keyof DB, O, PDB, PTB extends keyof PDB, PO, T>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  request: PageRequest,
  page: (qb: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<PDB, PTB, PO>,
  toItem: (row: PO) => T | Promise<T>,
  options: PageOptions = {},
): Promise<Paged<T>> {
  const counted = countOf(filtered, options);
  const rows = await page(filtered)
    .select(sql<number | string | bigint>`(${counted})`.as(TOTAL))
    .limit(request.per_page)
    .offset((request.current_page - 1) * request.per_page)
    .execute();
  return pagedAnswer(rows, request, counted, toItem);
}

/** One key of a list's order: an expression over the list's own table, and its direction. */
export interface OrderKey {
  expression: Expression<unknown>;
  direction: SortDirection;
  /** Where rows without a value go, when the list says so: the databases' defaults differ. */
  nulls?: 'first' | 'last';
}

function orderedBy<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  order: readonly OrderKey[],
): SelectQueryBuilder<DB, TB, O> {
  return order.reduce((qb, key) => {
    if (key.nulls === undefined) return qb.orderBy(key.expression, key.direction);
    const nulls = key.nulls;
    return qb.orderBy(key.expression, (ob) => {
      const directed = key.direction === 'asc' ? ob.asc() : ob.desc();
      return nulls === 'first' ? directed.nullsFirst() : directed.nullsLast();
    });
  }, query);
}

/** What fetchPageOfIds needs to know of a list beyond its filters. */
interface KeyedPage<PDB, PTB extends keyof PDB, PO> {
  /** The id of a row of the list's table, under the same alias in `filtered` and in `rows`. */
  id: Expression<unknown>;
  /** The page's order, the id last so that it is one order; expressions of the list's own table only. */
  order: readonly OrderKey[];
  /** Rows of the list's table with the joins and columns the API shows, without the list's filters. */
  rows: SelectQueryBuilder<PDB, PTB, PO>;
}

/**
 * One page of a list plus its total, in one statement, its rows found before anything is joined: the
 * page's ids are filtered, sorted and cut from the list's own table, and only those rows are then read
 * with their joins and columns. Both databases then sort and cut on the table and its indexes alone, and
 * join the page's rows only, whatever they estimate a filter keeps (PostgreSQL, estimating a trigram
 * search to keep a few rows where it kept thousands, otherwise joined every match before sorting). The
 * ids come as `id in (…)`: SQLite reads them by rowid, PostgreSQL by its primary key. The total rides
 * along as in fetchPage.
 */
async function fetchPageOfIds<DB, TB extends keyof DB, O, PDB, PTB extends keyof PDB, PO, T>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  request: PageRequest,
  keyed: KeyedPage<PDB, PTB, PO>,
  toItem: (row: PO) => T | Promise<T>,
  options: PageOptions = {},
): Promise<Paged<T>> {
  const counted = countOf(filtered, options);
  const ids = orderedBy(filtered.clearSelect().select(sql<unknown>`${keyed.id}`.as('id')), keyed.order)
    .limit(request.per_page)
    .offset((request.current_page - 1) * request.per_page);
  const page = orderedBy(keyed.rows.where(sql<SqlBool>`${keyed.id} in (${ids})`), keyed.order);
  const rows = await page.select(sql<number | string | bigint>`(${counted})`.as(TOTAL)).execute();
  return pagedAnswer(rows, request, counted, toItem);
}

/** How a list's page is read beyond its filters: its rows' id, their order, and what the API shows of them. */
export interface ListPage<DB, TB extends keyof DB, O, PDB, PTB extends keyof PDB, PO> {
  /** The id of a row of the list's table, under the list's alias. */
  id: Expression<unknown>;
  /** The page's order, the id last so that it is one order; expressions of the list's own table only. */
  order: readonly OrderKey[];
  /** Rows of the list's table with the joins and columns the API shows added. */
  details: (rows: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<PDB, PTB, PO>;
}

/**
 * One page of a list and its total, read as every list reads it (decision 37). `all` is the list's rows
 * before the query's filters and `filtered` the same after them: a filter narrows the list when
 * `filtered` is another builder than `all` (builders are immutable; each `where` makes a new one). A
 * narrowed list picks its page's ids first (fetchPageOfIds). A list the query does not narrow stays one
 * statement, one walk of the sort's index that joins the rows it reads: there is nothing for a planner
 * to misjudge, and the ids-first statement would answer the same and take longer to plan. `known` is
 * the total when the caller has it without counting `filtered`'s rows (a maintained count, a text index's).
 */
export function fetchListPage<DB, TB extends keyof DB, O, PDB, PTB extends keyof PDB, PO, T>(
  all: SelectQueryBuilder<DB, TB, O>,
  filtered: SelectQueryBuilder<DB, TB, O>,
  request: PageRequest,
  page: ListPage<DB, TB, O, PDB, PTB, PO>,
  toItem: (row: PO) => T | Promise<T>,
  known: PageOptions = {},
): Promise<Paged<T>> {
  if (filtered !== all)
    return fetchPageOfIds(
      filtered,
      request,
      { id: page.id, order: page.order, rows: page.details(all) },
      toItem,
      known,
    );
  return fetchPage(all, request, (qb) => orderedBy(page.details(qb), page.order), toItem, known);
}

/** The answer of a page read with its total riding along on each row. */
async function pagedAnswer<PO, T>(
  rows: readonly PO[],
  request: PageRequest,
  counted: TotalQuery,
  toItem: (row: PO) => T | Promise<T>,
): Promise<Paged<T>> {
  const first = rows[0] as Record<string, unknown> | undefined;
  // An empty first page means an empty list; an empty later page may lie past the end of a longer one.
  const total = first ? Number(first[TOTAL]) : request.current_page === 1 ? 0 : await totalAlone(counted);
  return {
    data: {
      data: await Promise.all(rows.map((row) => toItem(withoutTotal(row)))),
      total_item_count: total,
      total_page_count: Math.ceil(total / request.per_page),
    },
  };
}

async function totalAlone(counted: TotalQuery): Promise<number> {
  const row = (await counted.executeTakeFirst()) as { total?: number | string | bigint } | undefined;
  return Number(row?.total ?? 0);
}

function withoutTotal<PO>(row: PO): PO {
  const { [TOTAL]: _total, ...rest } = row as Record<string, unknown>;
  return rest as PO;
}

/** The one `<field>=asc|desc` of a list query, or the default. */
export function sortOf<F extends string>(
  query: Partial<Record<F, SortDirection | undefined>>,
  fields: readonly F[],
  fallback: { field: F; direction: SortDirection },
): { field: F; direction: SortDirection } {
  for (const field of fields) {
    const direction = query[field];
    if (direction) return { field, direction };
  }
  return fallback;
}

/** Boolean columns are 0/1 on both databases. */
export const flag = (value: boolean): number => (value ? 1 : 0);
