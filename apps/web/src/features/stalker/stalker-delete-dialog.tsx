import { useTranslation } from 'react-i18next';
import type { Stalker } from '@backoffice/contract';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { useDeleteStalker } from './api/delete-stalker';

interface StalkerDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  stalker: Stalker | undefined;
}

/** Deleting a stalker wipes its session string and frees its groups: the warning says so. */
export function StalkerDeleteDialog({ open, onOpenChange, stalker }: StalkerDeleteDialogProps) {
  const { t } = useTranslation('stalker');
  const deleteStalker = useDeleteStalker();

  async function onConfirm(): Promise<boolean> {
    if (!stalker) return false;
    try {
      await deleteStalker.mutateAsync(stalker.id);
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
      description={t('delete.description', { name: stalker ? `@${stalker.username}` : '', count: stalker?.assigned_groups ?? 0 })}
      onConfirm={onConfirm}
      pending={deleteStalker.isPending}
    />
  );
}
