import { queryOptions } from '@tanstack/react-query';
import { EXPORT_POLL_MS, exportSchema, type Export } from '@backoffice/contract';
import * as z from 'zod/mini';
import { appApi } from '@/lib/http';
import { exportKeys } from './query-keys';

const exportAnswerSchema = z.object({ data: exportSchema });

/** GET /v1/exports/{id} */
export async function getExport(id: number, signal?: AbortSignal): Promise<Export> {
  const answer = await appApi.get(`/v1/exports/${id}`, { signal, parse: (body) => exportAnswerSchema.parse(body) });
  return answer.data;
}

/** One export, polled until it is no longer Pending. */
export function getExportQueryOptions(id: number) {
  return queryOptions({
    queryKey: exportKeys.detail(id),
    queryFn: ({ signal }) => getExport(id, signal),
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'Pending' ? false : EXPORT_POLL_MS),
  });
}
