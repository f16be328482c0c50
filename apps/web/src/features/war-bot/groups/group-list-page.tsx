import { useMemo } from 'react';
import { PlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { WAR_GROUP_SIDES, WAR_GROUP_SORTABLE, WAR_GROUP_TYPES, type WarGroup } from '@backoffice/contract';
import { BulkDeleteAction } from '@/components/bulk-delete-action';
import { DataTable } from '@/components/data-table/data-table';
import type { FacetedFilterDef } from '@/components/data-table/types';
import type { SearchChangeFn } from '@/components/data-table/use-table-url-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useRowDialog } from '@/lib/use-row-dialog';
import { getWarGroupsQueryOptions } from '../api/get-war-groups';
import { getGroupColumns } from './group-columns';
import { GroupDeleteDialog } from './group-delete-dialog';
import { GroupFormDialog } from './group-form-dialog';
import type { GroupSearch } from './group-search';
import { groupName } from '../group-name';
import { warGroupRecords } from '../api/war-group-records';

interface GroupListPageProps {
  search: GroupSearch;
  onSearchChange: SearchChangeFn<GroupSearch>;
}

/** /war-bot/groups: the groups the War Bot watches, ours and rivals', with add, edit and remove. */
export function GroupListPage({ search, onSearchChange }: GroupListPageProps) {
  const { t } = useTranslation('warBot');
  const dialog = useRowDialog<WarGroup>();
  const { openDialog } = dialog;
  const columns = useMemo(
    () => getGroupColumns(t, { onEdit: (group) => openDialog('edit', group), onDelete: (group) => openDialog('delete', group) }),
    [t, openDialog],
  );
  const filters = useMemo<FacetedFilterDef[]>(
    () => [
      { id: 'side', title: t('groups.columns.side'), options: WAR_GROUP_SIDES.map((value) => ({ value, label: t(`side.${value}`) })) },
      { id: 'type', title: t('groups.columns.type'), options: WAR_GROUP_TYPES.map((value) => ({ value, label: t(`type.${value}`) })) },
    ],
    [t],
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('groups.title')} description={t('groups.description')} />
      <DataTable
        columns={columns}
        sortable={WAR_GROUP_SORTABLE}
        search={search}
        onSearchChange={onSearchChange}
        queryOptions={getWarGroupsQueryOptions}
        filters={filters}
        dateFilter={{ title: t('common.createdDate') }}
        searchPlaceholder={t('groups.searchPlaceholder')}
        listId="war-bot-group"
        getRowId={(group) => String(group.id)}
        bulk={{
          rowName: groupName,
          actions: (selected, clear) => <BulkDeleteAction collection={warGroupRecords} selected={selected} onDone={clear} />,
        }}
        exportList={{ type: 'war-group' }}
        actions={
          <Button size="sm" className="h-8" onClick={() => openDialog('create')}>
            <PlusIcon aria-hidden="true" />
            {t('groups.add')}
          </Button>
        }
      />
      <GroupFormDialog open={dialog.isOpen('create') || dialog.isOpen('edit')} onOpenChange={dialog.onOpenChange} group={dialog.kind === 'edit' ? dialog.row : undefined} />
      <GroupDeleteDialog open={dialog.isOpen('delete')} onOpenChange={dialog.onOpenChange} group={dialog.kind === 'delete' ? dialog.row : undefined} />
    </div>
  );
}
