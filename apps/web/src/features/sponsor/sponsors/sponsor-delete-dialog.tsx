import { useTranslation } from 'react-i18next';
import type { Sponsor } from '@backoffice/contract';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { useDeleteSponsor } from '../api/delete-sponsor';

interface SponsorDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sponsor: Sponsor | undefined;
}

export function SponsorDeleteDialog({ open, onOpenChange, sponsor }: SponsorDeleteDialogProps) {
  const { t } = useTranslation('sponsor');
  const deleteSponsor = useDeleteSponsor();

  async function onConfirm(): Promise<boolean> {
    if (!sponsor) return false;
    try {
      await deleteSponsor.mutateAsync(sponsor.id);
      notify.success(t('sponsor.toast.deleted'));
      return true;
    } catch (error) {
      notify.error(t('sponsor.toast.deleteFailed', { reason: errorMessage(error) }));
      return false;
    }
  }

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('sponsor.delete.title')}
      description={t('sponsor.delete.description', { name: sponsor?.display ?? '' })}
      onConfirm={onConfirm}
      pending={deleteSponsor.isPending}
    />
  );
}
