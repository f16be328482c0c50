import { useTranslation } from 'react-i18next';
import type { SponsorClient } from '@backoffice/contract';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import type { RecordDialogProps } from '@/components/record-form-dialog';
import { useRecordCollection } from '@/lib/record-collection';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { useDeleteSponsorClient } from '../api/delete-sponsor-client';
import { sponsorClientRecords } from '../api/sponsor-client-records';

interface ClientDeleteDialogProps extends RecordDialogProps {
  client: SponsorClient | undefined;
}

/** Deleting a client deletes all its sponsor content too: the warning says so, with the count. */
export function ClientDeleteDialog({ open, onOpenChange, client }: ClientDeleteDialogProps) {
  const { t } = useTranslation('sponsor');
  const deleteClient = useDeleteSponsorClient();
  const records = useRecordCollection(sponsorClientRecords);
  const confirm = useConfirmDelete(client, {
    remove: (target) => deleteClient.mutateAsync(target.id),
    restore: (target) => records.restore.mutateAsync([target.id]),
    success: t('client.toast.deleted'),
    failure: (reason) => t('client.toast.deleteFailed', { reason }),
  });

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('client.delete.title')}
      description={t('client.delete.description', { name: client?.name ?? '', count: client?.total_sponsor ?? 0 })}
      {...confirm}
    />
  );
}
