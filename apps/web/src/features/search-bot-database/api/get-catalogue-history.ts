import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueHistoryEntrySchema, pagedSchema, type CatalogueHistoryEntry, type Paged } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { searchBotDatabaseKeys } from './query-keys';

const historyPageSchema = pagedSchema(catalogueHistoryEntrySchema);
export const HISTORY_PAGE_SIZE = 10;

/** GET /v1/catalogue/{id}/history — the entry's changes from the audit log, newest first. */
export function getCatalogueHistory(
  id: number,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<CatalogueHistoryEntry>> {
  return appApi.get(`/v1/catalogue/${id}/history`, {
    query: { per_page: HISTORY_PAGE_SIZE, current_page: page },
    signal,
    parse: (body) => historyPageSchema.parse(body),
  });
}

export function getCatalogueHistoryQueryOptions(id: number, page: number) {
  return queryOptions({
    queryKey: searchBotDatabaseKeys.catalogueHistory(id, page),
    queryFn: ({ signal }) => getCatalogueHistory(id, page, signal),
  });
}

export function useCatalogueHistory(id: number, page: number) {
  return useQuery({ ...getCatalogueHistoryQueryOptions(id, page), placeholderData: keepPreviousData });
}
