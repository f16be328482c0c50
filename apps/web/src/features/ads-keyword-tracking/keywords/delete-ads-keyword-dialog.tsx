import { useTranslation } from 'react-i18next';
import type { AdsKeyword } from '@backoffice/contract';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { errorMessage } from '@/lib/errors';
import { useRecordCollection } from '@/lib/record-collection';
import { notify } from '@/lib/toast';
import { notifyDeletedWithUndo } from '@/lib/undo';
import { adsKeywordRecords } from '../api/ads-keyword-records';
import { useDeleteAdsKeyword } from '../api/delete-ads-keyword';

interface DeleteAdsKeywordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  keyword: AdsKeyword | undefined;
}

/** "Delete Ads Keyword": names the keyword, or 'Unknown Ads Keyword' when the row has none. */
export function DeleteAdsKeywordDialog({ open, onOpenChange, keyword }: DeleteAdsKeywordDialogProps) {
  const { t } = useTranslation('adsKeywordTracking');
  const remove = useDeleteAdsKeyword();
  const records = useRecordCollection(adsKeywordRecords);
  const name = keyword?.keyword.trim() ? keyword.keyword : t('delete.unknown');

  async function onConfirm(): Promise<boolean> {
    if (!keyword) return false;
    try {
      await remove.mutateAsync(keyword.id);
      const { id } = keyword;
      notifyDeletedWithUndo(t('delete.success', { keyword: name }), 1, () => records.restore.mutateAsync([id]));
      return true;
    } catch (error) {
      notify.error(t('delete.failed', { reason: errorMessage(error) }));
      return false;
    }
  }

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('delete.title')}
      description={t('delete.description', { keyword: name })}
      onConfirm={onConfirm}
      pending={remove.isPending}
    />
  );
}
