import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appApi } from '@/lib/http';
import { adsKeywordKeys } from './query-keys';

/** DELETE /v1/ads-keyword/{id} → 204; the keyword's slots go with it. */
export async function deleteAdsKeyword(id: number): Promise<void> {
  await appApi.delete(`/v1/ads-keyword/${id}`);
}

export function useDeleteAdsKeyword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAdsKeyword, onSuccess: () => queryClient.invalidateQueries({ queryKey: adsKeywordKeys.keywords }) });
}
