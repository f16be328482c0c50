import { timeSpan } from '../../platform/time.js';
import type { Executor } from '../../platform/db/schema.js';
import type { Cursor, RecordKey } from './chat-record-cursor.js';
import {
  keysetCondition,
  newestFirst,
  oldestFirst,
  RECORD_COLUMNS,
  recordsFrom,
  type RecordRow,
} from './chat-record-filters.js';
import { compareNewestFirst, type Plan } from './chat-record-plan.js';

/** Page `page` (1-based), or the page next to `cursor` when there is one. */
export interface PageRequest {
  cursor?: Cursor | undefined;
  page: number;
  size: number;
}

export interface PageRows {
  rows: RecordRow[];
  /** Records exist after this page (older) / before it (newer). */
  hasOlder: boolean;
  hasNewer: boolean;
}

/** A page next to a keyset position: O(page size) however deep. */
async function pageAtCursor(plan: Plan, cursor: Cursor, size: number): Promise<PageRows> {
  const query = plan.source().where(keysetCondition(cursor));
  if (cursor.direction === 'older') {
    const rows = await newestFirst(query)
      .limit(size + 1)
      .execute();
    return { rows: rows.slice(0, size), hasOlder: rows.length > size, hasNewer: true };
  }
  const rows = await oldestFirst(query)
    .limit(size + 1)
    .execute();
  return { rows: rows.slice(0, size).reverse(), hasOlder: true, hasNewer: rows.length > size };
}

/**
 * Page `page` by position. A page in the older half of an exactly counted list is read backwards
 * from the oldest record, so the last page costs as little as the first.
 */
async function pageAtNumber(plan: Plan, page: number, size: number): Promise<PageRows> {
  const offset = (page - 1) * size;
  if (offset >= plan.total) return { rows: [], hasOlder: false, hasNewer: plan.total > 0 };
  const remaining = plan.total - offset;
  const fromOldest = Math.max(0, remaining - size);
  if (!plan.capped && fromOldest < offset) {
    const rows = await oldestFirst(plan.source()).limit(Math.min(size, remaining)).offset(fromOldest).execute();
    return { rows: rows.reverse(), hasOlder: fromOldest > 0, hasNewer: offset > 0 };
  }
  const rows = await newestFirst(plan.source())
    .limit(size + 1)
    .offset(offset)
    .execute();
  return { rows: rows.slice(0, size), hasOlder: rows.length > size, hasNewer: offset > 0 };
}

/**
 * The records of these keys, in the keys' order. The keys' time span bounds the look-up, so PostgreSQL reads
 * only the partitions of the page's days (docs/decisions/0043).
 */
async function recordsOf(db: Executor, keys: readonly RecordKey[]): Promise<RecordRow[]> {
  if (keys.length === 0) return [];
  const { first, last } = timeSpan(keys.map((key) => key.sent_at));
  const rows = await recordsFrom(db)
    .select([...RECORD_COLUMNS])
    .where(
      'c.id',
      'in',
      keys.map((key) => key.id),
    )
    .where('c.sent_at', '>=', first)
    .where('c.sent_at', '<=', last)
    .execute();
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return keys.flatMap((key) => byId.get(key.id) ?? []);
}

/** The index of the first key at (`inclusive`) or after a keyset position, in newest-first keys. */
function indexFrom(keys: readonly RecordKey[], position: RecordKey, inclusive: boolean): number {
  const index = keys.findIndex((key) =>
    inclusive ? compareNewestFirst(position, key) <= 0 : compareNewestFirst(position, key) < 0,
  );
  return index === -1 ? keys.length : index;
}

/** A page cut from a search's collected keys (newest first), by number or next to a cursor. */
async function pageFromKeys(db: Executor, keys: readonly RecordKey[], request: PageRequest): Promise<PageRows> {
  const { cursor, size } = request;
  let start = (request.page - 1) * size;
  let end = start + size;
  if (cursor?.direction === 'older') {
    start = indexFrom(keys, cursor, false);
    end = start + size;
  } else if (cursor?.direction === 'newer') {
    end = indexFrom(keys, cursor, true);
    start = Math.max(0, end - size);
  }
  const page = keys.slice(start, end);
  return { rows: await recordsOf(db, page), hasOlder: end < keys.length, hasNewer: start > 0 };
}

/** The rows of one page of a plan. */
export function readPage(db: Executor, plan: Plan, request: PageRequest): Promise<PageRows> {
  if (plan.keys) return pageFromKeys(db, plan.keys, request);
  return request.cursor
    ? pageAtCursor(plan, request.cursor, request.size)
    : pageAtNumber(plan, request.page, request.size);
}
