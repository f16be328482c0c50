import { userApi } from '@/lib/http';
import type { RecordCollection } from '@/lib/record-collection';
import { userManagementKeys } from './query-keys';

/** Staff accounts, for bulk delete and Undo; each role's "accounts using it" count changes with them. */
export const accountRecords: RecordCollection = {
  api: userApi,
  path: '/v1/accounts',
  shownIn: [userManagementKeys.accounts, userManagementKeys.roles],
  restorable: true,
};

/** Roles, for bulk delete and Undo. */
export const roleRecords: RecordCollection = { api: userApi, path: '/v1/roles', shownIn: [userManagementKeys.roles], restorable: true };
