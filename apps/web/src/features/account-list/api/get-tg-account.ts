import { useQuery } from '@tanstack/react-query';
import { tgAccountDetailSchema } from '@backoffice/contract';
import { serverRecord } from '@/components/data-table/server-list';
import { appApi } from '@/lib/http';
import { accountListKeys } from './query-keys';

/** GET /v1/account-list/{id} — one user with the bots they subscribed to. */
export const { get: getTgAccount, queryOptions: getTgAccountQueryOptions } = serverRecord(
  appApi,
  '/v1/account-list',
  tgAccountDetailSchema,
  accountListKeys.detail,
);

export function useTgAccount(id: number) {
  return useQuery(getTgAccountQueryOptions(id));
}
