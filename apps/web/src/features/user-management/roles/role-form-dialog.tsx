import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { LIMITS, PERMISSIONS, holdsEvery, type Role, type UpdateRole } from '@backoffice/contract';
import { FormDialogFooter, RecordFormDialog } from '@/components/record-form-dialog';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/errors';
import { useSessionUser } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useCreateRole } from '../api/create-role';
import { useUpdateRole } from '../api/update-role';
import { applyServerErrors } from '@/lib/form-errors';
import { pickChanges } from '@/lib/pick-changes';
import { PermissionChecklist } from './permission-checklist';
import { ROLE_FORM_FIELDS, roleFormDefaults, roleFormSchema, type RoleFormInput, type RoleFormValues } from './role-form-schema';

interface RoleFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The role to edit; none to add one. */
  role?: Role;
}

/** Add or edit a role. Radix closes it on Escape and keeps focus inside while open. */
export function RoleFormDialog({ open, onOpenChange, role }: RoleFormDialogProps) {
  const { t } = useTranslation('userManagement');
  const isEdit = role !== undefined;
  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-2xl"
      title={isEdit ? t('role.form.editTitle') : t('role.form.addTitle')}
      description={isEdit ? t('role.form.editDescription', { name: role.name }) : t('role.form.addDescription')}
    >
      <RoleForm key={role?.id ?? 'new'} role={role} onDone={() => onOpenChange(false)} />
    </RecordFormDialog>
  );
}

function RoleForm({ role, onDone }: { role: Role | undefined; onDone: () => void }) {
  const { t } = useTranslation('userManagement');
  const form = useForm<RoleFormInput, unknown, RoleFormValues>({
    resolver: zodResolver(roleFormSchema),
    defaultValues: roleFormDefaults(role),
  });
  const held = useSessionUser()?.permissions ?? [];
  // Only what the user holds can be given; ALL only by holders of ALL (docs/decisions/0012-grant-rules.md).
  const offered = PERMISSIONS.filter((permission) => holdsEvery(held, [permission]));
  const createRole = useCreateRole();
  const updateRole = useUpdateRole();

  function onFailure(error: unknown, failedKey: 'role.toast.createFailed' | 'role.toast.updateFailed') {
    applyServerErrors(error, form.setError, ROLE_FORM_FIELDS, { ROLE_NAME_ALREADY_USED: 'name' });
    notify.error(t(failedKey, { reason: errorMessage(error) }));
  }

  async function onSubmit(values: RoleFormValues) {
    if (!role) {
      try {
        await createRole.mutateAsync(values);
        notify.success(t('role.toast.created'));
        onDone();
      } catch (error) {
        onFailure(error, 'role.toast.createFailed');
      }
      return;
    }
    const initial: RoleFormValues = {
      name: role.name,
      description: role.description,
      permissions: [...role.permissions],
    };
    const changes: UpdateRole = pickChanges(initial, values);
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    try {
      await updateRole.mutateAsync({ id: role.id, changes });
      notify.success(t('role.toast.updated'));
      onDone();
    } catch (error) {
      onFailure(error, 'role.toast.updateFailed');
    }
  }

  const submitting = form.formState.isSubmitting;
  const labels = {
    name: t('role.form.name'),
    description: t('role.form.description'),
    permissions: t('role.form.permissions'),
  };
  // Built-in roles (Super Admin, Dev) keep their names; the server refuses a rename.
  const nameLocked = role?.built_in === true;
  return (
    <Form {...form}>
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} className="grid gap-4" noValidate>
        <FormField
          control={form.control}
          name="name"
          label={labels.name}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{labels.name}</FormLabel>
              <FormControl>
                <Input {...field} autoComplete="off" disabled={nameLocked} />
              </FormControl>
              <FormDescription>
                {nameLocked
                  ? t('role.form.nameLocked')
                  : t('role.form.length', { current: field.value.length, max: LIMITS.roleName })}
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="description"
          label={labels.description}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{labels.description}</FormLabel>
              <FormControl>
                <Textarea {...field} value={field.value ?? ''} rows={3} />
              </FormControl>
              <FormDescription>
                {t('role.form.length', { current: (field.value ?? '').length, max: LIMITS.description })}
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="permissions"
          label={labels.permissions}
          render={({ field, fieldState }) => (
            <FormItem>
              <PermissionChecklist
                legend={labels.permissions}
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
        <FormDialogFooter cancelLabel={t('common.cancel')} submitLabel={role ? t('common.save') : t('role.form.submitAdd')} submitting={submitting} />
      </form>
    </Form>
  );
}
