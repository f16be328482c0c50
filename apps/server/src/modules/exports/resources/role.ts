import { roleListQuerySchema, type Role } from '@backoffice/contract';
import { listRoles } from '../../roles/index.js';
import { pagedListResource } from '../resource.js';

export const roleExport = pagedListResource({
  type: 'role',
  schema: roleListQuerySchema,
  range: { from: 'created_from', to: 'created_to', column: 'created_at' },
  list: listRoles,
  columns: [
    { header: 'ID', value: (r: Role) => r.id },
    { header: 'Name', value: (r: Role) => r.name },
    { header: 'Description', value: (r: Role) => r.description },
    { header: 'Permissions', value: (r: Role) => r.permissions.join(', ') },
    { header: 'Built in', value: (r: Role) => r.built_in },
    { header: 'Accounts', value: (r: Role) => r.account_count },
    { header: 'Created at', value: (r: Role) => r.created_at },
    { header: 'Created by', value: (r: Role) => r.created_by },
    { header: 'Updated at', value: (r: Role) => r.updated_at },
  ],
});
