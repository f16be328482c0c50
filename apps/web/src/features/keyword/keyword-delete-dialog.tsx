import { useTranslation } from 'react-i18next';
import type { Keyword, KeywordType } from '@backoffice/contract';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { useRecordCollection } from '@/lib/record-collection';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { useDeleteKeyword } from './api/delete-keyword';
import { keywordRecords } from './api/keyword-records';

interface KeywordDeleteDialogProps {
  type: KeywordType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  keyword: Keyword | undefined;
}

export function KeywordDeleteDialog({ type, open, onOpenChange, keyword }: KeywordDeleteDialogProps) {
  const { t } = useTranslation('keyword');
  const deleteKeyword = useDeleteKeyword(type);
  const { restore } = useRecordCollection(keywordRecords(type));
  const confirm = useConfirmDelete(keyword, {
    remove: (target) => deleteKeyword.mutateAsync(target.id),
    restore: (target) => restore.mutateAsync([target.id]),
    success: t('toast.deleted'),
    failure: (reason) => t('toast.deleteFailed', { reason }),
  });

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('delete.title')}
      description={t('delete.description', { keyword: keyword?.keyword ?? '', queueNumber: keyword?.queue_number ?? '' })}
      {...confirm}
    />
  );
}
