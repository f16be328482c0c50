import { useTranslation } from 'react-i18next';
import type { WarGroup } from '@backoffice/contract';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { useDeleteWarGroup } from '../api/delete-war-group';
import { groupName } from '../group-name';

interface GroupDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  group: WarGroup | undefined;
}

/** Stop tracking a group; its recorded activity stays on record. */
export function GroupDeleteDialog({ open, onOpenChange, group }: GroupDeleteDialogProps) {
  const { t } = useTranslation('warBot');
  const deleteGroup = useDeleteWarGroup();

  async function onConfirm(): Promise<boolean> {
    if (!group) return false;
    try {
      await deleteGroup.mutateAsync(group.id);
      notify.success(t('groups.toast.deleted'));
      return true;
    } catch (error) {
      notify.error(t('groups.toast.deleteFailed', { reason: errorMessage(error) }));
      return false;
    }
  }

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('groups.delete.title')}
      description={t('groups.delete.description', { name: group ? groupName(group) : '' })}
      onConfirm={onConfirm}
      pending={deleteGroup.isPending}
    />
  );
}
