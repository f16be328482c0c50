import type * as z from 'zod/mini';
import { SENSITIVE_KEYWORD_LIST } from '@backoffice/contract';
import { listSearchSchema } from '@/components/data-table/table-search';

/** URL state of /database/sensitive-keyword: the table's params plus the status filter. */
export const sensitiveKeywordSearchSchema = listSearchSchema(SENSITIVE_KEYWORD_LIST);
export type SensitiveKeywordSearch = z.output<typeof sensitiveKeywordSearchSchema>;
