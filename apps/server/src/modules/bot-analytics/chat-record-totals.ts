import { sql } from 'kysely';
import type { Executor } from '../../platform/db/schema.js';
import { filterCondition, recordsFrom, type ChatRecordFilters, type RecordQuery } from './chat-record-filters.js';

/**
 * Totals of the chat-record list without counting millions of rows. Without a user filter the total
 * comes from chat_record_counts, kept per bot, UTC hour, direction and type by ingestion: whole hours
 * of the range are summed from there, and only the ragged ends (the part hours at either end) are
 * counted in chat_records. With a user filter the conversation index (account_id, bot_id, sent_at)
 * bounds the count to that user's records.
 */
const HOUR_MS = 3_600_000;

/** The start of the hour an instant is in. */
export function hourFloor(at: string): string {
  return new Date(Math.floor(Date.parse(at) / HOUR_MS) * HOUR_MS).toISOString();
}

/** The first hour start at or after an instant. */
export function hourCeil(at: string): string {
  return new Date(Math.ceil(Date.parse(at) / HOUR_MS) * HOUR_MS).toISOString();
}

/** Exact count of the records matching the filters (no text search). */
export async function countRecords(db: Executor, filters: ChatRecordFilters): Promise<number> {
  if (filters.accountId !== undefined) return countRows(recordsFrom(db), filters);
  const wholeFrom = filters.from === undefined ? undefined : hourCeil(filters.from);
  const wholeUntil = filters.until === undefined ? undefined : hourFloor(filters.until);
  // A range inside one hour (or two part hours) has no whole hour: count it directly.
  if (wholeFrom !== undefined && wholeUntil !== undefined && wholeFrom >= wholeUntil)
    return countRows(recordsFrom(db), filters);
  let total = await sumBuckets(db, filters, wholeFrom, wholeUntil);
  if (filters.from !== undefined && wholeFrom !== undefined && wholeFrom > filters.from) {
    total += await countRows(recordsFrom(db), { ...filters, until: wholeFrom });
  }
  if (filters.until !== undefined && wholeUntil !== undefined && wholeUntil < filters.until) {
    total += await countRows(recordsFrom(db), { ...filters, from: wholeUntil });
  }
  return total;
}

/** Records of `source` matching the filters. */
export async function countRows(source: RecordQuery, filters: ChatRecordFilters): Promise<number> {
  const row = await source
    .where(filterCondition(filters))
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function sumBuckets(
  db: Executor,
  filters: ChatRecordFilters,
  from: string | undefined,
  until: string | undefined,
): Promise<number> {
  let query = db.selectFrom('chat_record_counts').select(sql<number | string | null>`sum(count)`.as('total'));
  if (filters.botId !== undefined) query = query.where('bot_id', '=', filters.botId);
  if (filters.direction !== undefined) query = query.where('direction', '=', filters.direction);
  if (filters.messageType !== undefined) query = query.where('message_type', '=', filters.messageType);
  if (from !== undefined) query = query.where('hour', '>=', from);
  if (until !== undefined) query = query.where('hour', '<', until);
  const row = await query.executeTakeFirst();
  // PostgreSQL sums bigints as numeric, which the driver hands over as text.
  return Number(row?.total ?? 0);
}
