import * as z from 'zod/mini';
import { API_KEY_SORTABLE, API_KEY_STATUSES } from '@backoffice/contract';
import { lenient, tableSearchSchema } from '@/components/data-table/table-search';

/** URL state of /user/api-keys: the table's params plus the status filter. */
export const apiKeySearchSchema = tableSearchSchema(API_KEY_SORTABLE, {
  status: lenient(z.enum(API_KEY_STATUSES)),
});
export type ApiKeySearch = z.output<typeof apiKeySearchSchema>;
