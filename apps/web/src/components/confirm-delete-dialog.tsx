import type { ReactNode } from 'react';
import { Loader2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { useFocusAfterDelete } from '@/components/data-table/focus-after-delete';

interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Deletes; the dialog stays open (and shows progress) until it settles, and closes on success. */
  onConfirm: () => Promise<boolean>;
  pending: boolean;
  /** The confirm button's text when the action is not called "Delete" (e.g. "Revoke"). */
  confirmLabel?: string;
  /** The rows confirmed stay in their list (a revoked key): the focus goes to the first of them, not the next. */
  keepsRows?: boolean | undefined;
}

/**
 * "Are you sure?" before a delete. Escape or Cancel closes it; focus stays inside while open, and goes back to
 * where it was, or after a delete from a list to the row that took the deleted row's place.
 */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  onConfirm,
  pending,
  confirmLabel,
  keepsRows = false,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('common');
  const focus = useFocusAfterDelete(!keepsRows);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent onOpenAutoFocus={focus.onOpenAutoFocus} onCloseAutoFocus={focus.onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('actions.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={pending}
            onClick={(event) => {
              // Stay open until the delete has an answer.
              event.preventDefault();
              void onConfirm().then((done) => {
                if (!done) return;
                focus.confirmed();
                onOpenChange(false);
              });
            }}
          >
            {pending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {confirmLabel ?? t('actions.delete')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
