import { useTranslation } from 'react-i18next';
import type { Keyword, KeywordType } from '@backoffice/contract';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { useDeleteKeyword } from './api/delete-keyword';

interface KeywordDeleteDialogProps {
  type: KeywordType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  keyword: Keyword | undefined;
}

export function KeywordDeleteDialog({ type, open, onOpenChange, keyword }: KeywordDeleteDialogProps) {
  const { t } = useTranslation('keyword');
  const deleteKeyword = useDeleteKeyword(type);

  async function onConfirm(): Promise<boolean> {
    if (!keyword) return false;
    try {
      await deleteKeyword.mutateAsync(keyword.id);
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
      description={t('delete.description', { keyword: keyword?.keyword ?? '', queueNumber: keyword?.queue_number ?? '' })}
      onConfirm={onConfirm}
      pending={deleteKeyword.isPending}
    />
  );
}
