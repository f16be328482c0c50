import { useState } from 'react';
import { Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
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
  const [open, setOpen] = useState(false);
  const { remove, restore } = useRecordCollection(collection);
  const count = selected.length;

  async function onConfirm(): Promise<boolean> {
    const ids = selected.map((record) => record.id);
    try {
      await remove.mutateAsync(ids);
    } catch (error) {
      notify.error(t('bulk.deleteFailed', { reason: errorMessage(error) }));
      return false;
    }
    const message = t('bulk.deleted', { count });
    if (collection.restorable) notifyDeletedWithUndo(message, count, () => restore.mutateAsync(ids));
    else notify.success(message);
    onDone();
    return true;
  }

  return (
    <>
      <Button variant="destructive" size="sm" className="h-8" onClick={() => setOpen(true)}>
        <Trash2Icon aria-hidden="true" />
        {t('bulk.delete')}
      </Button>
      <ConfirmDeleteDialog
        open={open}
        onOpenChange={setOpen}
        title={t('bulk.deleteTitle', { count })}
        description={collection.restorable ? t('bulk.deleteUndoable', { count }) : t('bulk.deleteFinal', { count })}
        onConfirm={onConfirm}
        pending={remove.isPending}
      />
    </>
  );
}
