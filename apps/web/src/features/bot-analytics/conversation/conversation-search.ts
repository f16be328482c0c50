import * as z from 'zod/mini';
import { lenient } from '@/components/data-table/table-search';
import { tgIdSearchParam } from '../chat-records/chat-record-search';

/** URL state of /bot/chat-records/conversation: which bot and which user. */
export const conversationSearchSchema = z.object({
  bot_id: lenient(z.coerce.number().check(z.int(), z.positive())),
  tg_id: tgIdSearchParam,
});
export type ConversationSearch = z.output<typeof conversationSearchSchema>;
