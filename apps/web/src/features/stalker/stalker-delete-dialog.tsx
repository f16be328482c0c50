import { useTranslation } from 'react-i18next';
import type { Stalker } from '@backoffice/contract';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import type { RecordDialogProps } from '@/components/record-form-dialog';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { useDeleteStalker } from './api/delete-stalker';

interface StalkerDeleteDialogProps extends RecordDialogProps {
  stalker: Stalker | undefined;
}

/** Deleting a stalker wipes its session string and frees its groups: the warning says so. */
export function StalkerDeleteDialog({ open, onOpenChange, stalker }: StalkerDeleteDialogProps) {
  const { t } = useTranslation('stalker');
  const deleteStalker = useDeleteStalker();
  const confirm = useConfirmDelete(stalker, {
    remove: (target) => deleteStalker.mutateAsync(target.id),
    success: t('toast.deleted'),
    failure: (reason) => t('toast.deleteFailed', { reason }),
  });

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('delete.title')}
      description={t('delete.description', { name: stalker ? `@${stalker.username}` : '', count: stalker?.assigned_groups ?? 0 })}
      {...confirm}
    />
  );
}
