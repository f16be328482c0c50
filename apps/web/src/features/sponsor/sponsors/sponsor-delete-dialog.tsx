import { useTranslation } from 'react-i18next';
import type { Sponsor } from '@backoffice/contract';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import type { RecordDialogProps } from '@/components/record-form-dialog';
import { useRecordCollection } from '@/lib/record-collection';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { useDeleteSponsor } from '../api/delete-sponsor';
import { sponsorRecords } from '../api/sponsor-records';

interface SponsorDeleteDialogProps extends RecordDialogProps {
  sponsor: Sponsor | undefined;
}

export function SponsorDeleteDialog({ open, onOpenChange, sponsor }: SponsorDeleteDialogProps) {
  const { t } = useTranslation('sponsor');
  const deleteSponsor = useDeleteSponsor();
  const records = useRecordCollection(sponsorRecords);
  const confirm = useConfirmDelete(sponsor, {
    remove: (target) => deleteSponsor.mutateAsync(target.id),
    restore: (target) => records.restore.mutateAsync([target.id]),
    success: t('sponsor.toast.deleted'),
    failure: (reason) => t('sponsor.toast.deleteFailed', { reason }),
  });

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('sponsor.delete.title')}
      description={t('sponsor.delete.description', { name: sponsor?.display ?? '' })}
      {...confirm}
    />
  );
}
