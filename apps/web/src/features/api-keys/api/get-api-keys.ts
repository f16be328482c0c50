import { queryOptions } from '@tanstack/react-query';
import { apiKeySchema, pagedSchema, type ApiKey, type Paged } from '@backoffice/contract';
import type { ListParams } from '@/components/data-table/list-params';
import { appApi } from '@/lib/http';
import { apiKeyKeys } from './query-keys';

const apiKeyPageSchema = pagedSchema(apiKeySchema);

/** GET /v1/api-keys/list */
export function getApiKeys(params: ListParams, signal?: AbortSignal): Promise<Paged<ApiKey>> {
  return appApi.get('/v1/api-keys/list', { query: params, signal, parse: (body) => apiKeyPageSchema.parse(body) });
}

export function getApiKeysQueryOptions(params: ListParams) {
  return queryOptions({ queryKey: apiKeyKeys.list(params), queryFn: ({ signal }) => getApiKeys(params, signal) });
}
