import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_LIST, holdsEvery, type Role } from '@backoffice/contract';
import type { ListRouteProps } from '@/components/data-table/use-table-url-state';
import { getRolesQueryOptions } from '../api/get-roles';
import { roleRecords } from '../api/staff-records';
import { PageHeader } from '@/components/page-header';
import { RecordList, useRecordList } from '@/components/record-list';
import { useSessionUser } from '@/lib/session';
import { MfaPolicyButton } from './mfa-policy-button';
import { deleteLockedReason, getRoleColumns } from './role-columns';
import { roleForm } from './role-form';
import type { RoleSearch } from './role-search';

/** /user/role-management: the roles and their permissions, with add, edit and delete. */
export function RoleManagementPage(route: ListRouteProps<RoleSearch>) {
  const { t } = useTranslation('userManagement');
  const list = useRecordList<Role>();
  const user = useSessionUser();

  const lockedReason = useMemo(() => {
    const held = user?.permissions ?? [];
    // The server refuses these (docs/decisions/0012-grant-rules.md); the console says why up front.
    return (role: Role) => {
      if (!holdsEvery(held, role.permissions)) return t('role.outranksYou');
      if (role.id === user?.role.id && !held.includes('ALL')) return t('role.ownRole');
      return undefined;
    };
  }, [t, user]);
  const columns = useMemo(() => getRoleColumns(t, { ...list.rows, lockedReason }), [t, list.rows, lockedReason]);

  return (
    <RecordList
      list={list}
      header={
        <div className="flex flex-wrap items-start justify-between gap-4">
          <PageHeader title={t('role.title')} description={t('role.description')} />
          <MfaPolicyButton />
        </div>
      }
      columns={columns}
      sortable={ROLE_LIST.sortable}
      {...route}
      queryOptions={getRolesQueryOptions}
      dateFilter={{ title: t('common.createdDate') }}
      listId="role"
      collection={roleRecords}
      rowName={(role) => role.name}
      // What a row's Delete refuses, its checkbox refuses too.
      canSelect={(role) => (lockedReason(role) ?? deleteLockedReason(role, t)) === undefined}
      exportList={{ type: 'role', selection: true }}
      words={{ t, prefix: 'role.' }}
      names={(role) => ({ name: role.name, count: role.account_count })}
      // A role accounts still hold says how many: the server refuses it (ROLE_IN_USE) until they move to another role.
      deleteDescription={(role) =>
        t(role.account_count > 0 ? 'role.delete.descriptionInUse' : 'role.delete.description', {
          name: role.name,
          count: role.account_count,
        })
      }
      form={roleForm}
    />
  );
}
