import { useMemo } from 'react';
import { PlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_SORTABLE, ACTIVE_STATUSES, type Account } from '@backoffice/contract';
import { BulkDeleteAction } from '@/components/bulk-delete-action';
import { DataTable } from '@/components/data-table/data-table';
import type { SearchChangeFn } from '@/components/data-table/use-table-url-state';
import type { FacetedFilterDef } from '@/components/data-table/types';
import { Button } from '@/components/ui/button';
import { getAccountsQueryOptions } from '../api/get-accounts';
import { useRoleOptions } from '../api/get-role-options';
import { accountRecords } from '../api/staff-records';
import { PageHeader } from '@/components/page-header';
import { useRowDialog } from '@/lib/use-row-dialog';
import { useSessionUser } from '@/lib/session';
import { getAccountColumns } from './account-columns';
import { AccountDeleteDialog } from './account-delete-dialog';
import { AccountFormDialog } from './account-form-dialog';
import type { AccountSearch } from './account-search';

interface AccountManagementPageProps {
  search: AccountSearch;
  onSearchChange: SearchChangeFn<AccountSearch>;
}

/** /user/account-management: the staff accounts, with add, edit and delete. */
export function AccountManagementPage({ search, onSearchChange }: AccountManagementPageProps) {
  const { t } = useTranslation('userManagement');
  const dialog = useRowDialog<Account>();
  const { openDialog } = dialog;
  const roles = useRoleOptions();
  const userId = useSessionUser()?.id;

  const locks = useMemo(() => {
    // An account whose role the user may not assign holds more than the user: the server refuses any
    // change to it (docs/decisions/0012-grant-rules.md). Unknown roles are left to the server.
    const outranking = new Set((roles.data ?? []).filter((role) => !role.assignable).map((role) => role.id));
    return {
      lockedReason: (account: Account) => (account.id !== userId && outranking.has(account.role.id) ? t('account.outranksYou') : undefined),
      deleteLockedReason: (account: Account) => (account.id === userId ? t('account.cannotDeleteSelf') : undefined),
    };
  }, [t, roles.data, userId]);
  const columns = useMemo(
    () => getAccountColumns(t, { onEdit: (account) => openDialog('edit', account), onDelete: (account) => openDialog('delete', account), ...locks }),
    [t, openDialog, locks],
  );

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
    <div className="flex flex-col gap-6">
      <PageHeader title={t('account.title')} description={t('account.description')} />
      <DataTable
        columns={columns}
        sortable={ACCOUNT_SORTABLE}
        search={search}
        onSearchChange={onSearchChange}
        queryOptions={getAccountsQueryOptions}
        filters={filters}
        dateFilter={{ title: t('common.createdDate') }}
        searchPlaceholder={t('account.searchPlaceholder')}
        listId="staff-account"
        getRowId={(account) => String(account.id)}
        bulk={{
          rowName: (account) => account.email,
          // What a row's Delete refuses, its checkbox refuses too.
          canSelect: (account) => (locks.lockedReason(account) ?? locks.deleteLockedReason(account)) === undefined,
          actions: (selected, clear) => <BulkDeleteAction collection={accountRecords} selected={selected} onDone={clear} />,
        }}
        exportList={{ type: 'staff-account' }}
        actions={
          <Button size="sm" className="h-8" onClick={() => openDialog('create')}>
            <PlusIcon aria-hidden="true" />
            {t('account.add')}
          </Button>
        }
      />
      <AccountFormDialog
        open={dialog.isOpen('create') || dialog.isOpen('edit')}
        onOpenChange={dialog.onOpenChange}
        account={dialog.kind === 'edit' ? dialog.row : undefined}
      />
      <AccountDeleteDialog
        open={dialog.isOpen('delete')}
        onOpenChange={dialog.onOpenChange}
        account={dialog.kind === 'delete' ? dialog.row : undefined}
      />
    </div>
  );
}
