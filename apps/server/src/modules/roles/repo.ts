import type { Permission, Role } from '@backoffice/contract';
import { ROLE_LIST, holdsEvery, type roleListQuerySchema } from '@backoffice/contract';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/schema.js';
import { liveCount } from '../../platform/db/records.js';
import { recordReads, type CreatedRecords } from '../../platform/db/list-filters.js';

type ListQuery = z.output<typeof roleListQuerySchema>;

/** The columns of a role as the API shows it, with its creator's name and how many live accounts hold it. */
function withDetails(query: CreatedRecords<'roles', 'r'>) {
  const accounts = liveCount('accounts', 'a', 'role_id', 'r.id').as('account_count');
  return query.select([
    'r.id',
    'r.name',
    'r.description',
    'r.built_in',
    'r.requires_sso',
    'r.created_at',
    'r.updated_at',
    'creator.username as created_by_name',
    accounts,
  ]);
}

const roleRows = recordReads('roles', 'r', {
  details: withDetails,
  toRecord: (row) => row,
  list: ROLE_LIST,
  columns: { id: 'r.id', name: 'r.name', description: 'r.description', created_at: 'r.created_at' },
});

type RoleRow = Awaited<ReturnType<ReturnType<typeof withDetails>['executeTakeFirstOrThrow']>>;

async function permissionsByRole(db: Executor, roleIds: number[]): Promise<Map<number, Permission[]>> {
  const map = new Map<number, Permission[]>();
  if (roleIds.length === 0) return map;
  const rows = await db
    .selectFrom('role_permissions')
    .select(['role_id', 'permission'])
    .where('role_id', 'in', roleIds)
    .orderBy('permission')
    .execute();
  for (const row of rows) map.set(row.role_id, [...(map.get(row.role_id) ?? []), row.permission as Permission]);
  return map;
}

function toRole(row: RoleRow, permissions: Permission[]): Role {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    permissions,
    built_in: row.built_in === 1,
    requires_sso: row.requires_sso === 1,
    account_count: Number(row.account_count ?? 0),
    created_at: row.created_at,
    created_by: row.created_by_name ?? null,
    updated_at: row.updated_at,
  };
}

export async function findRole(db: Executor, id: number): Promise<Role | undefined> {
  const row = await roleRows.find(db, id);
  if (!row) return undefined;
  const permissions = await permissionsByRole(db, [row.id]);
  return toRole(row, permissions.get(row.id) ?? []);
}

export async function listRoles(db: Executor, query: ListQuery) {
  const page = await roleRows.list(db, query);
  const permissions = await permissionsByRole(
    db,
    page.data.data.map((row) => row.id),
  );
  return { data: { ...page.data, data: page.data.data.map((row) => toRole(row, permissions.get(row.id) ?? [])) } };
}

/** Every live role for pickers, with whether a holder of `held` may assign it (docs/decisions/0012-grant-rules.md). */
export async function roleOptions(db: Executor, held: readonly Permission[]) {
  const roles = await db
    .selectFrom('roles')
    .select(['id', 'name'])
    .where('deleted_at', 'is', null)
    .orderBy('name')
    .execute();
  const permissions = await permissionsByRole(
    db,
    roles.map((role) => role.id),
  );
  return roles.map((role) => ({
    id: role.id,
    name: role.name,
    assignable: holdsEvery(held, permissions.get(role.id) ?? []),
  }));
}
