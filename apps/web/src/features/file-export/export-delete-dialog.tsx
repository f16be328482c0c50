import { useTranslation } from 'react-i18next';
import type { Export } from '@backoffice/contract';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import type { RecordDialogProps } from '@/components/record-form-dialog';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { useDeleteExport } from './api/delete-export';
import { unwatchExport } from './export-watch';

interface ExportDeleteDialogProps extends RecordDialogProps {
  job: Export | undefined;
}

/** Deletes an export and its file. */
export function ExportDeleteDialog({ open, onOpenChange, job }: ExportDeleteDialogProps) {
  const { t } = useTranslation('fileExport');
  const deleteExport = useDeleteExport();
  const confirm = useConfirmDelete(job, {
    remove: async (target) => {
      await deleteExport.mutateAsync(target.id);
      unwatchExport(target.id);
    },
    success: t('toast.deleted'),
    failure: (reason) => t('toast.deleteFailed', { reason }),
  });

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('delete.title')}
      description={t('delete.description', { name: job?.name ?? '' })}
      {...confirm}
    />
  );
}
