import { tgAccountSchema } from '@backoffice/contract';
import { serverList } from '@/components/data-table/server-list';
import { appApi } from '@/lib/http';
import { accountListKeys } from './query-keys';

/** GET /v1/account-list — one page of the bots' Telegram users. */
export const { get: getTgAccounts, queryOptions: getTgAccountsQueryOptions } = serverList(
  appApi,
  '/v1/account-list',
  tgAccountSchema,
  accountListKeys.list,
);
