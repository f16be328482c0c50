import * as z from 'zod/mini';
import { ACCOUNT_SORTABLE, ACTIVE_STATUSES } from '@backoffice/contract';
import { lenient, tableSearchSchema } from '@/components/data-table/table-search';

/** URL state of /user/account-management: the table's params plus the status and role filters. */
export const accountSearchSchema = tableSearchSchema(ACCOUNT_SORTABLE, {
  status: lenient(z.enum(ACTIVE_STATUSES)),
  role_id: lenient(z.coerce.number().check(z.int(), z.positive())),
});
export type AccountSearch = z.output<typeof accountSearchSchema>;
