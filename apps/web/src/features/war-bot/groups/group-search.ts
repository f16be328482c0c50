import * as z from 'zod/mini';
import { WAR_GROUP_SIDES, WAR_GROUP_SORTABLE, WAR_GROUP_TYPES } from '@backoffice/contract';
import { lenient, tableSearchSchema } from '@/components/data-table/table-search';

/** URL state of /war-bot/groups: the table's params plus the side and type filters. */
export const groupSearchSchema = tableSearchSchema(WAR_GROUP_SORTABLE, {
  side: lenient(z.enum(WAR_GROUP_SIDES)),
  type: lenient(z.enum(WAR_GROUP_TYPES)),
});
export type GroupSearch = z.output<typeof groupSearchSchema>;
