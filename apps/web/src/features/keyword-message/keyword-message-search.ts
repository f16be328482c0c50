import * as z from 'zod/mini';
import { ACTIVE_STATUSES, BOT_MESSAGE_TYPES, KEYWORD_MESSAGE_SORTABLE } from '@backoffice/contract';
import { lenient, tableSearchSchema } from '@/components/data-table/table-search';

/** URL state of /keyword-message: the table's params plus the status and message-type filters. */
export const keywordMessageSearchSchema = tableSearchSchema(KEYWORD_MESSAGE_SORTABLE, {
  status: lenient(z.enum(ACTIVE_STATUSES)),
  message_type: lenient(z.enum(BOT_MESSAGE_TYPES)),
});
export type KeywordMessageSearch = z.output<typeof keywordMessageSearchSchema>;
