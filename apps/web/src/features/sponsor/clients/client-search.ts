import type * as z from 'zod/mini';
import { SPONSOR_CLIENT_LIST } from '@backoffice/contract';
import { listSearchSchema } from '@/components/data-table/table-search';

/** URL state of /database/sponsor/: the table's params; clients have no filters of their own. */
export const clientSearchSchema = listSearchSchema(SPONSOR_CLIENT_LIST);
export type ClientSearch = z.output<typeof clientSearchSchema>;
