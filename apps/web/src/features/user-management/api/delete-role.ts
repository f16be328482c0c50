import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userApi } from '@/lib/http';
import { userManagementKeys } from './query-keys';

/** DELETE /v1/roles/{id} → 204; 409 ROLE_IN_USE or BUILT_IN_ROLE when it may not go. */
export async function deleteRole(id: number): Promise<void> {
  await userApi.delete(`/v1/roles/${id}`);
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userManagementKeys.roles }),
  });
}
