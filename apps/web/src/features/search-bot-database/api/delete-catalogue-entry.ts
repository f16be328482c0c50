import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appApi } from '@/lib/http';
import { searchBotDatabaseKeys } from './query-keys';

/** DELETE /v1/catalogue/{id} → 204 */
export async function deleteCatalogueEntry(id: number): Promise<void> {
  await appApi.delete(`/v1/catalogue/${id}`);
}

export function useDeleteCatalogueEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCatalogueEntry, onSuccess: () => queryClient.invalidateQueries({ queryKey: searchBotDatabaseKeys.catalogue }) });
}
