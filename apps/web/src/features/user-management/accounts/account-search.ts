import { z } from 'zod';
import { ACCOUNT_SORTABLE, ACTIVE_STATUSES } from '@backoffice/contract';
import { tableSearchSchema } from '@/components/data-table/table-search';

/** URL state of /user/account-management: the table's params plus the status and role filters. */
export const accountSearchSchema = tableSearchSchema(ACCOUNT_SORTABLE, {
  status: z.enum(ACTIVE_STATUSES).optional().catch(undefined),
  role_id: z.coerce.number().int().positive().optional().catch(undefined),
});
export type AccountSearch = z.output<typeof accountSearchSchema>;
