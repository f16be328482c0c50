import { useCallback, useMemo, useState } from 'react';
import { PlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STALKER_LIST, type Stalker } from '@backoffice/contract';
import { BulkDeleteAction } from '@/components/bulk-delete-action';
import { DataTable } from '@/components/data-table/data-table';
import { listToolbar } from '@/components/data-table/list-toolbar';
import type { SearchChangeFn } from '@/components/data-table/use-table-url-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { getStalkersQueryOptions } from './api/get-stalkers';
import { getStalkerColumns } from './stalker-columns';
import { StalkerDeleteDialog } from './stalker-delete-dialog';
import { StalkerFormDialog } from './stalker-form-dialog';
import { StalkerGroupsDialog } from './stalker-groups-dialog';
import type { StalkerSearch } from './stalker-search';
import { stalkerRecords } from './api/stalker-records';

interface StalkerListPageProps {
  search: StalkerSearch;
  onSearchChange: SearchChangeFn<StalkerSearch>;
}

type StalkerDialog = 'create' | 'edit' | 'groups' | 'delete';

/** /stalker/: the Telegram accounts that watch war groups; add, edit, assign groups, delete. */
export function StalkerListPage({ search, onSearchChange }: StalkerListPageProps) {
  const { t } = useTranslation('stalker');
  // The stalker is kept after closing so a dialog does not go blank while it animates out.
  const [dialog, setDialog] = useState<{ kind: StalkerDialog; stalker: Stalker | undefined; open: boolean }>({
    kind: 'create',
    stalker: undefined,
    open: false,
  });
  const openDialog = useCallback((kind: StalkerDialog, stalker?: Stalker) => setDialog({ kind, stalker, open: true }), []);
  const onOpenChange = (open: boolean) => setDialog((current) => ({ ...current, open }));
  const isOpen = (kind: StalkerDialog) => dialog.open && dialog.kind === kind;
  const rowOf = (kind: StalkerDialog) => (dialog.kind === kind ? dialog.stalker : undefined);

  const columns = useMemo(
    () =>
      getStalkerColumns(t, {
        onEdit: (stalker) => openDialog('edit', stalker),
        onGroups: (stalker) => openDialog('groups', stalker),
        onDelete: (stalker) => openDialog('delete', stalker),
      }),
    [t, openDialog],
  );
  const toolbar = useMemo(
    () =>
      listToolbar(STALKER_LIST, {
        facets: {
          status: { title: t('columns.status'), label: (value) => t(`status.${value}`) },
          health: { title: t('columns.health'), label: (value) => t(`health.${value}`) },
          group_type: { title: t('columns.groupType'), label: (value) => t(`groupType.${value}`) },
        },
        dates: t('createdDate'),
      }),
    [t],
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} description={t('description')} />
      <DataTable
        columns={columns}
        {...toolbar}
        search={search}
        onSearchChange={onSearchChange}
        queryOptions={getStalkersQueryOptions}
        searchPlaceholder={t('searchPlaceholder')}
        listId="stalker"
        getRowId={(stalker) => String(stalker.id)}
        bulk={{
          rowName: (stalker) => `@${stalker.username}`,
          actions: (selected, clear) => <BulkDeleteAction collection={stalkerRecords} selected={selected} onDone={clear} />,
        }}
        exportList={{ type: 'stalker', selection: true }}
        actions={
          <Button size="sm" className="h-8" onClick={() => openDialog('create')}>
            <PlusIcon aria-hidden="true" />
            {t('add')}
          </Button>
        }
      />
      <StalkerFormDialog open={isOpen('create') || isOpen('edit')} onOpenChange={onOpenChange} stalker={rowOf('edit')} />
      <StalkerGroupsDialog open={isOpen('groups')} onOpenChange={onOpenChange} stalker={rowOf('groups')} />
      <StalkerDeleteDialog open={isOpen('delete')} onOpenChange={onOpenChange} stalker={rowOf('delete')} />
    </div>
  );
}
