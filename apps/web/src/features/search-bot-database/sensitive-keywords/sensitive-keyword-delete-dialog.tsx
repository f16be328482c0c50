import { useTranslation } from 'react-i18next';
import type { SensitiveKeyword } from '@backoffice/contract';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import type { RecordDialogProps } from '@/components/record-form-dialog';
import { useRecordCollection } from '@/lib/record-collection';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { useDeleteSensitiveKeyword } from '../api/delete-sensitive-keyword';
import { sensitiveKeywordRecords } from '../api/sensitive-keyword-records';

interface SensitiveKeywordDeleteDialogProps extends RecordDialogProps {
  keyword: SensitiveKeyword | undefined;
}

export function SensitiveKeywordDeleteDialog({ open, onOpenChange, keyword }: SensitiveKeywordDeleteDialogProps) {
  const { t } = useTranslation('searchBotDatabase');
  const remove = useDeleteSensitiveKeyword();
  const records = useRecordCollection(sensitiveKeywordRecords);
  const confirm = useConfirmDelete(keyword, {
    remove: (target) => remove.mutateAsync(target.id),
    restore: (target) => records.restore.mutateAsync([target.id]),
    success: t('sensitive.toast.deleted'),
    failure: (reason) => t('sensitive.toast.deleteFailed', { reason }),
  });

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('sensitive.delete.title')}
      description={t('sensitive.delete.description', { keyword: keyword?.keyword ?? '' })}
      {...confirm}
    />
  );
}
