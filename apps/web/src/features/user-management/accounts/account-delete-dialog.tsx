import { useTranslation } from 'react-i18next';
import type { Account } from '@backoffice/contract';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';

interface AccountDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  account: Account | undefined;
}

export function AccountDeleteDialog({ open, onOpenChange, account }: AccountDeleteDialogProps) {
  const { t } = useTranslation('userManagement');
  const deleteAccount = useDeleteAccount();

  async function onConfirm(): Promise<boolean> {
    if (!account) return false;
    try {
      await deleteAccount.mutateAsync(account.id);
      notify.success(t('account.toast.deleted'));
      return true;
    } catch (error) {
      notify.error(t('account.toast.deleteFailed', { reason: errorMessage(error) }));
      return false;
    }
  }

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('account.delete.title')}
      description={t('account.delete.description', { email: account?.email ?? '' })}
      onConfirm={onConfirm}
      pending={deleteAccount.isPending}
    />
  );
}
