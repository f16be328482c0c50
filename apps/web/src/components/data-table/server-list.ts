import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { dataSchema, pagedSchema, type Paged } from '@backoffice/contract';
import type { ApiClient } from '@/lib/http';
import type { ListParams } from './list-params';

/**
 * A server list as the data table reads it: `get` fetches one page (`GET <path>` with the list's params,
 * checked as a page of rows by the row's contract schema) and `queryOptions` caches it under `key(params)`.
 */
export function serverList<S extends z.ZodMiniType, K extends QueryKey>(
  api: ApiClient,
  path: string,
  row: S,
  key: (params: ListParams) => K,
) {
  const page = pagedSchema(row);
  const get = (params: ListParams, signal?: AbortSignal): Promise<Paged<z.output<S>>> =>
    api.get(path, { query: params, signal, parse: (body) => page.parse(body) as Paged<z.output<S>> });
  return {
    get,
    queryOptions: (params: ListParams) =>
      queryOptions({ queryKey: key(params), queryFn: ({ signal }) => get(params, signal) }),
  };
}

/**
 * One record as a detail page reads it: `get` fetches `GET <path>/<id>`, answered as `{ data: record }` and
 * checked by the record's contract schema, and `queryOptions` caches it under `key(id)`.
 */
export function serverRecord<S extends z.ZodMiniType, K extends QueryKey>(
  api: ApiClient,
  path: string,
  record: S,
  key: (id: number) => K,
) {
  const answer = dataSchema(record);
  const get = async (id: number, signal?: AbortSignal): Promise<z.output<S>> => {
    const body = await api.get(`${path}/${id}`, {
      signal,
      parse: (data) => answer.parse(data) as { data: z.output<S> },
    });
    return body.data;
  };
  return {
    get,
    queryOptions: (id: number) => queryOptions({ queryKey: key(id), queryFn: ({ signal }) => get(id, signal) }),
  };
}
