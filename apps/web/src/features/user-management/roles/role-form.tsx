import { useTranslation } from 'react-i18next';
import { LIMITS, type Role, roleSchema, type CreateRole, type UpdateRole } from '@backoffice/contract';
import { characterCount, SwitchField, TextField, TextareaField } from '@/components/form-fields';
import { RecordForm } from '@/components/record-form-dialog';
import { saveToasts, type RecordListForm } from '@/components/record-list';
import { useRecordMutations } from '@/components/record-mutations';
import { sendChanges, useRecordForm, useRecordSave } from '@/lib/use-record-save';
import { ROLE_FORM_FIELDS, roleFormDefaults, roleFormSchema } from './role-form-schema';
import { RolePermissionsField } from './role-permissions-field';
import { roleRecords } from '../api/staff-records';

/** Add (no role) or edit a role. Radix closes it on Escape and keeps focus inside while open. */
export const roleForm: RecordListForm<Role> = {
  className: 'sm:max-w-2xl',
  render: (role, onDone) => <RoleForm role={role} onDone={onDone} />,
};

function RoleForm({ role, onDone }: { role: Role | undefined; onDone: () => void }) {
  const { t } = useTranslation('userManagement');
  const form = useRecordForm(roleFormSchema, roleFormDefaults(role));
  const { create: createRole, update: updateRole } = useRecordMutations<Role, CreateRole, UpdateRole>(
    roleRecords,
    roleSchema,
  );
  const onSubmit = useRecordSave({
    form,
    save: (values) => {
      if (!role) return createRole.mutateAsync(values);
      const initial = {
        name: role.name,
        description: role.description,
        permissions: [...role.permissions],
        requires_sso: role.requires_sso,
      };
      return sendChanges(initial, values, (changes) => updateRole.mutateAsync({ id: role.id, changes }));
    },
    ...saveToasts({ t, prefix: 'role.' }, role !== undefined),
    fields: ROLE_FORM_FIELDS,
    conflicts: { ROLE_NAME_ALREADY_USED: 'name' },
    onDone,
  });
  // Built-in roles (Super Admin, Dev) keep their names; the server refuses a rename.
  const nameLocked = role?.built_in === true;
  const length = (max: number) => characterCount(t, 'role.form.length', max);

  return (
    <RecordForm
      form={form}
      onSubmit={onSubmit}
      cancelLabel={t('common.cancel')}
      submitLabel={role ? t('common.save') : t('role.form.submitAdd')}
    >
      <TextField
        control={form.control}
        name="name"
        label={t('role.form.name')}
        disabled={nameLocked}
        description={nameLocked ? t('role.form.nameLocked') : length(LIMITS.roleName)}
      />
      <TextareaField
        control={form.control}
        name="description"
        label={t('role.form.description')}
        description={length(LIMITS.description)}
      />
      <RolePermissionsField control={form.control} />
      <SwitchField
        control={form.control}
        name="requires_sso"
        label={t('role.form.requiresSso')}
        description={t('role.form.requiresSsoHint')}
      />
    </RecordForm>
  );
}
