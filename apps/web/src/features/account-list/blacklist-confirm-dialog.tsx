import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';

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
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={t('blacklist.title', { name })}
      description={t('blacklist.description')}
      confirmLabel={t('blacklist.confirm')}
      pending={pending}
      onConfirm={() => {
        onConfirm();
        // The edit dialog closes both when the save succeeds; until then this one stays open.
        return Promise.resolve(false);
      }}
    />
  );
}
