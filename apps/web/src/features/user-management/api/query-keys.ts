import type { ListParams } from '@/components/data-table/list-params';

/**
 * Query keys of the section. Mutations invalidate a whole branch ('accounts' or 'roles'): a change to a
 * role shows in the account list's role column and in the role picker as well.
 */
export const userManagementKeys = {
  accounts: ['user-management', 'accounts'] as const,
  accountList: (params: ListParams) => [...userManagementKeys.accounts, 'list', params] as const,
  roles: ['user-management', 'roles'] as const,
  roleList: (params: ListParams) => [...userManagementKeys.roles, 'list', params] as const,
  roleOptions: () => [...userManagementKeys.roles, 'options'] as const,
};
