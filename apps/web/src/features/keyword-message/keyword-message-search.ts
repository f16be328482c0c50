import type * as z from 'zod/mini';
import { KEYWORD_MESSAGE_LIST } from '@backoffice/contract';
import { listSearchSchema } from '@/components/data-table/table-search';

/** URL state of /keyword-message: the table's params plus the status and message-type filters. */
export const keywordMessageSearchSchema = listSearchSchema(KEYWORD_MESSAGE_LIST);
export type KeywordMessageSearch = z.output<typeof keywordMessageSearchSchema>;
