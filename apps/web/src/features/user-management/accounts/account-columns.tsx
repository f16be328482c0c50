import type { TFunction } from 'i18next';
import type { Account } from '@backoffice/contract';
import {
  column,
  dateTimeColumn,
  optionalColumn,
  rowActionsColumn,
  statusColumn,
  type RecordRowHandlers,
} from '@/components/data-table/columns';

export interface AccountRowHandlers extends RecordRowHandlers<Account> {
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
  { lockedReason, deleteLockedReason, ...rows }: AccountRowHandlers,
) {
  return [
    column<Account>('email', t('account.columns.email'), { hideable: false }),
    column<Account>('username', t('account.columns.username')),
    column<Account>('role', t('account.columns.role'), { value: (account) => account.role.name }),
    statusColumn<Account>(t('account.columns.status'), (status) => t(`status.${status}`)),
    dateTimeColumn<Account>('last_login_at', t('account.columns.lastLogin')),
    dateTimeColumn<Account>('created_at', t('account.columns.createdAt')),
    optionalColumn<Account>('created_by', t('account.columns.createdBy')),
    dateTimeColumn<Account>('updated_at', t('account.columns.updatedAt')),
    rowActionsColumn(t('common.actions'), (account) => account.email, rows, {
      edit: lockedReason,
      delete: (account) => lockedReason(account) ?? deleteLockedReason(account),
    }),
  ];
}
