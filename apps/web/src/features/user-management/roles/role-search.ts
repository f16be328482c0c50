import type * as z from 'zod/mini';
import { ROLE_LIST } from '@backoffice/contract';
import { listSearchSchema } from '@/components/data-table/table-search';

/** URL state of /user/role-management: the table's params; roles have no filters of their own. */
export const roleSearchSchema = listSearchSchema(ROLE_LIST);
export type RoleSearch = z.output<typeof roleSearchSchema>;
