import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { RoleOption } from '../api/get-role-options';

interface MfaRoleChecklistProps {
  roles: RoleOption[];
  selected: ReadonlySet<number>;
  /** Every account must use two-step sign-in already: no role to pick. */
  disabled: boolean;
  /** The id of the hint under the legend, and the prefix of each box's id. */
  hintId: string;
  idPrefix: string;
  /** The chosen role ids, in the role list's order. */
  onChange: (roleIds: number[]) => void;
}

/** The roles whose accounts must use two-step sign-in, one box each. */
export function MfaRoleChecklist({ roles, selected, disabled, hintId, idPrefix, onChange }: MfaRoleChecklistProps) {
  const { t } = useTranslation('twoStep');
  return (
    <fieldset className="grid gap-2" disabled={disabled} aria-describedby={hintId}>
      <legend className="mb-1 text-sm font-medium">{t('policy.roles')}</legend>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t('policy.rolesHint')}
      </p>
      <div className="grid max-h-64 gap-2 overflow-y-auto rounded-md border p-3 sm:grid-cols-2">
        {roles.map((role) => {
          const id = `${idPrefix}${role.id}`;
          return (
            <div key={role.id} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={selected.has(role.id)}
                disabled={disabled}
                onCheckedChange={(checked) =>
                  // In the role list's order, so what is sent never depends on the clicking order.
                  onChange(
                    roles.filter((r) => (r.id === role.id ? checked === true : selected.has(r.id))).map((r) => r.id),
                  )
                }
              />
              <Label htmlFor={id} className="font-normal break-all">
                {role.name}
              </Label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
