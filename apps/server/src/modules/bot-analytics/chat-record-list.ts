import type { ChatRecord, ChatRecordPage, chatRecordListQuerySchema } from '@backoffice/contract';
import type * as z from 'zod/mini';
import type { DatabaseKind } from '../../platform/db/database.js';
import type { Executor } from '../../platform/db/schema.js';
import { decodeCursor, encodeCursor } from './chat-record-cursor.js';
import { keyOf, type ChatRecordFilters } from './chat-record-filters.js';
import { readPage } from './chat-record-pages.js';
import { defaultTuning, planFor, type ListTuning } from './chat-record-plan.js';
import { findAccountId, toChatRecords } from './chat-record-rows.js';

type ListQuery = z.output<typeof chatRecordListQuerySchema>;

function emptyPage(): ChatRecordPage {
  return {
    data: {
      data: [],
      total_item_count: 0,
      total_page_count: 0,
      total_capped: false,
      search_reached: null,
      next_cursor: null,
      prev_cursor: null,
    },
  };
}

/** The filters of the request; undefined when they name a user nobody has seen (nothing matches). */
export async function filtersOf(db: Executor, query: ListQuery): Promise<ChatRecordFilters | undefined> {
  const accountId = query.tg_id === undefined ? undefined : await findAccountId(db, query.tg_id);
  if (query.tg_id !== undefined && accountId === undefined) return undefined;
  return {
    botId: query.bot_id,
    accountId,
    messageType: query.message_type,
    direction: query.direction,
    from: query.from === undefined ? undefined : new Date(query.from).toISOString(),
    // `to` is included: the half-open range ends one millisecond (the stored precision) after it.
    until: query.to === undefined ? undefined : new Date(Date.parse(query.to) + 1).toISOString(),
  };
}

/** One page of chat records, newest first, by page number or by keyset cursor. */
export async function listChatRecords(
  db: Executor,
  kind: DatabaseKind,
  query: ListQuery,
  tuning: ListTuning = defaultTuning(kind),
): Promise<ChatRecordPage> {
  const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor, 'cursor');
  const filters = await filtersOf(db, query);
  if (!filters) return emptyPage();
  const plan = await planFor(db, kind, filters, query.search || undefined, tuning);
  const size = query.per_page;
  const { rows, hasOlder, hasNewer } = await readPage(db, plan, { cursor, page: query.current_page ?? 1, size });
  const first = rows[0];
  const last = rows.at(-1);
  const records: ChatRecord[] = await toChatRecords(db, rows);
  return {
    data: {
      data: records,
      total_item_count: plan.total,
      total_page_count: Math.ceil(plan.total / size),
      total_capped: plan.capped,
      search_reached: plan.reached ?? null,
      next_cursor: hasOlder && last ? encodeCursor('older', keyOf(last)) : null,
      prev_cursor: hasNewer && first ? encodeCursor('newer', keyOf(first)) : null,
    },
  };
}
