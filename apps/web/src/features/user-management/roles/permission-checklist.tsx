import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type Permission } from '@backoffice/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

interface PermissionChecklistProps {
  value: readonly Permission[];
  onChange: (value: Permission[]) => void;
  onBlur?: () => void;
  legend: string;
  invalid?: boolean;
  describedBy?: string;
  /** The permissions that may be given (those the user holds); every permission when absent. */
  offered?: readonly Permission[];
}

/** The permissions offered as checkboxes, in the contract's order, with readable names. */
export function PermissionChecklist({
  value,
  onChange,
  onBlur,
  legend,
  invalid,
  describedBy,
  offered = PERMISSIONS,
}: PermissionChecklistProps) {
  const { t } = useTranslation('userManagement');
  const baseId = useId();
  const selected = new Set(value);

  function toggle(permission: Permission, checked: boolean) {
    // Rebuilt from the contract's list so the order sent never depends on the clicking order.
    onChange(PERMISSIONS.filter((candidate) => (candidate === permission ? checked : selected.has(candidate))));
  }

  return (
    <fieldset className="grid gap-2" aria-invalid={invalid || undefined} aria-describedby={describedBy} onBlur={onBlur}>
      <legend className="mb-2 text-sm font-medium" data-error={invalid || undefined}>
        {legend}
      </legend>
      <div className="grid max-h-64 gap-2 overflow-y-auto rounded-md border p-3 sm:grid-cols-2">
        {PERMISSIONS.filter((permission) => offered.includes(permission)).map((permission) => {
          const id = `${baseId}-${permission}`;
          return (
            <div key={permission} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={selected.has(permission)}
                onCheckedChange={(checked) => toggle(permission, checked === true)}
              />
              <Label htmlFor={id} className="font-normal">
                {t(`permissions.${permission}`)}
              </Label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
