import { useTranslation } from 'react-i18next';
import type { WarGroup } from '@backoffice/contract';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import type { RecordDialogProps } from '@/components/record-form-dialog';
import { useRecordCollection } from '@/lib/record-collection';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { useDeleteWarGroup } from '../api/delete-war-group';
import { groupName } from '../group-name';
import { warGroupRecords } from '../api/war-group-records';

interface GroupDeleteDialogProps extends RecordDialogProps {
  group: WarGroup | undefined;
}

/** Stop tracking a group; its recorded activity stays on record. */
export function GroupDeleteDialog({ open, onOpenChange, group }: GroupDeleteDialogProps) {
  const { t } = useTranslation('warBot');
  const deleteGroup = useDeleteWarGroup();
  const records = useRecordCollection(warGroupRecords);
  const confirm = useConfirmDelete(group, {
    remove: (target) => deleteGroup.mutateAsync(target.id),
    restore: (target) => records.restore.mutateAsync([target.id]),
    success: t('groups.toast.deleted'),
    failure: (reason) => t('groups.toast.deleteFailed', { reason }),
  });

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('groups.delete.title')}
      description={t('groups.delete.description', { name: group ? groupName(group) : '' })}
      {...confirm}
    />
  );
}
