import * as z from 'zod/mini';
import { ACTIVE_STATUSES, SENSITIVE_KEYWORD_SORTABLE } from '@backoffice/contract';
import { lenient, tableSearchSchema } from '@/components/data-table/table-search';

/** URL state of /database/sensitive-keyword: the table's params plus the status filter. */
export const sensitiveKeywordSearchSchema = tableSearchSchema(SENSITIVE_KEYWORD_SORTABLE, {
  status: lenient(z.enum(ACTIVE_STATUSES)),
});
export type SensitiveKeywordSearch = z.output<typeof sensitiveKeywordSearchSchema>;
