import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appApi } from '@/lib/http';
import { exportKeys } from './query-keys';

/** DELETE /v1/exports/{id} → 204: the job and its file. */
export async function deleteExport(id: number): Promise<void> {
  await appApi.delete(`/v1/exports/${id}`);
}

export function useDeleteExport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteExport, onSuccess: () => queryClient.invalidateQueries({ queryKey: exportKeys.all }) });
}
