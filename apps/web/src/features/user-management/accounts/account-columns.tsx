import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { Account } from '@backoffice/contract';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import { Badge } from '@/components/ui/badge';
import { formatDateTime, orMissing } from '@/lib/format';
import { RowActions } from '@/components/data-table/row-actions';

export interface AccountRowHandlers {
  onEdit: (account: Account) => void;
  onDelete: (account: Account) => void;
  /** Why the user may not edit or delete this account at all (it outranks them), if so. */
  lockedReason: (account: Account) => string | undefined;
  /** Why the user may not delete this account (their own), if so. */
  deleteLockedReason: (account: Account) => string | undefined;
}

/**
 * Columns of the account list. Ids are the API's sort names; the table offers sorting on those in
 * ACCOUNT_SORTABLE only.
 */
export function getAccountColumns(
  t: TFunction<'userManagement'>,
  { onEdit, onDelete, lockedReason, deleteLockedReason }: AccountRowHandlers,
): ColumnDef<Account>[] {
  const header =
    (title: string): ColumnDef<Account>['header'] =>
    ({ column }) => <DataTableColumnHeader column={column} title={title} />;
  return [
    {
      id: 'email',
      accessorKey: 'email',
      header: header(t('account.columns.email')),
      meta: { title: t('account.columns.email') },
      enableHiding: false,
    },
    {
      id: 'username',
      accessorKey: 'username',
      header: header(t('account.columns.username')),
      meta: { title: t('account.columns.username') },
    },
    {
      id: 'role',
      accessorFn: (account) => account.role.name,
      header: header(t('account.columns.role')),
      meta: { title: t('account.columns.role') },
    },
    {
      id: 'status',
      accessorKey: 'status',
      header: header(t('account.columns.status')),
      meta: { title: t('account.columns.status') },
      cell: ({ row }) => (
        <Badge variant={row.original.status === 'Active' ? 'success' : 'secondary'}>
          {t(`status.${row.original.status}`)}
        </Badge>
      ),
    },
    {
      id: 'last_login_at',
      accessorKey: 'last_login_at',
      header: header(t('account.columns.lastLogin')),
      meta: { title: t('account.columns.lastLogin') },
      cell: ({ row }) => formatDateTime(row.original.last_login_at),
    },
    {
      id: 'created_at',
      accessorKey: 'created_at',
      header: header(t('account.columns.createdAt')),
      meta: { title: t('account.columns.createdAt') },
      cell: ({ row }) => formatDateTime(row.original.created_at),
    },
    {
      id: 'created_by',
      accessorKey: 'created_by',
      header: header(t('account.columns.createdBy')),
      meta: { title: t('account.columns.createdBy') },
      cell: ({ row }) => orMissing(row.original.created_by),
    },
    {
      id: 'updated_at',
      accessorKey: 'updated_at',
      header: header(t('account.columns.updatedAt')),
      meta: { title: t('account.columns.updatedAt') },
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
            name={row.original.email}
            onEdit={() => onEdit(row.original)}
            onDelete={() => onDelete(row.original)}
            editDisabledReason={locked}
            deleteDisabledReason={locked ?? deleteLockedReason(row.original)}
          />
        );
      },
    },
  ];
}
