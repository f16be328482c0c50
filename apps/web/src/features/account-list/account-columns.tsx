import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Link } from '@tanstack/react-router';
import { PencilIcon } from 'lucide-react';
import type { TgAccount } from '@backoffice/contract';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import { Button } from '@/components/ui/button';
import { formatDateTime, orMissing, formatCount } from '@/lib/format';
import { ListTypeBadge, StatusBadge, TierBadge, UserTypeBadge } from './account-badges';
import { accountName, fullName } from './account-name';

export interface AccountRowHandlers {
  onEdit: (account: TgAccount) => void;
}

/** Columns of the Account List; ids are the API's sort names. The TG ID opens the user's detail page. */
export function getAccountColumns(t: TFunction<'accountList'>, { onEdit }: AccountRowHandlers): ColumnDef<TgAccount>[] {
  const header =
    (title: string): ColumnDef<TgAccount>['header'] =>
    ({ column }) => <DataTableColumnHeader column={column} title={title} />;
  const column = (id: string, title: string, cell: ColumnDef<TgAccount>['cell'], className?: string): ColumnDef<TgAccount> => ({
    id,
    header: header(title),
    meta: { title, ...(className ? { className } : {}) },
    cell,
  });
  return [
    {
      ...column('tg_id', t('columns.tgId'), ({ row }) => (
        <Link to="/account-list/$id" params={{ id: String(row.original.id) }} className="font-medium tabular-nums underline-offset-4 hover:underline">
          {row.original.tg_id}
        </Link>
      )),
      enableHiding: false,
    },
    // A handle is one long word: it may break anywhere rather than widen the table past its actions.
    column('username', t('columns.username'), ({ row }) => (row.original.username ? `@${row.original.username}` : orMissing(null)), '[overflow-wrap:anywhere]'),
    column('name', t('columns.name'), ({ row }) => orMissing(fullName(row.original))),
    column('user_type', t('columns.userType'), ({ row }) => <UserTypeBadge value={row.original.user_type} />),
    column('list_type', t('columns.listType'), ({ row }) => <ListTypeBadge value={row.original.list_type} />),
    column('tier', t('columns.tier'), ({ row }) => <TierBadge value={row.original.tier} />),
    column('status', t('columns.status'), ({ row }) => <StatusBadge value={row.original.status} />),
    column('first_seen_at', t('columns.firstSeen'), ({ row }) => formatDateTime(row.original.first_seen_at)),
    column('last_active_at', t('columns.lastActive'), ({ row }) => formatDateTime(row.original.last_active_at)),
    column('subscription_count', t('columns.subscriptions'), ({ row }) => formatCount(row.original.subscription_count), 'text-right tabular-nums'),
    {
      id: 'actions',
      header: () => <div className="text-right">{t('columns.actions')}</div>,
      meta: { title: t('columns.actions'), className: 'w-16 text-right' },
      enableHiding: false,
      cell: ({ row }) => {
        const label = t('edit.rowLabel', { name: accountName(row.original) });
        return (
          <div className="flex justify-end">
            <Button variant="ghost" size="icon-sm" onClick={() => onEdit(row.original)} aria-label={label} title={label}>
              <PencilIcon aria-hidden="true" />
            </Button>
          </div>
        );
      },
    },
  ];
}
