import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleOptionsSchema } from '@backoffice/contract';
import { userApi } from '@/lib/http';
import { userManagementKeys } from './query-keys';

export interface RoleOption {
  id: number;
  name: string;
}

/** GET /v1/roles/options — every role's id and name, for the role picker and the role filter. */
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
