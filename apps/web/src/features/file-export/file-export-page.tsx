import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EXPORT_SORTABLE, EXPORT_STATUSES, type Export } from '@backoffice/contract';
import { BulkDeleteAction } from '@/components/bulk-delete-action';
import { toListParams } from '@/components/data-table/list-params';
import type { FacetedFilterDef } from '@/components/data-table/types';
import type { ListRouteProps } from '@/components/data-table/use-table-url-state';
import { ListPage } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import { RecordDeleteDialog, deleteWording, useRecordDelete } from '@/components/record-delete-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { useSessionUser } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useRowDialog } from '@/lib/use-row-dialog';
import { useDownloadExport } from './api/download-export';
import { getExportsQueryOptions } from './api/get-exports';
import { exportableTypes } from './export-access';
import { getExportColumns } from './export-columns';
import { EXPORT_DATE_PARAMS, EXPORT_FILTER_KEYS, type ExportSearch } from './export-search';
import { settleExport, unwatchExport } from './export-watch';
import { exportRecords } from './api/export-records';

const ExportDialog = lazy(() => import('./export-dialog'));

/** /file-export/: the exports, their progress while they run, and their files to download. */
export function FileExportPage(route: ListRouteProps<ExportSearch>) {
  const { search } = route;
  const { t } = useTranslation('fileExport');
  const user = useSessionUser();
  const dialog = useRowDialog<Export>();
  const removal = useRecordDelete(exportRecords);
  const { openDialog } = dialog;
  const [creating, setCreating] = useState({ open: false, round: 0 });
  const download = useDownloadExport();
  const downloadingId = download.isPending ? download.variables : undefined;
  const { mutate: startDownload } = download;

  const columns = useMemo(
    () =>
      getExportColumns(t, {
        onDownload: (job) => startDownload(job.id, { onError: (error) => notify.error(errorMessage(error)) }),
        onDelete: (job) => openDialog('delete', job),
        downloadingId,
      }),
    [t, startDownload, openDialog, downloadingId],
  );
  const permissions = user?.permissions;
  const filters = useMemo<FacetedFilterDef[]>(
    () => [
      {
        id: 'type',
        title: t('columns.type'),
        options: exportableTypes(permissions ?? []).map((type) => ({ value: type, label: t(`types.${type}`) })),
      },
      {
        id: 'status',
        title: t('columns.status'),
        options: EXPORT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
      },
    ],
    [t, permissions],
  );

  // The page the table shows (the table fetches and polls it): a job seen Pending is announced when it ends.
  const shown = useQuery({
    ...getExportsQueryOptions(toListParams(search, { filterKeys: EXPORT_FILTER_KEYS, dateParams: EXPORT_DATE_PARAMS })),
    enabled: false,
  });
  useEffect(() => {
    for (const job of shown.data?.data.data ?? []) settleExport(job);
  }, [shown.data]);

  return (
    <ListPage
      header={<PageHeader title={t('title')} description={t('description')} />}
      columns={columns}
      sortable={EXPORT_SORTABLE}
      {...route}
      queryOptions={getExportsQueryOptions}
      filters={filters}
      dateFilter={{ title: t('createdDate'), params: EXPORT_DATE_PARAMS }}
      searchPlaceholder={t('searchPlaceholder')}
      listId="file-export"
      bulk={{
        rowName: (job) => job.name,
        actions: (selected, clear) => (
          <BulkDeleteAction collection={exportRecords} selected={selected} onDone={clear} />
        ),
      }}
      actions={
        <Button
          size="sm"
          className="h-8"
          onClick={() => setCreating((current) => ({ open: true, round: current.round + 1 }))}
        >
          <PlusIcon aria-hidden="true" />
          {t('action.new')}
        </Button>
      }
    >
      {creating.round > 0 && (
        <Suspense fallback={null}>
          <ExportDialog
            key={creating.round}
            open={creating.open}
            onOpenChange={(open) => setCreating((current) => ({ ...current, open }))}
            filters={{}}
            range={{}}
          />
        </Suspense>
      )}
      {/* Deletes an export and its file. */}
      <RecordDeleteDialog
        open={dialog.isOpen('delete')}
        onOpenChange={dialog.onOpenChange}
        record={dialog.kind === 'delete' ? dialog.row : undefined}
        {...removal}
        wording={(job) => deleteWording(t, '', t('delete.description', { name: job.name }))}
        afterRemove={(job) => unwatchExport(job.id)}
      />
    </ListPage>
  );
}
