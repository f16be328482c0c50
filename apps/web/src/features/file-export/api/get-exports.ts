import { queryOptions } from '@tanstack/react-query';
import { EXPORT_POLL_MS, exportSchema, pagedSchema, type Export, type Paged } from '@backoffice/contract';
import type { ListParams } from '@/components/data-table/list-params';
import { appApi } from '@/lib/http';
import { exportKeys } from './query-keys';

const exportPageSchema = pagedSchema(exportSchema);

/** GET /v1/exports — one page of the exports of the types this user may see. */
export function getExports(params: ListParams, signal?: AbortSignal): Promise<Paged<Export>> {
  return appApi.get('/v1/exports', { query: params, signal, parse: (body) => exportPageSchema.parse(body) });
}

/** Polls while any export on the page is Pending, so progress and status follow the job; idle otherwise. */
export function pollWhilePending(page: Paged<Export> | undefined): number | false {
  return page?.data.data.some((item) => item.status === 'Pending') ? EXPORT_POLL_MS : false;
}

export function getExportsQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: exportKeys.list(params),
    queryFn: ({ signal }) => getExports(params, signal),
    refetchInterval: (query) => pollWhilePending(query.state.data),
  });
}
