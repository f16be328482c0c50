import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleOptionsSchema } from '@backoffice/contract';
import { userApi } from '@/lib/http';
import { userManagementKeys } from './query-keys';

export interface RoleOption {
  id: number;
  name: string;
  /** The signed-in user holds every permission of this role, so may give it (docs/decisions/0012-grant-rules.md). */
  assignable: boolean;
}

/**
 * GET /v1/roles/options — every role's id and name, for the role picker and the role filter, and
 * whether the signed-in user may assign it. An account whose role is not assignable outranks the user.
 */
export async function getRoleOptions(signal?: AbortSignal): Promise<RoleOption[]> {
  const answer = await userApi.get('/v1/roles/options', {
    signal,
    parse: (body) => roleOptionsSchema.parse(body),
  });
  return answer.data;
}

export function getRoleOptionsQueryOptions() {
  return queryOptions({
    queryKey: userManagementKeys.roleOptions(),
    queryFn: ({ signal }) => getRoleOptions(signal),
  });
}

export function useRoleOptions() {
  return useQuery(getRoleOptionsQueryOptions());
}
