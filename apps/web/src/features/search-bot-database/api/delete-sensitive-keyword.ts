import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appApi } from '@/lib/http';
import { searchBotDatabaseKeys } from './query-keys';

/** DELETE /v1/sensitive-keyword/{id} → 204 */
export async function deleteSensitiveKeyword(id: number): Promise<void> {
  await appApi.delete(`/v1/sensitive-keyword/${id}`);
}

export function useDeleteSensitiveKeyword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSensitiveKeyword, onSuccess: () => queryClient.invalidateQueries({ queryKey: searchBotDatabaseKeys.sensitiveKeywords }) });
}
