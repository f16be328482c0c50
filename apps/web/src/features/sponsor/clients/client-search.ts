import type * as z from 'zod/mini';
import { SPONSOR_CLIENT_SORTABLE } from '@backoffice/contract';
import { tableSearchSchema } from '@/components/data-table/table-search';

/** URL state of /database/sponsor/: the table's params; clients have no filters of their own. */
export const clientSearchSchema = tableSearchSchema(SPONSOR_CLIENT_SORTABLE, {});
export type ClientSearch = z.output<typeof clientSearchSchema>;
