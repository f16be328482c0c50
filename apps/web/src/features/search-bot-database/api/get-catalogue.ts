import { queryOptions } from '@tanstack/react-query';
import { catalogueEntrySchema, pagedSchema, type CatalogueEntry, type Paged } from '@backoffice/contract';
import type { ListParams } from '@/components/data-table/list-params';
import { appApi } from '@/lib/http';
import { searchBotDatabaseKeys } from './query-keys';

const cataloguePageSchema = pagedSchema(catalogueEntrySchema);

/** GET /v1/catalogue/list — one page of the keyword database. */
export function getCatalogue(params: ListParams, signal?: AbortSignal): Promise<Paged<CatalogueEntry>> {
  return appApi.get('/v1/catalogue/list', { query: params, signal, parse: (body) => cataloguePageSchema.parse(body) });
}

export function getCatalogueQueryOptions(params: ListParams) {
  return queryOptions({ queryKey: searchBotDatabaseKeys.catalogueList(params), queryFn: ({ signal }) => getCatalogue(params, signal) });
}
