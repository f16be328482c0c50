import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACTIVE_STATUSES,
  LIST_TYPES,
  TG_ACCOUNT_SORTABLE,
  TIERS,
  USER_TYPES,
  type TgAccount,
} from '@backoffice/contract';
import type { FacetedFilterDef } from '@/components/data-table/types';
import type { ListRouteProps } from '@/components/data-table/use-table-url-state';
import { ListPage } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import { getTgAccountsQueryOptions } from './api/get-tg-accounts';
import { getAccountColumns } from './account-columns';
import { AccountEditDialog } from './account-edit-dialog';
import type { AccountListSearch } from './account-list-search';

/** The date filter bounds last activity, under the API's own names for it. */
const LAST_ACTIVE_PARAMS = { from: 'from', to: 'to' } as const;

/** /account-list/: the bots' Telegram users, created by ingestion; staff classify them here. */
export function AccountListPage(route: ListRouteProps<AccountListSearch>) {
  const { t } = useTranslation('accountList');
  // The account is kept after closing so the dialog does not go blank while it animates out.
  const [editing, setEditing] = useState<{ account: TgAccount | undefined; open: boolean }>({
    account: undefined,
    open: false,
  });

  const columns = useMemo(
    () => getAccountColumns(t, { onEdit: (account) => setEditing({ account, open: true }) }),
    [t],
  );
  const filters = useMemo<FacetedFilterDef[]>(
    () => [
      {
        id: 'user_type',
        title: t('columns.userType'),
        options: USER_TYPES.map((value) => ({ value, label: t(`userType.${value}`) })),
      },
      {
        id: 'list_type',
        title: t('columns.listType'),
        options: LIST_TYPES.map((value) => ({ value, label: t(`listType.${value}`) })),
      },
      { id: 'tier', title: t('columns.tier'), options: TIERS.map((value) => ({ value, label: t(`tier.${value}`) })) },
      {
        id: 'status',
        title: t('columns.status'),
        options: ACTIVE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
      },
    ],
    [t],
  );

  return (
    <ListPage
      header={<PageHeader title={t('title')} description={t('description')} />}
      listId="account-list"
      columns={columns}
      sortable={TG_ACCOUNT_SORTABLE}
      {...route}
      queryOptions={getTgAccountsQueryOptions}
      filters={filters}
      dateFilter={{ title: t('filters.lastActive'), params: LAST_ACTIVE_PARAMS }}
      searchPlaceholder={t('searchPlaceholder')}
      exportList={{ type: 'account-list' }}
    >
      <AccountEditDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        account={editing.account}
      />
    </ListPage>
  );
}
