import * as z from 'zod/mini';
import { ACTIVE_STATUSES, LIST_TYPES, TG_ACCOUNT_SORTABLE, TIERS, USER_TYPES } from '@backoffice/contract';
import { lenient, tableSearchSchema } from '@/components/data-table/table-search';

/** URL state of /account-list/: the table's params (its date range bounds last activity) plus the four filters. */
export const accountListSearchSchema = tableSearchSchema(TG_ACCOUNT_SORTABLE, {
  user_type: lenient(z.enum(USER_TYPES)),
  list_type: lenient(z.enum(LIST_TYPES)),
  tier: lenient(z.enum(TIERS)),
  status: lenient(z.enum(ACTIVE_STATUSES)),
});
export type AccountListSearch = z.output<typeof accountListSearchSchema>;
