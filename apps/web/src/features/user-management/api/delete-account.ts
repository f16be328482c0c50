import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userApi } from '@/lib/http';
import { userManagementKeys } from './query-keys';

/** DELETE /v1/accounts/{id} → 204 */
export async function deleteAccount(id: number): Promise<void> {
  await userApi.delete(`/v1/accounts/${id}`);
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userManagementKeys.accounts }),
        // Each role's "accounts using it" count changes too.
        queryClient.invalidateQueries({ queryKey: userManagementKeys.roles }),
      ]),
  });
}
