import { useQuery } from '@tanstack/react-query';
import { catalogueEntrySchema } from '@backoffice/contract';
import { serverRecord } from '@/components/data-table/server-list';
import { appApi } from '@/lib/http';
import { searchBotDatabaseKeys } from './query-keys';

/** GET /v1/catalogue/{id} */
export const { get: getCatalogueEntry, queryOptions: getCatalogueEntryQueryOptions } = serverRecord(
  appApi,
  '/v1/catalogue',
  catalogueEntrySchema,
  searchBotDatabaseKeys.catalogueEntry,
);

export function useCatalogueEntry(id: number) {
  return useQuery(getCatalogueEntryQueryOptions(id));
}
