import { useTranslation } from 'react-i18next';
import type { SponsorClient } from '@backoffice/contract';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { useDeleteSponsorClient } from '../api/delete-sponsor-client';

interface ClientDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  client: SponsorClient | undefined;
}

/** Deleting a client deletes all its sponsor content too: the warning says so, with the count. */
export function ClientDeleteDialog({ open, onOpenChange, client }: ClientDeleteDialogProps) {
  const { t } = useTranslation('sponsor');
  const deleteClient = useDeleteSponsorClient();

  async function onConfirm(): Promise<boolean> {
    if (!client) return false;
    try {
      await deleteClient.mutateAsync(client.id);
      notify.success(t('client.toast.deleted'));
      return true;
    } catch (error) {
      notify.error(t('client.toast.deleteFailed', { reason: errorMessage(error) }));
      return false;
    }
  }

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('client.delete.title')}
      description={t('client.delete.description', { name: client?.name ?? '', count: client?.total_sponsor ?? 0 })}
      onConfirm={onConfirm}
      pending={deleteClient.isPending}
    />
  );
}
