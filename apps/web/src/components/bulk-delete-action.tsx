import { Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BulkCallAction } from '@/components/bulk-call-action';
import { useRecordCollection, type RecordCollection } from '@/lib/record-collection';
import { notify } from '@/lib/toast';
import { notifyDeletedWithUndo } from '@/lib/undo';

interface BulkDeleteActionProps {
  collection: RecordCollection;
  /** The selected records. */
  selected: readonly { id: number }[];
  /** Empties the selection once they are deleted. */
  onDone: () => void;
}

/**
 * "Delete selected" of a list's selection bar: asks, deletes them all or none, then offers Undo for ten
 * seconds where the records can come back.
 */
export function BulkDeleteAction({ collection, selected, onDone }: BulkDeleteActionProps) {
  const { t } = useTranslation('common');
  const { remove, restore } = useRecordCollection(collection);
  const count = selected.length;
  const ids = selected.map((record) => record.id);
  return (
    <BulkCallAction
      label={t('bulk.delete')}
      icon={<Trash2Icon aria-hidden="true" />}
      variant="destructive"
      run={() => remove.mutateAsync(ids)}
      onSuccess={() => {
        const message = t('bulk.deleted', { count });
        if (collection.restorable) notifyDeletedWithUndo(message, count, () => restore.mutateAsync(ids));
        else notify.success(message);
        onDone();
      }}
      failure={(reason) => t('bulk.deleteFailed', { reason })}
      confirm={{
        title: t('bulk.deleteTitle', { count }),
        description: collection.restorable ? t('bulk.deleteUndoable', { count }) : t('bulk.deleteFinal', { count }),
      }}
    />
  );
}
