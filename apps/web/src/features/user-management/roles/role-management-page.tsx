import { useMemo } from 'react';
import { PlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ROLE_LIST, holdsEvery, type Role } from '@backoffice/contract';
import { BulkDeleteAction } from '@/components/bulk-delete-action';
import { DataTable } from '@/components/data-table/data-table';
import type { SearchChangeFn } from '@/components/data-table/use-table-url-state';
import { Button } from '@/components/ui/button';
import { getRolesQueryOptions } from '../api/get-roles';
import { roleRecords } from '../api/staff-records';
import { PageHeader } from '@/components/page-header';
import { useRowDialog } from '@/lib/use-row-dialog';
import { useSessionUser } from '@/lib/session';
import { MfaPolicyButton } from './mfa-policy-dialog';
import { deleteLockedReason, getRoleColumns } from './role-columns';
import { RoleDeleteDialog } from './role-delete-dialog';
import { RoleFormDialog } from './role-form-dialog';
import type { RoleSearch } from './role-search';

interface RoleManagementPageProps {
  search: RoleSearch;
  onSearchChange: SearchChangeFn<RoleSearch>;
}

/** /user/role-management: the roles and their permissions, with add, edit and delete. */
export function RoleManagementPage({ search, onSearchChange }: RoleManagementPageProps) {
  const { t } = useTranslation('userManagement');
  const dialog = useRowDialog<Role>();
  const { openDialog } = dialog;
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
  const columns = useMemo(
    () => getRoleColumns(t, { onEdit: (role) => openDialog('edit', role), onDelete: (role) => openDialog('delete', role), lockedReason }),
    [t, openDialog, lockedReason],
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeader title={t('role.title')} description={t('role.description')} />
        <MfaPolicyButton />
      </div>
      <DataTable
        columns={columns}
        sortable={ROLE_LIST.sortable}
        search={search}
        onSearchChange={onSearchChange}
        queryOptions={getRolesQueryOptions}
        dateFilter={{ title: t('common.createdDate') }}
        searchPlaceholder={t('role.searchPlaceholder')}
        listId="role"
        getRowId={(role) => String(role.id)}
        bulk={{
          rowName: (role) => role.name,
          // What a row's Delete refuses, its checkbox refuses too.
          canSelect: (role) => (lockedReason(role) ?? deleteLockedReason(role, t)) === undefined,
          actions: (selected, clear) => <BulkDeleteAction collection={roleRecords} selected={selected} onDone={clear} />,
        }}
        exportList={{ type: 'role', selection: true }}
        actions={
          <Button size="sm" className="h-8" onClick={() => openDialog('create')}>
            <PlusIcon aria-hidden="true" />
            {t('role.add')}
          </Button>
        }
      />
      <RoleFormDialog
        open={dialog.isOpen('create') || dialog.isOpen('edit')}
        onOpenChange={dialog.onOpenChange}
        role={dialog.kind === 'edit' ? dialog.row : undefined}
      />
      <RoleDeleteDialog
        open={dialog.isOpen('delete')}
        onOpenChange={dialog.onOpenChange}
        role={dialog.kind === 'delete' ? dialog.row : undefined}
      />
    </div>
  );
}
