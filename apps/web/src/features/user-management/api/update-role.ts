import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataSchema, roleSchema, type Role, type UpdateRole } from '@backoffice/contract';
import { userApi } from '@/lib/http';
import { userManagementKeys } from './query-keys';

const roleAnswerSchema = dataSchema(roleSchema);

export interface UpdateRoleInput {
  id: number;
  changes: UpdateRole;
}

/** PATCH /v1/roles/{id} — only the fields that changed. */
export async function updateRole({ id, changes }: UpdateRoleInput): Promise<Role> {
  const answer = await userApi.patch(`/v1/roles/${id}`, changes, { parse: (data) => roleAnswerSchema.parse(data) });
  return answer.data;
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userManagementKeys.roles }),
        // A renamed role shows under its new name in the account list.
        queryClient.invalidateQueries({ queryKey: userManagementKeys.accounts }),
      ]),
  });
}
