import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Link } from '@tanstack/react-router';
import { PencilIcon } from 'lucide-react';
import type { TgAccount } from '@backoffice/contract';
import { actionsColumn, displayColumn, NUMERIC_CELL } from '@/components/data-table/columns';
import { RowAction } from '@/components/data-table/row-actions';
import { formatDateTime, orMissing, formatCount } from '@/lib/format';
import { ListTypeBadge, StatusBadge, TierBadge, UserTypeBadge } from './account-badges';
import { accountName, fullName } from './account-name';

export interface AccountRowHandlers {
  onEdit: (account: TgAccount) => void;
}

/** Columns of the Account List; ids are the API's sort names. The TG ID opens the user's detail page. */
export function getAccountColumns(t: TFunction<'accountList'>, { onEdit }: AccountRowHandlers): ColumnDef<TgAccount>[] {
  const column = displayColumn<TgAccount>;
  return [
    {
      ...column('tg_id', t('columns.tgId'), (account) => (
        <Link
          to="/account-list/$id"
          params={{ id: String(account.id) }}
          className="font-medium tabular-nums underline-offset-4 hover:underline"
        >
          {account.tg_id}
        </Link>
      )),
      enableHiding: false,
    },
    // A handle is one long word: it may break anywhere rather than widen the table past its actions.
    column(
      'username',
      t('columns.username'),
      (account) => (account.username ? `@${account.username}` : orMissing(null)),
      '[overflow-wrap:anywhere]',
    ),
    column('name', t('columns.name'), (account) => orMissing(fullName(account))),
    column('user_type', t('columns.userType'), (account) => <UserTypeBadge value={account.user_type} />),
    column('list_type', t('columns.listType'), (account) => <ListTypeBadge value={account.list_type} />),
    column('tier', t('columns.tier'), (account) => <TierBadge value={account.tier} />),
    column('status', t('columns.status'), (account) => <StatusBadge value={account.status} />),
    column('first_seen_at', t('columns.firstSeen'), (account) => formatDateTime(account.first_seen_at)),
    column('last_active_at', t('columns.lastActive'), (account) => formatDateTime(account.last_active_at)),
    column(
      'subscription_count',
      t('columns.subscriptions'),
      (account) => formatCount(account.subscription_count),
      NUMERIC_CELL,
    ),
    actionsColumn<TgAccount>(
      t('columns.actions'),
      (account) => (
        <div className="flex justify-end">
          <RowAction
            label={t('edit.rowLabel', { name: accountName(account) })}
            onClick={() => onEdit(account)}
            icon={<PencilIcon aria-hidden="true" />}
          />
        </div>
      ),
      'w-16 text-right',
    ),
  ];
}
