import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { ChatRecordTable, Database, Executor } from '../../platform/db/schema.js';
import type { Cursor, RecordKey } from './chat-record-cursor.js';

/**
 * The filters of a chat-record list other than the text search. `from` / `until` are the half-open
 * range [from, until) of sent_at, in the stored spelling (ISO-8601 UTC with milliseconds).
 */
export interface ChatRecordFilters {
  botId?: number | undefined;
  accountId?: number | undefined;
  messageType?: string | undefined;
  direction?: string | undefined;
  from?: string | undefined;
  until?: string | undefined;
}

type RecordsDb = Database & { c: ChatRecordTable };
const eb = expressionBuilder<RecordsDb, 'c'>();

/** Every list query reads chat_records under the alias `c`. */
export function recordsFrom(db: Executor) {
  return db.selectFrom('chat_records as c');
}
export type RecordQuery = ReturnType<typeof recordsFrom>;

/** The filters as one condition on `c`, usable in any query that reads chat_records as `c`. */
export function filterCondition(filters: ChatRecordFilters): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (filters.botId !== undefined) parts.push(eb('c.bot_id', '=', filters.botId));
  if (filters.accountId !== undefined) parts.push(eb('c.account_id', '=', filters.accountId));
  if (filters.messageType !== undefined) parts.push(eb('c.message_type', '=', filters.messageType));
  if (filters.direction !== undefined) parts.push(eb('c.direction', '=', filters.direction));
  if (filters.from !== undefined) parts.push(eb('c.sent_at', '>=', filters.from));
  if (filters.until !== undefined) parts.push(eb('c.sent_at', '<', filters.until));
  return eb.and(parts);
}

/**
 * Records past a keyset position: older ones (after it, newest first) or newer ones (before it). The bound on
 * sent_at alone says the same as the tuple's, in the form PostgreSQL prunes partitions by (docs/decisions/0043).
 */
export function keysetCondition(cursor: Cursor): Expression<SqlBool> {
  const key = eb.refTuple('c.sent_at', 'c.id');
  const at = eb.tuple(cursor.sent_at, cursor.id);
  return cursor.direction === 'older'
    ? eb.and([eb('c.sent_at', '<=', cursor.sent_at), eb(key, '<', at)])
    : eb.and([eb('c.sent_at', '>=', cursor.sent_at), eb(key, '>', at)]);
}

/** The columns of a record as the lists read them. */
export const RECORD_COLUMNS = [
  'c.id',
  'c.bot_id',
  'c.account_id',
  'c.sent_at',
  'c.content',
  'c.sender',
  'c.receiver',
  'c.message_type',
  'c.direction',
] as const;

export type RecordRow = Pick<
  ChatRecordTable,
  'bot_id' | 'account_id' | 'sent_at' | 'content' | 'sender' | 'receiver' | 'message_type' | 'direction'
> & { id: number };

/** The records of a query, newest first: the order of every chat-record list. */
export function newestFirst(query: RecordQuery) {
  return query
    .select([...RECORD_COLUMNS])
    .orderBy('c.sent_at', 'desc')
    .orderBy('c.id', 'desc');
}

/** The same order reversed, for reading from the far end. */
export function oldestFirst(query: RecordQuery) {
  return query
    .select([...RECORD_COLUMNS])
    .orderBy('c.sent_at', 'asc')
    .orderBy('c.id', 'asc');
}

export function keyOf(row: RecordRow): RecordKey {
  return { sent_at: row.sent_at, id: row.id };
}
