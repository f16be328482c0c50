import { useTranslation } from 'react-i18next';
import type { AdsKeyword } from '@backoffice/contract';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
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
  const name = keyword?.keyword.trim() ? keyword.keyword : t('delete.unknown');

  async function onConfirm(): Promise<boolean> {
    if (!keyword) return false;
    try {
      await remove.mutateAsync(keyword.id);
      notify.success(t('delete.success', { keyword: name }));
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
