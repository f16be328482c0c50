import { useTranslation } from 'react-i18next';
import type { Role } from '@backoffice/contract';
import { useRecordCollection } from '@/lib/record-collection';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { useDeleteRole } from '../api/delete-role';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import type { RecordDialogProps } from '@/components/record-form-dialog';
import { roleRecords } from '../api/staff-records';

interface RoleDeleteDialogProps extends RecordDialogProps {
  role: Role | undefined;
}

export function RoleDeleteDialog({ open, onOpenChange, role }: RoleDeleteDialogProps) {
  const { t } = useTranslation('userManagement');
  const deleteRole = useDeleteRole();
  const records = useRecordCollection(roleRecords);
  const confirm = useConfirmDelete(role, {
    remove: (target) => deleteRole.mutateAsync(target.id),
    restore: (target) => records.restore.mutateAsync([target.id]),
    success: t('role.toast.deleted'),
    // ROLE_IN_USE / BUILT_IN_ROLE: the reason says what to do (move the accounts to another role first).
    failure: (reason) => t('role.toast.deleteFailed', { reason }),
  });

  const inUse = (role?.account_count ?? 0) > 0;
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('role.delete.title')}
      description={
        inUse
          ? t('role.delete.descriptionInUse', { name: role?.name ?? '', count: role?.account_count ?? 0 })
          : t('role.delete.description', { name: role?.name ?? '' })
      }
      {...confirm}
    />
  );
}
