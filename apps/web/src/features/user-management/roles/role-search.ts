import type * as z from 'zod/mini';
import { ROLE_SORTABLE } from '@backoffice/contract';
import { tableSearchSchema } from '@/components/data-table/table-search';

/** URL state of /user/role-management: the table's params; roles have no filters of their own. */
export const roleSearchSchema = tableSearchSchema(ROLE_SORTABLE, {});
export type RoleSearch = z.output<typeof roleSearchSchema>;
