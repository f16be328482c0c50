import { queryOptions } from '@tanstack/react-query';
import { pagedSchema, tgAccountSchema, type Paged, type TgAccount } from '@backoffice/contract';
import type { ListParams } from '@/components/data-table/list-params';
import { appApi } from '@/lib/http';
import { accountListKeys } from './query-keys';

const accountPageSchema = pagedSchema(tgAccountSchema);

/** GET /v1/account-list — one page of the bots' Telegram users. */
export function getTgAccounts(params: ListParams, signal?: AbortSignal): Promise<Paged<TgAccount>> {
  return appApi.get('/v1/account-list', { query: params, signal, parse: (body) => accountPageSchema.parse(body) });
}

export function getTgAccountsQueryOptions(params: ListParams) {
  return queryOptions({ queryKey: accountListKeys.list(params), queryFn: ({ signal }) => getTgAccounts(params, signal) });
}
