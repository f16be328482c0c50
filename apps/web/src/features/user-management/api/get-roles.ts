import { queryOptions } from '@tanstack/react-query';
import { pagedSchema, roleSchema, type Paged, type Role } from '@backoffice/contract';
import type { ListParams } from '@/components/data-table/list-params';
import { userApi } from '@/lib/http';
import { userManagementKeys } from './query-keys';

const rolePageSchema = pagedSchema(roleSchema);

/** GET /v1/roles/list — one page of roles. */
export function getRoles(params: ListParams, signal?: AbortSignal): Promise<Paged<Role>> {
  return userApi.get('/v1/roles/list', { query: params, signal, parse: (body) => rolePageSchema.parse(body) });
}

export function getRolesQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: userManagementKeys.roleList(params),
    queryFn: ({ signal }) => getRoles(params, signal),
  });
}
