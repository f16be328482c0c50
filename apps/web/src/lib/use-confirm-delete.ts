import { useState } from 'react';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { notifyDeletedWithUndo } from '@/lib/undo';

interface ConfirmDeleteOptions<T> {
  /** Deletes (or revokes) the record. */
  remove: (record: T) => Promise<unknown>;
  /** The success toast. */
  success: string;
  /** The failure toast, given the server's reason in the current language. */
  failure: (reason: string) => string;
  /** Brings the deleted record back: with it, the success toast offers Undo for a while. */
  restore?: (record: T) => Promise<unknown>;
  /** After a successful delete, e.g. leave the detail page of the deleted record. */
  onDeleted?: () => void;
}

/**
 * The flow of a confirm-delete dialog: pending while the delete runs, a toast either way, and `true`
 * (the dialog closes) only once it is done. Spread the result into ConfirmDeleteDialog.
 */
export function useConfirmDelete<T>(
  record: T | undefined,
  { remove, restore, success, failure, onDeleted }: ConfirmDeleteOptions<T>,
) {
  const [pending, setPending] = useState(false);
  async function onConfirm(): Promise<boolean> {
    if (record === undefined) return false;
    setPending(true);
    try {
      await remove(record);
      if (restore) notifyDeletedWithUndo(success, 1, () => restore(record));
      else notify.success(success);
      onDeleted?.();
      return true;
    } catch (error) {
      notify.error(failure(errorMessage(error)));
      return false;
    } finally {
      setPending(false);
    }
  }
  return { onConfirm, pending };
}
