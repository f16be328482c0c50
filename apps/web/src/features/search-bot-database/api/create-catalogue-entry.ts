import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueEntrySchema, dataSchema, type CatalogueEntry, type CreateCatalogueEntry } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { searchBotDatabaseKeys } from './query-keys';

const entryAnswerSchema = dataSchema(catalogueEntrySchema);

/** POST /v1/catalogue */
export async function createCatalogueEntry(body: CreateCatalogueEntry): Promise<CatalogueEntry> {
  const answer = await appApi.post('/v1/catalogue', body, { parse: (data) => entryAnswerSchema.parse(data) });
  return answer.data;
}

export function useCreateCatalogueEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCatalogueEntry, onSuccess: () => queryClient.invalidateQueries({ queryKey: searchBotDatabaseKeys.catalogue }) });
}
