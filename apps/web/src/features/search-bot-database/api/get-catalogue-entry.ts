import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueEntrySchema, dataSchema, type CatalogueEntry } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { searchBotDatabaseKeys } from './query-keys';

const entryAnswerSchema = dataSchema(catalogueEntrySchema);

/** GET /v1/catalogue/{id} */
export async function getCatalogueEntry(id: number, signal?: AbortSignal): Promise<CatalogueEntry> {
  const answer = await appApi.get(`/v1/catalogue/${id}`, { signal, parse: (body) => entryAnswerSchema.parse(body) });
  return answer.data;
}

export function getCatalogueEntryQueryOptions(id: number) {
  return queryOptions({ queryKey: searchBotDatabaseKeys.catalogueEntry(id), queryFn: ({ signal }) => getCatalogueEntry(id, signal) });
}

export function useCatalogueEntry(id: number) {
  return useQuery(getCatalogueEntryQueryOptions(id));
}
