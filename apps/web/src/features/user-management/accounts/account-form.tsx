import { useTranslation } from 'react-i18next';
import { type Account, type UpdateAccount, accountSchema, type CreateAccount } from '@backoffice/contract';
import { ActiveStatusField, CheckboxField, SelectField, TextField } from '@/components/form-fields';
import { RecordForm } from '@/components/record-form-dialog';
import { saveToasts, type RecordListForm } from '@/components/record-list';
import { useRecordMutations } from '@/components/record-mutations';
import { useSessionUser } from '@/lib/session';
import { sendChanges, useRecordForm, useRecordSave } from '@/lib/use-record-save';
import { useRoleOptions } from '../api/get-role-options';
import {
  ACCOUNT_FORM_FIELDS,
  accountFormDefaults,
  createAccountFormSchema,
  editAccountFormSchema,
} from './account-form-schema';
import { AccountPasswordField } from './account-password-field';
import { accountRecords } from '../api/staff-records';

/** Add (no account) or edit a staff account. Radix closes it on Escape and keeps focus inside while open. */
export const accountForm: RecordListForm<Account> = {
  className: 'sm:max-w-lg',
  render: (account, onDone) => <AccountForm account={account} onDone={onDone} />,
};

function AccountForm({ account, onDone }: { account: Account | undefined; onDone: () => void }) {
  const { t } = useTranslation('userManagement');
  const form = useRecordForm(account ? editAccountFormSchema : createAccountFormSchema, accountFormDefaults(account));
  const roles = useRoleOptions();
  // One's own role is not editable, and one's own password is changed from the profile with the current one.
  const userId = useSessionUser()?.id;
  const isOwn = account !== undefined && account.id === userId;
  // Only roles the user holds every permission of are offered; the account's own role stays listed so the picker shows it.
  const roleChoices = (roles.data ?? []).filter((role) => role.assignable || role.id === account?.role.id);
  const { create: createAccount, update: updateAccount } = useRecordMutations<Account, CreateAccount, UpdateAccount>(
    accountRecords,
    accountSchema,
  );
  const onSubmit = useRecordSave({
    form,
    save: ({ password, ...rest }) => {
      if (!account) return createAccount.mutateAsync({ password, ...rest });
      const { email, username, status, force_reset_password } = account;
      // Blank keeps the current password, anything typed replaces it.
      const initial = { email, username, role_id: account.role.id, status, force_reset_password, password: '' };
      return sendChanges(initial, { ...rest, password }, (changes) =>
        updateAccount.mutateAsync({ id: account.id, changes }),
      );
    },
    ...saveToasts({ t, prefix: 'account.' }, account !== undefined),
    fields: ACCOUNT_FORM_FIELDS,
    conflicts: { EMAIL_ALREADY_USED: 'email', USERNAME_ALREADY_USED: 'username' },
    onDone,
  });

  return (
    <RecordForm
      form={form}
      onSubmit={onSubmit}
      cancelLabel={t('common.cancel')}
      submitLabel={account ? t('common.save') : t('account.form.submitAdd')}
    >
      <TextField control={form.control} name="email" label={t('account.form.email')} type="email" />
      <TextField control={form.control} name="username" label={t('account.form.username')} />
      {isOwn ? (
        <p className="text-muted-foreground text-sm">{t('account.form.ownPassword')}</p>
      ) : (
        <AccountPasswordField isEdit={account !== undefined} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={form.control}
          name="role_id"
          label={t('account.form.role')}
          numeric
          disabled={roles.isPending || isOwn}
          placeholder={roles.isError ? t('account.form.rolesFailed') : t('account.form.rolePlaceholder')}
          description={isOwn ? t('account.form.ownRole') : undefined}
          options={roleChoices.map((role) => ({ value: String(role.id), label: role.name }))}
        />
        <ActiveStatusField control={form.control} name="status" label={t('account.form.status')} />
      </div>
      <CheckboxField control={form.control} name="force_reset_password" label={t('account.form.forceReset')} />
    </RecordForm>
  );
}
