import { useTranslation } from 'react-i18next';
import type { CatalogueEntry } from '@backoffice/contract';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { useDeleteCatalogueEntry } from '../api/delete-catalogue-entry';

interface CatalogueDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entry: CatalogueEntry | undefined;
  /** After a successful delete, e.g. leave the detail page of the deleted entry. */
  onDeleted?: () => void;
}

export function CatalogueDeleteDialog({ open, onOpenChange, entry, onDeleted }: CatalogueDeleteDialogProps) {
  const { t } = useTranslation('searchBotDatabase');
  const remove = useDeleteCatalogueEntry();

  async function onConfirm(): Promise<boolean> {
    if (!entry) return false;
    try {
      await remove.mutateAsync(entry.id);
      notify.success(t('catalogue.toast.deleted'));
      onDeleted?.();
      return true;
    } catch (error) {
      notify.error(t('catalogue.toast.deleteFailed', { reason: errorMessage(error) }));
      return false;
    }
  }

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('catalogue.delete.title')}
      description={t('catalogue.delete.description', { name: entry?.display_name ?? '', link: entry?.link ?? '' })}
      onConfirm={onConfirm}
      pending={remove.isPending}
    />
  );
}
