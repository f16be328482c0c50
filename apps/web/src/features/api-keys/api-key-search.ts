import type * as z from 'zod/mini';
import { API_KEY_LIST } from '@backoffice/contract';
import { listSearchSchema } from '@/components/data-table/table-search';

/** URL state of /user/api-keys: the table's params plus the status filter. */
export const apiKeySearchSchema = listSearchSchema(API_KEY_LIST);
export type ApiKeySearch = z.output<typeof apiKeySearchSchema>;
