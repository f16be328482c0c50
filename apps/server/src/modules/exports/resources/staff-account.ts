import { accountListQuerySchema, type Account } from '@backoffice/contract';
import { listAccounts } from '../../accounts/index.js';
import { pagedListResource } from '../resource.js';

/** Staff accounts as the list shows them: never a password or its hash (the list item has none). */
export const staffAccountExport = pagedListResource({
  type: 'staff-account',
  schema: accountListQuerySchema,
  range: { from: 'created_from', to: 'created_to', column: 'created_at' },
  list: listAccounts,
  columns: [
    { header: 'ID', value: (a: Account) => a.id },
    { header: 'Email', value: (a: Account) => a.email },
    { header: 'Username', value: (a: Account) => a.username },
    { header: 'Role', value: (a: Account) => a.role.name },
    { header: 'Status', value: (a: Account) => a.status },
    { header: 'Must reset password', value: (a: Account) => a.force_reset_password },
    { header: 'Last login at', value: (a: Account) => a.last_login_at },
    { header: 'Created at', value: (a: Account) => a.created_at },
    { header: 'Created by', value: (a: Account) => a.created_by },
    { header: 'Updated at', value: (a: Account) => a.updated_at },
  ],
});
