import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { Role } from '@backoffice/contract';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import { formatDateTime, orMissing, formatCount } from '@/lib/format';
import { RowActions } from '@/components/data-table/row-actions';
import { PermissionBadges } from './permission-badges';

export interface RoleRowHandlers {
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
  /** Why the user may not edit or delete this role (it outranks them, or it is their own), if so. */
  lockedReason: (role: Role) => string | undefined;
}

/** Why a role cannot be deleted, if it cannot: built in, or held by accounts (the server would refuse with 409). */
export function deleteLockedReason(role: Role, t: TFunction<'userManagement'>): string | undefined {
  if (role.built_in) return t('role.builtInCannotDelete');
  if (role.account_count > 0) return t('role.inUseCannotDelete', { count: role.account_count });
  return undefined;
}

/** Columns of the role list. Ids are the API's sort names (ROLE_SORTABLE) where sortable. */
export function getRoleColumns(t: TFunction<'userManagement'>, { onEdit, onDelete, lockedReason }: RoleRowHandlers): ColumnDef<Role>[] {
  const header =
    (title: string): ColumnDef<Role>['header'] =>
    ({ column }) => <DataTableColumnHeader column={column} title={title} />;
  return [
    {
      id: 'name',
      accessorKey: 'name',
      header: header(t('role.columns.name')),
      meta: { title: t('role.columns.name') },
      enableHiding: false,
      cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
    },
    {
      id: 'description',
      accessorKey: 'description',
      header: header(t('role.columns.description')),
      meta: { title: t('role.columns.description'), className: 'max-w-xs' },
      cell: ({ row }) => (
        <span className="block truncate" title={row.original.description}>
          {orMissing(row.original.description)}
        </span>
      ),
    },
    {
      id: 'permissions',
      accessorKey: 'permissions',
      header: header(t('role.columns.permissions')),
      meta: { title: t('role.columns.permissions') },
      cell: ({ row }) => <PermissionBadges permissions={row.original.permissions} />,
    },
    {
      id: 'account_count',
      accessorKey: 'account_count',
      header: header(t('role.columns.accounts')),
      meta: { title: t('role.columns.accounts'), className: 'text-right' },
      cell: ({ row }) => formatCount(row.original.account_count),
    },
    {
      id: 'created_at',
      accessorKey: 'created_at',
      header: header(t('role.columns.createdAt')),
      meta: { title: t('role.columns.createdAt') },
      cell: ({ row }) => formatDateTime(row.original.created_at),
    },
    {
      id: 'updated_at',
      accessorKey: 'updated_at',
      header: header(t('role.columns.updatedAt')),
      meta: { title: t('role.columns.updatedAt') },
      cell: ({ row }) => formatDateTime(row.original.updated_at),
    },
    {
      id: 'actions',
      header: () => <div className="text-right">{t('common.actions')}</div>,
      meta: { title: t('common.actions'), className: 'w-24 text-right' },
      enableHiding: false,
      cell: ({ row }) => {
        const locked = lockedReason(row.original);
        return (
          <RowActions
            name={row.original.name}
            onEdit={() => onEdit(row.original)}
            onDelete={() => onDelete(row.original)}
            editDisabledReason={locked}
            deleteDisabledReason={locked ?? deleteLockedReason(row.original, t)}
          />
        );
      },
    },
  ];
}
