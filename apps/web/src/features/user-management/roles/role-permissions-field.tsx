import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, holdsEvery } from '@backoffice/contract';
import { FormDescription, FormField, FormItem, FormMessage } from '@/components/ui/form';
import { useSessionUser } from '@/lib/session';
import { PermissionChecklist } from './permission-checklist';
import type { RoleFormInput, RoleFormValues } from './role-form-schema';

/** The role's permissions: the tree of the catalogue, offering only what the user holds. */
export function RolePermissionsField({ control }: { control: Control<RoleFormInput, unknown, RoleFormValues> }) {
  const { t } = useTranslation('userManagement');
  const held = useSessionUser()?.permissions ?? [];
  // Only what the user holds can be given; ALL only by holders of ALL (docs/decisions/0012-grant-rules.md).
  const offered = PERMISSIONS.filter((permission) => holdsEvery(held, [permission]));
  const label = t('role.form.permissions');
  return (
    <FormField
      control={control}
      name="permissions"
      label={label}
      render={({ field, fieldState }) => (
        <FormItem>
          <PermissionChecklist
            legend={label}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            invalid={fieldState.invalid}
            offered={offered}
          />
          {offered.length < PERMISSIONS.length && <FormDescription>{t('role.form.onlyHeld')}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
