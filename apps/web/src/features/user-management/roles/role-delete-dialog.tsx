import { useTranslation } from 'react-i18next';
import type { Role } from '@backoffice/contract';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { useDeleteRole } from '../api/delete-role';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';

interface RoleDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  role: Role | undefined;
}

export function RoleDeleteDialog({ open, onOpenChange, role }: RoleDeleteDialogProps) {
  const { t } = useTranslation('userManagement');
  const deleteRole = useDeleteRole();

  async function onConfirm(): Promise<boolean> {
    if (!role) return false;
    try {
      await deleteRole.mutateAsync(role.id);
      notify.success(t('role.toast.deleted'));
      return true;
    } catch (error) {
      // ROLE_IN_USE / BUILT_IN_ROLE: the reason says what to do (move the accounts to another role first).
      notify.error(t('role.toast.deleteFailed', { reason: errorMessage(error) }));
      return false;
    }
  }

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
      onConfirm={onConfirm}
      pending={deleteRole.isPending}
    />
  );
}
