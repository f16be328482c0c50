import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appApi } from '@/lib/http';
import { stalkerKeys } from './query-keys';

/** DELETE /v1/stalker/{id} → 204; its session string is wiped and its groups freed. */
export async function deleteStalker(id: number): Promise<void> {
  await appApi.delete(`/v1/stalker/${id}`);
}

export function useDeleteStalker() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteStalker, onSuccess: () => queryClient.invalidateQueries({ queryKey: stalkerKeys.all }) });
}
