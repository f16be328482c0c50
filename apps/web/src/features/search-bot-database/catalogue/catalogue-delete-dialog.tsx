import { useTranslation } from 'react-i18next';
import type { CatalogueEntry } from '@backoffice/contract';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import type { RecordDialogProps } from '@/components/record-form-dialog';
import { useRecordCollection } from '@/lib/record-collection';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { useDeleteCatalogueEntry } from '../api/delete-catalogue-entry';
import { catalogueRecords } from '../api/catalogue-records';

interface CatalogueDeleteDialogProps extends RecordDialogProps {
  entry: CatalogueEntry | undefined;
  /** After a successful delete, e.g. leave the detail page of the deleted entry. */
  onDeleted?: () => void;
}

export function CatalogueDeleteDialog({ open, onOpenChange, entry, onDeleted }: CatalogueDeleteDialogProps) {
  const { t } = useTranslation('searchBotDatabase');
  const remove = useDeleteCatalogueEntry();
  const records = useRecordCollection(catalogueRecords);
  const confirm = useConfirmDelete(entry, {
    remove: (target) => remove.mutateAsync(target.id),
    restore: (target) => records.restore.mutateAsync([target.id]),
    success: t('catalogue.toast.deleted'),
    failure: (reason) => t('catalogue.toast.deleteFailed', { reason }),
    onDeleted,
  });

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('catalogue.delete.title')}
      description={t('catalogue.delete.description', { name: entry?.display_name ?? '', link: entry?.link ?? '' })}
      {...confirm}
    />
  );
}
