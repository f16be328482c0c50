import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { pagedSchema, type Paged } from '@backoffice/contract';
import type { ApiClient } from '@/lib/http';
import type { ListParams } from './list-params';

/**
 * A server list as the data table reads it: `get` fetches one page (`GET <path>` with the list's params,
 * checked as a page of rows by the row's contract schema) and `queryOptions` caches it under `key(params)`.
 */
export function serverList<S extends z.ZodMiniType, K extends QueryKey>(api: ApiClient, path: string, row: S, key: (params: ListParams) => K) {
  const page = pagedSchema(row);
  const get = (params: ListParams, signal?: AbortSignal): Promise<Paged<z.output<S>>> =>
    api.get(path, { query: params, signal, parse: (body) => page.parse(body) as Paged<z.output<S>> });
  return {
    get,
    queryOptions: (params: ListParams) => queryOptions({ queryKey: key(params), queryFn: ({ signal }) => get(params, signal) }),
  };
}
