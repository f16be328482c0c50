import type { ReactNode } from 'react';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface RowActionProps {
  /** The button's accessible name and tooltip ("Edit admin@example.com"). */
  label: string;
  onClick: () => void;
  icon: ReactNode;
  /** Red, for what removes or stops the record. */
  destructive?: boolean;
  disabled?: boolean;
}

/** One icon button of a list row's actions. */
export function RowAction({ label, onClick, icon, destructive = false, disabled }: RowActionProps) {
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      className={destructive ? 'text-destructive hover:text-destructive' : undefined}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
    >
      {icon}
    </Button>
  );
}

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
  return (
    <div className="flex items-center justify-end gap-1">
      <RowAction
        label={editDisabledReason ?? t('actions.editRow', { name })}
        onClick={onEdit}
        disabled={editDisabledReason !== undefined}
        icon={<PencilIcon aria-hidden="true" />}
      />
      <RowAction
        label={deleteDisabledReason ?? t('actions.deleteRow', { name })}
        onClick={onDelete}
        disabled={deleteDisabledReason !== undefined}
        icon={<Trash2Icon aria-hidden="true" />}
        destructive
      />
    </div>
  );
}
