import { useTranslation } from 'react-i18next';
import type { Account } from '@backoffice/contract';
import { useRecordCollection } from '@/lib/record-collection';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { useDeleteAccount } from '../api/delete-account';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import type { RecordDialogProps } from '@/components/record-form-dialog';
import { accountRecords } from '../api/staff-records';

interface AccountDeleteDialogProps extends RecordDialogProps {
  account: Account | undefined;
}

export function AccountDeleteDialog({ open, onOpenChange, account }: AccountDeleteDialogProps) {
  const { t } = useTranslation('userManagement');
  const deleteAccount = useDeleteAccount();
  const records = useRecordCollection(accountRecords);
  const confirm = useConfirmDelete(account, {
    remove: (target) => deleteAccount.mutateAsync(target.id),
    restore: (target) => records.restore.mutateAsync([target.id]),
    success: t('account.toast.deleted'),
    failure: (reason) => t('account.toast.deleteFailed', { reason }),
  });

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('account.delete.title')}
      description={t('account.delete.description', { email: account?.email ?? '' })}
      {...confirm}
    />
  );
}
