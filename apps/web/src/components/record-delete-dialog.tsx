import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import type { RecordDialogProps } from '@/components/record-form-dialog';
import { useRecordCollection, type RecordCollection } from '@/lib/record-collection';
import { useConfirmDelete } from '@/lib/use-confirm-delete';

/** What a delete dialog says about one record: its question, and the toasts either way. */
export interface DeleteWording {
  title: string;
  description: ReactNode;
  success: string;
  failure: (reason: string) => string;
  /** The confirm button's text when the action is not called "Delete" (e.g. "Revoke"). */
  confirm?: string;
}

/** A section's `t`, whatever its namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The wording of a section whose texts sit under `<prefix>delete.title`, `<prefix>toast.deleted` and
 * `<prefix>toast.deleteFailed`, as most sections' do; the description names the record.
 */
export function deleteWording(t: Translate, prefix: string, description: ReactNode): DeleteWording {
  return {
    title: t(`${prefix}delete.title`),
    description,
    success: t(`${prefix}toast.deleted`),
    failure: (reason) => t(`${prefix}toast.deleteFailed`, { reason }),
  };
}

/**
 * Deleting one record of a collection: `DELETE <path>/<id>`, then the lists it shows in are refreshed;
 * and bringing it back, where the collection's records can come back.
 */
export function useRecordDelete(collection: RecordCollection) {
  const queryClient = useQueryClient();
  const { restore } = useRecordCollection(collection);
  return {
    remove: async (record: { id: number }) => {
      await collection.api.delete(`${collection.path}/${record.id}`);
      await Promise.all(collection.shownIn.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    restore: collection.restorable ? (record: { id: number }) => restore.mutateAsync([record.id]) : undefined,
  };
}

export interface RecordDeleteDialogProps<T extends { id: number }> extends RecordDialogProps {
  record: T | undefined;
  wording: (record: T) => DeleteWording;
  /** Deletes (or revokes) the record (useRecordDelete). */
  remove: (record: T) => Promise<unknown>;
  /** Brings it back: with it, the success toast offers Undo for a while. */
  restore?: ((record: T) => Promise<unknown>) | undefined;
  /** Once deleted, before the toast: e.g. stop watching an export that is gone. */
  afterRemove?: (record: T) => void;
  /** After a successful delete, e.g. leave the detail page of the deleted record. */
  onDeleted?: () => void;
  /** The record stays in its list (a revoked key is listed as Revoked). */
  keepsRows?: boolean;
}

/**
 * "Delete this record?" of a list row or a detail page: asks, deletes, toasts (with Undo where it can).
 * Whether the record can come back is said here, from `restore`, so the question never promises
 * otherwise than the toast that follows it.
 */
export function RecordDeleteDialog<T extends { id: number }>({
  open,
  onOpenChange,
  record,
  wording,
  remove,
  restore,
  afterRemove,
  onDeleted,
  keepsRows,
}: RecordDeleteDialogProps<T>) {
  const { t } = useTranslation('common');
  const words = record && wording(record);
  const outcome = restore ? t('deleteOutcome.undoable') : t('deleteOutcome.final');
  const confirm = useConfirmDelete(record, {
    remove: async (target) => {
      await remove(target);
      afterRemove?.(target);
    },
    restore,
    success: words?.success ?? '',
    failure: (reason) => words?.failure(reason) ?? reason,
    onDeleted,
  });
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={words?.title ?? ''}
      description={
        words && (
          <>
            {words.description} {outcome}
          </>
        )
      }
      confirmLabel={words?.confirm}
      keepsRows={keepsRows}
      {...confirm}
    />
  );
}
