import type { TFunction } from 'i18next';
import type { Role } from '@backoffice/contract';
import {
  column,
  countColumn,
  dateTimeColumn,
  displayColumn,
  rowActionsColumn,
  type RecordRowHandlers,
} from '@/components/data-table/columns';
import { orMissing } from '@/lib/format';
import { PermissionBadges } from './permission-badges';

export interface RoleRowHandlers extends RecordRowHandlers<Role> {
  /** Why the user may not edit or delete this role (it outranks them, or it is their own), if so. */
  lockedReason: (role: Role) => string | undefined;
}

/** Why a role cannot be deleted, if it cannot: built in, or held by accounts (the server would refuse with 409). */
export function deleteLockedReason(role: Role, t: TFunction<'userManagement'>): string | undefined {
  if (role.built_in) return t('role.builtInCannotDelete');
  if (role.account_count > 0) return t('role.inUseCannotDelete', { count: role.account_count });
  return undefined;
}

/**
 * Columns of the role list. Ids are the API's sort names (ROLE_SORTABLE) where sortable. The name, the
 * description and the permission badges wrap (a long word too) rather than widen the table: with the
 * sidebar open, a 1280 px screen leaves the list under 1000 px, and every column and row action stays in
 * view without a sideways scroll, the whole description shown.
 */
export function getRoleColumns(t: TFunction<'userManagement'>, { lockedReason, ...rows }: RoleRowHandlers) {
  return [
    column<Role>('name', t('role.columns.name'), {
      hideable: false,
      cell: (role) => <span className="font-medium [overflow-wrap:anywhere]">{role.name}</span>,
    }),
    column<Role>('description', t('role.columns.description'), {
      className: 'min-w-40 max-w-xs [overflow-wrap:anywhere]',
      cell: (role) => orMissing(role.description),
    }),
    column<Role>('permissions', t('role.columns.permissions'), {
      cell: (role) => <PermissionBadges permissions={role.permissions} />,
    }),
    displayColumn<Role>('requires_sso', t('role.columns.signIn'), (role) =>
      role.requires_sso ? t('role.signIn.sso') : t('role.signIn.any'),
    ),
    countColumn<Role>('account_count', t('role.columns.accounts'), 'text-right'),
    dateTimeColumn<Role>('created_at', t('role.columns.createdAt')),
    dateTimeColumn<Role>('updated_at', t('role.columns.updatedAt')),
    rowActionsColumn(t('common.actions'), (role) => role.name, rows, {
      edit: lockedReason,
      delete: (role) => lockedReason(role) ?? deleteLockedReason(role, t),
    }),
  ];
}
