import { accountSchema } from '@backoffice/contract';
import { serverList } from '@/components/data-table/server-list';
import { userApi } from '@/lib/http';
import { userManagementKeys } from './query-keys';

/** GET /v1/accounts/list — one page of staff accounts. */
export const { get: getAccounts, queryOptions: getAccountsQueryOptions } = serverList(
  userApi,
  '/v1/accounts/list',
  accountSchema,
  userManagementKeys.accountList,
);
