import { queryOptions } from '@tanstack/react-query';
import { accountSchema, pagedSchema, type Account, type Paged } from '@backoffice/contract';
import type { ListParams } from '@/components/data-table/list-params';
import { userApi } from '@/lib/http';
import { userManagementKeys } from './query-keys';

const accountPageSchema = pagedSchema(accountSchema);

/** GET /v1/accounts/list — one page of staff accounts. */
export function getAccounts(params: ListParams, signal?: AbortSignal): Promise<Paged<Account>> {
  return userApi.get('/v1/accounts/list', { query: params, signal, parse: (body) => accountPageSchema.parse(body) });
}

export function getAccountsQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: userManagementKeys.accountList(params),
    queryFn: ({ signal }) => getAccounts(params, signal),
  });
}
