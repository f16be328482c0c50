import { queryOptions } from '@tanstack/react-query';
import { pagedSchema, stalkerSchema, type Paged, type Stalker } from '@backoffice/contract';
import type { ListParams } from '@/components/data-table/list-params';
import { appApi } from '@/lib/http';
import { stalkerKeys } from './query-keys';

const stalkerPageSchema = pagedSchema(stalkerSchema);

/** GET /v1/stalker/list — one page of stalkers, session strings masked. */
export function getStalkers(params: ListParams, signal?: AbortSignal): Promise<Paged<Stalker>> {
  return appApi.get('/v1/stalker/list', { query: params, signal, parse: (body) => stalkerPageSchema.parse(body) });
}

export function getStalkersQueryOptions(params: ListParams) {
  return queryOptions({ queryKey: stalkerKeys.list(params), queryFn: ({ signal }) => getStalkers(params, signal) });
}
