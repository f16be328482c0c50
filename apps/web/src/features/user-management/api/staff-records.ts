import { userApi } from '@/lib/http';
import type { RecordCollection } from '@/lib/record-collection';
import { userManagementKeys } from './query-keys';

/** Staff accounts, for add, edit, bulk delete and Undo; each role's "accounts using it" count changes with them. */
export const accountRecords: RecordCollection = {
  api: userApi,
  path: '/v1/accounts',
  shownIn: [userManagementKeys.accounts, userManagementKeys.roles],
  restorable: true,
};

/** Roles, for add, edit, bulk delete and Undo; a renamed role shows under its new name in the account list. */
export const roleRecords: RecordCollection = {
  api: userApi,
  path: '/v1/roles',
  shownIn: [userManagementKeys.roles, userManagementKeys.accounts],
  restorable: true,
};
