import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appApi } from '@/lib/http';
import { keywordMessageKeys } from './query-keys';

/** DELETE /v1/keyword-message/{id} → 204; the keyword may get a new message afterwards. */
export async function deleteKeywordMessage(id: number): Promise<void> {
  await appApi.delete(`/v1/keyword-message/${id}`);
}

export function useDeleteKeywordMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKeywordMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keywordMessageKeys.all }),
  });
}
