import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataSchema, roleSchema, type CreateRole, type Role } from '@backoffice/contract';
import { userApi } from '@/lib/http';
import { userManagementKeys } from './query-keys';

const roleAnswerSchema = dataSchema(roleSchema);

/** POST /v1/roles */
export async function createRole(body: CreateRole): Promise<Role> {
  const answer = await userApi.post('/v1/roles', body, { parse: (data) => roleAnswerSchema.parse(data) });
  return answer.data;
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    // The list and the role picker both show the new role.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userManagementKeys.roles }),
  });
}
