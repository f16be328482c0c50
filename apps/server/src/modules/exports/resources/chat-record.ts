import { chatRecordListQuerySchema } from '@backoffice/contract';
import { sql } from 'kysely';
import type { Executor } from '../../../platform/db/schema.js';
import { filtersOf } from '../../bot-analytics/index.js';
import {
  filterCondition,
  keysetCondition,
  keyOf,
  newestFirst,
  recordsFrom,
  type ChatRecordFilters,
  type RecordRow,
} from '../../bot-analytics/index.js';
import { contentContains } from '../../bot-analytics/index.js';
import type { CellValue } from '../csv.js';
import { EXPORT_BATCH_SIZE, parseListQuery, type ExportColumn, type ExportResource } from '../resource.js';

/** A record with its bot's and user's names, as the list shows it (chat-record-rows.ts). */
type NamedRecord = RecordRow & { bot_username: string | null; tg_id: number | null; account_username: string | null };

const COLUMNS: readonly ExportColumn<NamedRecord>[] = [
  { header: 'ID', value: (r) => Number(r.id) },
  { header: 'Sent at', value: (r) => r.sent_at },
  { header: 'Bot', value: (r) => r.bot_username ?? '' },
  { header: 'TG ID', value: (r) => (r.tg_id === null ? '' : String(r.tg_id)) },
  { header: 'Username', value: (r) => r.account_username },
  { header: 'Sender', value: (r) => r.sender },
  { header: 'Receiver', value: (r) => r.receiver },
  { header: 'Message type', value: (r) => r.message_type },
  { header: 'Direction', value: (r) => r.direction },
  { header: 'Content', value: (r) => r.content },
];

/** The filtered records; the text search as a plain condition (an export reads every match, no cap). */
function matching(db: Executor, filters: ChatRecordFilters, text: string | undefined) {
  const query = recordsFrom(db).where(filterCondition(filters));
  return text ? query.where(contentContains(text)) : query;
}

/**
 * Chat records, newest first as the list shows them, read by keyset on (sent_at, id) — the list's
 * own order and index — so each batch costs the same however deep the export is. The bot's and
 * user's names come in the same statement (the list looks them up per page with IN lists): one
 * statement of one shape per batch, which SQLite's statement cache prepares once, where IN lists of
 * a different length per batch filled it with statements kept until the next full collection.
 */
export const chatRecordExport: ExportResource = {
  type: 'chat-record',
  dateColumn: 'sent_at',
  readsReplica: true,
  headers: COLUMNS.map((column) => column.header),
  select(db, _kind, filters, range) {
    const query = parseListQuery(chatRecordListQuerySchema, filters, range, { from: 'from', to: 'to' });
    const text = query.search || undefined;
    const toCells = (record: NamedRecord): CellValue[] => COLUMNS.map((column) => column.value(record));
    return {
      async exists() {
        const chosen = await filtersOf(db, query);
        return (
          chosen !== undefined &&
          (await matching(db, chosen, text).select('c.id').limit(1).executeTakeFirst()) !== undefined
        );
      },
      async count() {
        const chosen = await filtersOf(db, query);
        if (!chosen) return 0;
        const row = await matching(db, chosen, text)
          .select(sql<number>`count(*)`.as('total'))
          .executeTakeFirst();
        return Number(row?.total ?? 0);
      },
      async *batches(rows, put) {
        const chosen = await filtersOf(db, query);
        if (!chosen) return;
        let after: ReturnType<typeof keyOf> | undefined;
        for (;;) {
          let batch = matching(db, chosen, text);
          if (after) batch = batch.where(keysetCondition({ direction: 'older', ...after }));
          const statement = newestFirst(batch)
            .leftJoin('bots as b', 'b.id', 'c.bot_id')
            .leftJoin('tg_accounts as a', 'a.id', 'c.account_id')
            .select(['b.username as bot_username', 'a.tg_id', 'a.username as account_username'])
            .limit(EXPORT_BATCH_SIZE)
            .compile();
          // Each record is formatted as it is read; only the last one is kept, for the next batch's key.
          let last: NamedRecord | undefined;
          const read = await rows(statement, (row) => {
            last = row as NamedRecord;
            put(toCells(last));
          });
          if (read > 0) yield read;
          if (!last || read < EXPORT_BATCH_SIZE) return;
          after = keyOf(last);
        }
      },
    };
  },
};
