import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { DownloadIcon, Loader2Icon, Trash2Icon } from 'lucide-react';
import type { Export, ExportStatus } from '@backoffice/contract';
import { actionsColumn } from '@/components/data-table/columns';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { MISSING, formatDateTime, orMissing, formatCount } from '@/lib/format';
import { formatFileSize } from './format-size';

export interface ExportRowHandlers {
  onDownload: (job: Export) => void;
  onDelete: (job: Export) => void;
  /** The export whose download link is being made, if any. */
  downloadingId: number | undefined;
}

const STATUS_BADGE: Record<ExportStatus, 'secondary' | 'success' | 'destructive' | 'outline'> = {
  Pending: 'secondary',
  Completed: 'success',
  Failed: 'destructive',
  Expired: 'outline',
};

function ExportProgress({ job, t }: { job: Export; t: TFunction<'fileExport'> }) {
  if (job.status !== 'Pending') return MISSING;
  const { done, total } = job.progress;
  return (
    <div className="flex min-w-32 flex-col gap-1">
      <Progress value={done} max={Math.max(total, 1)} aria-label={t('progress.label', { name: job.name })} />
      <span className="text-xs text-muted-foreground tabular-nums">{t('progress.count', { done, total })}</span>
    </div>
  );
}

/** Columns of the export list; ids are the API's sort names (EXPORT_SORTABLE). */
export function getExportColumns(t: TFunction<'fileExport'>, { onDownload, onDelete, downloadingId }: ExportRowHandlers): ColumnDef<Export>[] {
  const column = (id: string, title: string, cell: ColumnDef<Export>['cell'], className?: string): ColumnDef<Export> => ({
    id,
    header: ({ column: col }) => <DataTableColumnHeader column={col} title={title} />,
    meta: { title, className },
    cell,
  });
  return [
    { ...column('name', t('columns.name'), ({ row }) => <span className="font-medium">{row.original.name}</span>), enableHiding: false },
    column('type', t('columns.type'), ({ row }) => t(`types.${row.original.type}`)),
    column('status', t('columns.status'), ({ row }) => (
      <Badge variant={STATUS_BADGE[row.original.status]} title={row.original.error ?? undefined}>
        {row.original.status === 'Pending' && <Loader2Icon className="animate-spin" aria-hidden="true" />}
        {t(`status.${row.original.status}`)}
      </Badge>
    )),
    column('progress', t('columns.progress'), ({ row }) => <ExportProgress job={row.original} t={t} />),
    column('row_count', t('columns.rows'), ({ row }) => (row.original.row_count === null ? MISSING : formatCount(row.original.row_count)), 'text-right'),
    column('file_size', t('columns.size'), ({ row }) => formatFileSize(row.original.file_size), 'text-right'),
    column('created_by', t('columns.createdBy'), ({ row }) => orMissing(row.original.created_by)),
    column('created_at', t('columns.createdAt'), ({ row }) => formatDateTime(row.original.created_at)),
    actionsColumn<Export>(t('columns.actions'), (job) => {
      const downloadLabel = t('actions.download', { name: job.name });
      const deleteLabel = t('actions.delete', { name: job.name });
      return (
        <div className="flex items-center justify-end gap-1">
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={() => onDownload(job)}
            disabled={job.status !== 'Completed' || downloadingId === job.id}
            aria-label={downloadLabel}
            title={downloadLabel}
          >
            {downloadingId === job.id ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            className="text-destructive hover:text-destructive"
            onClick={() => onDelete(job)}
            aria-label={deleteLabel}
            title={deleteLabel}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      );
    }),
  ];
}
