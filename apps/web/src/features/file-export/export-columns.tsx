import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { DownloadIcon, Loader2Icon, Trash2Icon } from 'lucide-react';
import type { Export, ExportStatus } from '@backoffice/contract';
import { actionsColumn, displayColumn, NUMERIC_CELL } from '@/components/data-table/columns';
import { Badge } from '@/components/ui/badge';
import { RowAction } from '@/components/data-table/row-actions';
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
export function getExportColumns(
  t: TFunction<'fileExport'>,
  { onDownload, onDelete, downloadingId }: ExportRowHandlers,
): ColumnDef<Export>[] {
  const column = displayColumn<Export>;
  return [
    {
      ...column('name', t('columns.name'), (job) => <span className="font-medium">{job.name}</span>),
      enableHiding: false,
    },
    // An export in another format than CSV says so: two Audit Log exports may be different files.
    column('type', t('columns.type'), (job) =>
      job.format === 'csv'
        ? t(`types.${job.type}`)
        : t('typeInFormat', { type: t(`types.${job.type}`), format: t(`formats.${job.format}`) }),
    ),
    column('status', t('columns.status'), (job) => (
      <Badge variant={STATUS_BADGE[job.status]} title={job.error ?? undefined}>
        {job.status === 'Pending' && <Loader2Icon className="animate-spin" aria-hidden="true" />}
        {t(`status.${job.status}`)}
      </Badge>
    )),
    column('progress', t('columns.progress'), (job) => <ExportProgress job={job} t={t} />),
    column(
      'row_count',
      t('columns.rows'),
      (job) => (job.row_count === null ? MISSING : formatCount(job.row_count)),
      NUMERIC_CELL,
    ),
    column('file_size', t('columns.size'), (job) => formatFileSize(job.file_size), NUMERIC_CELL),
    column('created_by', t('columns.createdBy'), (job) => orMissing(job.created_by)),
    column('created_at', t('columns.createdAt'), (job) => formatDateTime(job.created_at)),
    actionsColumn<Export>(t('columns.actions'), (job) => (
      <div className="flex items-center justify-end gap-1">
        <RowAction
          label={t('actions.download', { name: job.name })}
          onClick={() => onDownload(job)}
          disabled={job.status !== 'Completed' || downloadingId === job.id}
          icon={
            downloadingId === job.id ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <DownloadIcon aria-hidden="true" />
            )
          }
        />
        <RowAction
          label={t('actions.delete', { name: job.name })}
          onClick={() => onDelete(job)}
          icon={<Trash2Icon aria-hidden="true" />}
          destructive
        />
      </div>
    )),
  ];
}
