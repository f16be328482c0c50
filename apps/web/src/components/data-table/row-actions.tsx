import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface RowActionsProps {
  /** What the row is called in the buttons' accessible names ("Edit admin@example.com"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Why delete is unavailable, if it is (e.g. a built-in role). */
  deleteDisabledReason?: string | undefined;
  /** Why edit is unavailable, if it is (e.g. a record that holds more than the user). */
  editDisabledReason?: string | undefined;
}

/** Edit and delete icon buttons of a list row. */
export function RowActions({ name, onEdit, onDelete, deleteDisabledReason, editDisabledReason }: RowActionsProps) {
  const { t } = useTranslation('common');
  const editLabel = editDisabledReason ?? t('actions.editRow', { name });
  const deleteLabel = deleteDisabledReason ?? t('actions.deleteRow', { name });
  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        variant="ghost"
        size="icon-sm"
        onClick={onEdit}
        disabled={editDisabledReason !== undefined}
        aria-label={editLabel}
        title={editLabel}
      >
        <PencilIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        className="text-destructive hover:text-destructive"
        onClick={onDelete}
        disabled={deleteDisabledReason !== undefined}
        aria-label={deleteLabel}
        title={deleteLabel}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  );
}
