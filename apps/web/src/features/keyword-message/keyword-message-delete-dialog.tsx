import { useTranslation } from 'react-i18next';
import type { KeywordMessage } from '@backoffice/contract';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { useDeleteKeywordMessage } from './api/delete-keyword-message';

interface KeywordMessageDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  message: KeywordMessage | undefined;
}

export function KeywordMessageDeleteDialog({ open, onOpenChange, message }: KeywordMessageDeleteDialogProps) {
  const { t } = useTranslation('keywordMessage');
  const deleteMessage = useDeleteKeywordMessage();

  async function onConfirm(): Promise<boolean> {
    if (!message) return false;
    try {
      await deleteMessage.mutateAsync(message.id);
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
      description={t('delete.description', { keyword: message?.keyword ?? '' })}
      onConfirm={onConfirm}
      pending={deleteMessage.isPending}
    />
  );
}
