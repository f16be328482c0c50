import type { ExportType, Paged } from '@backoffice/contract';
import type { DatabaseKind, RowStream } from '../../platform/db/database.js';
import type { Executor } from '../../platform/db/schema.js';
import { validationError } from '../../platform/errors.js';
import type { CellValue } from './csv.js';

/** Rows read per database round trip: memory stays flat whatever the size of the export. */
export const EXPORT_BATCH_SIZE = 2_000;

/** One column of an export: its en-US header and its value for one row of the list. */
export interface ExportColumn<Item> {
  header: string;
  value: (item: Item) => CellValue;
}

/** The date range of an export as ISO instants, both ends included; none when all data is exported. */
export interface ExportRange {
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The rows an export selects: how many, and the rows batch after batch, in the list's order — as CSV
 * cells, or (a JSON Lines export) as one JSON object each.
 */
export interface ExportSelection<Row = readonly CellValue[]> {
  /** Whether anything is selected: a cheap query, answered before a job is created. */
  exists(): Promise<boolean>;
  count(): Promise<number>;
  /**
   * Hands each selected row to `put` as it is read (through `rows` where the resource reads by
   * statement), in the list's order; yields after each batch how many rows it held. Nothing keeps a
   * batch's rows: each is garbage once `put` returns (docs/decisions/0017).
   */
  batches(rows: RowStream, put: (row: Row) => void): AsyncGenerator<number>;
}

/** One export type: a listing page's rows, with the same filters and order as its list route. */
export interface ExportResource {
  type: ExportType;
  /** What the date range bounds, for the documentation and the console's wording. */
  dateColumn: string;
  headers: readonly string[];
  /**
   * Whether the rows may be read from a read replica (decision 42): rows ingestion wrote, which no staff
   * change of the export's requester shapes, so a replica within the lag bound reads them as the primary would.
   */
  readsReplica?: boolean;
  /** Validates the list's query (400 naming `filters.<field>`) and returns what it selects. */
  select(db: Executor, kind: DatabaseKind, filters: Record<string, unknown>, range: ExportRange): ExportSelection;
  /**
   * The same selection with each row as one JSON object, for a JSON Lines file: given by the types whose
   * formats (the contract's exportFormatsOf) include `jsonl`, and only by them.
   */
  selectRecords?(
    db: Executor,
    kind: DatabaseKind,
    filters: Record<string, unknown>,
    range: ExportRange,
  ): ExportSelection<object>;
}

/** Paging and cursor parameters of a list query: an export reads every page, so they are dropped. */
const PAGING_PARAMETERS = new Set(['per_page', 'current_page', 'cursor']);

/** A list's query schema, as far as the export uses it. */
interface SafeParsable<Q> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: Q }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** The later of two lower bounds, the earlier of two upper bounds: a range narrows the list's own filter. */
function narrower(a: string | undefined, b: string | undefined, pick: 'later' | 'earlier'): string | undefined {
  if (a === undefined || b === undefined) return a ?? b;
  // An unreadable bound of the list's own is kept, so the list's schema names it.
  if (Number.isNaN(Date.parse(a))) return a;
  const later = Date.parse(a) >= Date.parse(b) ? a : b;
  const earlier = later === a ? b : a;
  return pick === 'later' ? later : earlier;
}

/**
 * The list's query from an export's filters: paging dropped, the date range applied to the list's
 * own date filter (`fromField` / `toField`, narrowing it when both are given), then validated by the
 * list's schema exactly as its route validates it.
 */
export function parseListQuery<Q>(
  schema: SafeParsable<Q>,
  filters: Record<string, unknown>,
  range: ExportRange,
  rangeFields: { from: string; to: string },
): Q {
  const query: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(filters)) if (!PAGING_PARAMETERS.has(name)) query[name] = value;
  const from = narrower(
    typeof query[rangeFields.from] === 'string' ? (query[rangeFields.from] as string) : undefined,
    range.from,
    'later',
  );
  const to = narrower(
    typeof query[rangeFields.to] === 'string' ? (query[rangeFields.to] as string) : undefined,
    range.to,
    'earlier',
  );
  if (from !== undefined) query[rangeFields.from] = from;
  if (to !== undefined) query[rangeFields.to] = to;
  const parsed = schema.safeParse(query);
  if (!parsed.success) {
    throw validationError(
      parsed.error.issues.map((issue) => ({
        field: ['filters', ...issue.path.map(String)].join('.'),
        code: issue.message,
      })),
    );
  }
  return parsed.data;
}

interface PagedListOptions<Q, Item> {
  type: ExportType;
  schema: SafeParsable<Q>;
  /** The list query's date filter the export's range is applied to, and the column it bounds. */
  range: { from: string; to: string; column: string };
  columns: readonly ExportColumn<Item>[];
  /** A row as one JSON object of a JSON Lines file, for a type that offers that format. */
  record?: (item: Item) => object;
  /** The list route's own function: the export reads exactly what the list shows. */
  list: (db: Executor, query: Q) => Promise<Paged<Item>>;
}

/**
 * An export of a paged list: reads the list's pages of EXPORT_BATCH_SIZE rows through the list's own
 * function, in the list's order (its sort, then id). Offset paging is fine for these staff-kept lists
 * (thousands of rows); the chat records, which reach millions, read by keyset (chat-record.ts).
 */
export function pagedListResource<Q, Item>(options: PagedListOptions<Q, Item>): ExportResource {
  const toCells = (item: Item): CellValue[] => options.columns.map((column) => column.value(item));
  function selection<Row>(
    db: Executor,
    filters: Record<string, unknown>,
    range: ExportRange,
    toRow: (item: Item) => Row,
  ): ExportSelection<Row> {
    const query = parseListQuery(options.schema, filters, range, options.range);
    const page = (current_page: number, per_page: number) => options.list(db, { ...query, per_page, current_page });
    return {
      exists: async () => (await page(1, 1)).data.data.length > 0,
      count: async () => (await page(1, 1)).data.total_item_count,
      async *batches(_rows, put) {
        for (let current = 1; ; current += 1) {
          const items = (await page(current, EXPORT_BATCH_SIZE)).data.data;
          for (const item of items) put(toRow(item));
          if (items.length > 0) yield items.length;
          if (items.length < EXPORT_BATCH_SIZE) return;
        }
      },
    };
  }
  const { record } = options;
  return {
    type: options.type,
    dateColumn: options.range.column,
    headers: options.columns.map((column) => column.header),
    select: (db, _kind, filters, range) => selection(db, filters, range, toCells),
    ...(record && { selectRecords: (db, _kind, filters, range) => selection(db, filters, range, record) }),
  };
}
