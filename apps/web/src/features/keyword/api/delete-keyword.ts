import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KeywordType } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { keywordKeys } from './query-keys';

/** DELETE /v1/keyword/{type}/{id} → 204; the queue number becomes free again. */
export async function deleteKeyword(type: KeywordType, id: number): Promise<void> {
  await appApi.delete(`/v1/keyword/${type}/${id}`);
}

export function useDeleteKeyword(type: KeywordType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteKeyword(type, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keywordKeys.type(type) }),
  });
}
