import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appApi } from '@/lib/http';
import { sponsorKeys } from './query-keys';

/** DELETE /v1/sponsor-client/{id} → 204; its sponsors are deleted with it. */
export async function deleteSponsorClient(id: number): Promise<void> {
  await appApi.delete(`/v1/sponsor-client/${id}`);
}

export function useDeleteSponsorClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSponsorClient, onSuccess: () => queryClient.invalidateQueries({ queryKey: sponsorKeys.all }) });
}
