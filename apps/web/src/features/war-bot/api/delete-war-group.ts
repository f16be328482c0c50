import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appApi } from '@/lib/http';
import { warBotKeys } from './query-keys';

/** DELETE /v1/war-bot/groups/{id} → 204. */
export async function deleteWarGroup(id: number): Promise<void> {
  await appApi.delete(`/v1/war-bot/groups/${id}`);
}

export function useDeleteWarGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteWarGroup, onSuccess: () => queryClient.invalidateQueries({ queryKey: warBotKeys.all }) });
}
