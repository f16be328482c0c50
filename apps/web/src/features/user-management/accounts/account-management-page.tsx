import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_SORTABLE, ACTIVE_STATUSES, type Account } from '@backoffice/contract';
import type { ListRouteProps } from '@/components/data-table/use-table-url-state';
import type { FacetedFilterDef } from '@/components/data-table/types';
import { getAccountsQueryOptions } from '../api/get-accounts';
import { useRoleOptions } from '../api/get-role-options';
import { accountRecords } from '../api/staff-records';
import { RecordList, useRecordList } from '@/components/record-list';
import { useSessionUser } from '@/lib/session';
import { getAccountColumns } from './account-columns';
import { accountForm } from './account-form';
import type { AccountSearch } from './account-search';

/** /user/account-management: the staff accounts, with add, edit and delete. */
export function AccountManagementPage(route: ListRouteProps<AccountSearch>) {
  const { t } = useTranslation('userManagement');
  const list = useRecordList<Account>();
  const roles = useRoleOptions();
  const userId = useSessionUser()?.id;

  const locks = useMemo(() => {
    // An account whose role the user may not assign holds more than the user: the server refuses any
    // change to it (docs/decisions/0012-grant-rules.md). Unknown roles are left to the server.
    const outranking = new Set((roles.data ?? []).filter((role) => !role.assignable).map((role) => role.id));
    return {
      lockedReason: (account: Account) =>
        account.id !== userId && outranking.has(account.role.id) ? t('account.outranksYou') : undefined,
      deleteLockedReason: (account: Account) => (account.id === userId ? t('account.cannotDeleteSelf') : undefined),
    };
  }, [t, roles.data, userId]);
  const columns = useMemo(() => getAccountColumns(t, { ...list.rows, ...locks }), [t, list.rows, locks]);

  const filters = useMemo<FacetedFilterDef[]>(
    () => [
      {
        id: 'status',
        title: t('account.columns.status'),
        options: ACTIVE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
      },
      {
        id: 'role_id',
        title: t('account.columns.role'),
        options: (roles.data ?? []).map((role) => ({ value: role.id, label: role.name })),
      },
    ],
    [t, roles.data],
  );

  return (
    <RecordList
      list={list}
      columns={columns}
      sortable={ACCOUNT_SORTABLE}
      {...route}
      queryOptions={getAccountsQueryOptions}
      filters={filters}
      dateFilter={{ title: t('common.createdDate') }}
      listId="staff-account"
      collection={accountRecords}
      rowName={(account) => account.email}
      // What a row's Delete refuses, its checkbox refuses too.
      canSelect={(account) => (locks.lockedReason(account) ?? locks.deleteLockedReason(account)) === undefined}
      exportList={{ type: 'staff-account' }}
      words={{ t, prefix: 'account.' }}
      names={(account) => ({ email: account.email })}
      form={accountForm}
    />
  );
}
