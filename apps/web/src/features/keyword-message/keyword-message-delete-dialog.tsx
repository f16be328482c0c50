import { useTranslation } from 'react-i18next';
import type { KeywordMessage } from '@backoffice/contract';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import type { RecordDialogProps } from '@/components/record-form-dialog';
import { useRecordCollection } from '@/lib/record-collection';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { useDeleteKeywordMessage } from './api/delete-keyword-message';
import { keywordMessageRecords } from './api/keyword-message-records';

interface KeywordMessageDeleteDialogProps extends RecordDialogProps {
  message: KeywordMessage | undefined;
}

export function KeywordMessageDeleteDialog({ open, onOpenChange, message }: KeywordMessageDeleteDialogProps) {
  const { t } = useTranslation('keywordMessage');
  const deleteMessage = useDeleteKeywordMessage();
  const records = useRecordCollection(keywordMessageRecords);
  const confirm = useConfirmDelete(message, {
    remove: (target) => deleteMessage.mutateAsync(target.id),
    restore: (target) => records.restore.mutateAsync([target.id]),
    success: t('toast.deleted'),
    failure: (reason) => t('toast.deleteFailed', { reason }),
  });

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('delete.title')}
      description={t('delete.description', { keyword: message?.keyword ?? '' })}
      {...confirm}
    />
  );
}
