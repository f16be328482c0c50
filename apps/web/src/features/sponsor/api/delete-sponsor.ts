import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appApi } from '@/lib/http';
import { sponsorKeys } from './query-keys';

/** DELETE /v1/sponsor/{id} → 204 */
export async function deleteSponsor(id: number): Promise<void> {
  await appApi.delete(`/v1/sponsor/${id}`);
}

export function useDeleteSponsor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSponsor, onSuccess: () => queryClient.invalidateQueries({ queryKey: sponsorKeys.all }) });
}
