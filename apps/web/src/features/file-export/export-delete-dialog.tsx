import { useTranslation } from 'react-i18next';
import type { Export } from '@backoffice/contract';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { useDeleteExport } from './api/delete-export';
import { unwatchExport } from './export-watch';

interface ExportDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  job: Export | undefined;
}

/** Deletes an export and its file. */
export function ExportDeleteDialog({ open, onOpenChange, job }: ExportDeleteDialogProps) {
  const { t } = useTranslation('fileExport');
  const deleteExport = useDeleteExport();

  async function onConfirm(): Promise<boolean> {
    if (!job) return false;
    try {
      await deleteExport.mutateAsync(job.id);
      unwatchExport(job.id);
      notify.success(t('toast.deleted'));
      return true;
    } catch (error) {
      notify.error(t('toast.deleteFailed', { reason: errorMessage(error) }));
      return false;
    }
  }

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('delete.title')}
      description={t('delete.description', { name: job?.name ?? '' })}
      onConfirm={onConfirm}
      pending={deleteExport.isPending}
    />
  );
}
