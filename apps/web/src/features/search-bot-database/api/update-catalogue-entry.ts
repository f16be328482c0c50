import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueEntrySchema, dataSchema, type CatalogueEntry, type UpdateCatalogueEntry } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { searchBotDatabaseKeys } from './query-keys';

const entryAnswerSchema = dataSchema(catalogueEntrySchema);

export interface UpdateCatalogueEntryInput {
  id: number;
  changes: UpdateCatalogueEntry;
}

/** PATCH /v1/catalogue/{id} — only the fields that changed. */
export async function updateCatalogueEntry({ id, changes }: UpdateCatalogueEntryInput): Promise<CatalogueEntry> {
  const answer = await appApi.patch(`/v1/catalogue/${id}`, changes, { parse: (data) => entryAnswerSchema.parse(data) });
  return answer.data;
}

export function useUpdateCatalogueEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCatalogueEntry, onSuccess: () => queryClient.invalidateQueries({ queryKey: searchBotDatabaseKeys.catalogue }) });
}
