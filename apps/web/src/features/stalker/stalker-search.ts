import type * as z from 'zod/mini';
import { STALKER_LIST } from '@backoffice/contract';
import { listSearchSchema } from '@/components/data-table/table-search';

/** URL state of /stalker/: the table's params plus the status, health and group type filters. */
export const stalkerSearchSchema = listSearchSchema(STALKER_LIST);
export type StalkerSearch = z.output<typeof stalkerSearchSchema>;
