import * as z from 'zod/mini';
import { ACTIVE_STATUSES, GROUP_TYPES, STALKER_HEALTHS, STALKER_SORTABLE } from '@backoffice/contract';
import { lenient, tableSearchSchema } from '@/components/data-table/table-search';

/** URL state of /stalker/: the table's params plus the status, health and group type filters. */
export const stalkerSearchSchema = tableSearchSchema(STALKER_SORTABLE, {
  status: lenient(z.enum(ACTIVE_STATUSES)),
  health: lenient(z.enum(STALKER_HEALTHS)),
  group_type: lenient(z.enum(GROUP_TYPES)),
});
export type StalkerSearch = z.output<typeof stalkerSearchSchema>;
