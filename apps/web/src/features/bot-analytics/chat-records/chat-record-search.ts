import * as z from 'zod/mini';
import { BOT_MESSAGE_TYPES, MESSAGE_DIRECTIONS } from '@backoffice/contract';
import { baseTableSearchShape, lenient } from '@/components/data-table/table-search';

/**
 * A Telegram id in the address bar; anything else is dropped. A number there (the API takes it as
 * digits), so the router writes it plainly: a string of digits would be written in quotes.
 */
export const tgIdSearchParam = lenient(
  z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
);

/**
 * URL state of /bot/chat-records: the table's paging, search and sent-date range (no sort: the list
 * is newest first), and the bot, type, direction and user filters.
 */
export const chatRecordSearchSchema = z.object({
  ...baseTableSearchShape,
  bot_id: lenient(z.coerce.number().check(z.int(), z.positive())),
  message_type: lenient(z.enum(BOT_MESSAGE_TYPES)),
  direction: lenient(z.enum(MESSAGE_DIRECTIONS)),
  tg_id: tgIdSearchParam,
});
export type ChatRecordSearch = z.output<typeof chatRecordSearchSchema>;

/** The filters the table sends as they are. */
export const CHAT_RECORD_FILTER_KEYS = ['bot_id', 'message_type', 'direction'] as const;
/** The API names of the sent-date range. */
export const SENT_DATE_PARAMS = { from: 'from', to: 'to' } as const;
