import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataSchema, tgAccountDetailSchema, type TgAccountDetail } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { accountListKeys } from './query-keys';

const detailAnswerSchema = dataSchema(tgAccountDetailSchema);

/** GET /v1/account-list/{id} — one user with the bots they subscribed to. */
export async function getTgAccount(id: number, signal?: AbortSignal): Promise<TgAccountDetail> {
  const answer = await appApi.get(`/v1/account-list/${id}`, { signal, parse: (body) => detailAnswerSchema.parse(body) });
  return answer.data;
}

export function getTgAccountQueryOptions(id: number) {
  return queryOptions({ queryKey: accountListKeys.detail(id), queryFn: ({ signal }) => getTgAccount(id, signal) });
}

export function useTgAccount(id: number) {
  return useQuery(getTgAccountQueryOptions(id));
}
