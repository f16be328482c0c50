import { roleSchema } from '@backoffice/contract';
import { serverList } from '@/components/data-table/server-list';
import { userApi } from '@/lib/http';
import { userManagementKeys } from './query-keys';

/** GET /v1/roles/list — one page of roles. */
export const { get: getRoles, queryOptions: getRolesQueryOptions } = serverList(
  userApi,
  '/v1/roles/list',
  roleSchema,
  userManagementKeys.roleList,
);
