import { useTranslation } from 'react-i18next';
import type { SensitiveKeyword } from '@backoffice/contract';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { useDeleteSensitiveKeyword } from '../api/delete-sensitive-keyword';

interface SensitiveKeywordDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  keyword: SensitiveKeyword | undefined;
}

export function SensitiveKeywordDeleteDialog({ open, onOpenChange, keyword }: SensitiveKeywordDeleteDialogProps) {
  const { t } = useTranslation('searchBotDatabase');
  const remove = useDeleteSensitiveKeyword();

  async function onConfirm(): Promise<boolean> {
    if (!keyword) return false;
    try {
      await remove.mutateAsync(keyword.id);
      notify.success(t('sensitive.toast.deleted'));
      return true;
    } catch (error) {
      notify.error(t('sensitive.toast.deleteFailed', { reason: errorMessage(error) }));
      return false;
    }
  }

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('sensitive.delete.title')}
      description={t('sensitive.delete.description', { keyword: keyword?.keyword ?? '' })}
      onConfirm={onConfirm}
      pending={remove.isPending}
    />
  );
}
