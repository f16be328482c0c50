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

interface BlacklistConfirmDialogProps {
  open: boolean;
  /** How the user is called ('@name'). */
  name: string;
  pending: boolean;
  onCancel: () => void;
  /** Saves; the dialog stays open, showing progress, until the save has an answer. */
  onConfirm: () => void;
}

/** "Are you sure?" before a user moves to Blacklist: the platform's search refuses them from then on. */
export function BlacklistConfirmDialog({ open, name, pending, onCancel, onConfirm }: BlacklistConfirmDialogProps) {
  const { t } = useTranslation('accountList');
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('blacklist.title', { name })}</AlertDialogTitle>
          <AlertDialogDescription>{t('blacklist.description')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('blacklist.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={pending}
            onClick={(event) => {
              // Stay open until the save has an answer; the edit dialog closes both on success.
              event.preventDefault();
              onConfirm();
            }}
          >
            {pending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {t('blacklist.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
