import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { type Account, type UpdateAccount } from '@backoffice/contract';
import { ActiveStatusField } from '@/components/form-fields/active-status-field';
import { Checkbox } from '@/components/ui/checkbox';
import { FormDialogFooter, RecordFormDialog } from '@/components/record-form-dialog';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { errorMessage } from '@/lib/errors';
import { useSessionUser } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useCreateAccount } from '../api/create-account';
import { useRoleOptions } from '../api/get-role-options';
import { useUpdateAccount } from '../api/update-account';
import { applyServerErrors } from '@/lib/form-errors';
import { pickChanges } from '@/lib/pick-changes';
import {
  ACCOUNT_FORM_FIELDS,
  accountFormDefaults,
  createAccountFormSchema,
  editAccountFormSchema,
  type AccountFormInput,
  type AccountFormValues,
} from './account-form-schema';
import { AccountPasswordField } from './account-password-field';

interface AccountFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account to edit; none to add one. */
  account?: Account;
}

/** Add or edit a staff account. Radix closes it on Escape and keeps focus inside while open. */
export function AccountFormDialog({ open, onOpenChange, account }: AccountFormDialogProps) {
  const { t } = useTranslation('userManagement');
  const isEdit = account !== undefined;
  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-lg"
      title={isEdit ? t('account.form.editTitle') : t('account.form.addTitle')}
      description={isEdit ? t('account.form.editDescription', { email: account.email }) : t('account.form.addDescription')}
    >
      {/* Mounted only while open, so every opening starts from the record's current values. */}
      <AccountForm key={account?.id ?? 'new'} account={account} onDone={() => onOpenChange(false)} />
    </RecordFormDialog>
  );
}

function AccountForm({ account, onDone }: { account: Account | undefined; onDone: () => void }) {
  const { t } = useTranslation('userManagement');
  const isEdit = account !== undefined;
  const form = useForm<AccountFormInput, unknown, AccountFormValues>({
    resolver: zodResolver(isEdit ? editAccountFormSchema : createAccountFormSchema),
    defaultValues: accountFormDefaults(account),
  });
  const roles = useRoleOptions();
  // One's own role is not editable, and one's own password is changed from the profile with the current one.
  const userId = useSessionUser()?.id;
  const isOwn = isEdit && account.id === userId;
  // Only roles the user holds every permission of are offered; the account's own role stays listed so the picker shows it.
  const roleChoices = (roles.data ?? []).filter((role) => role.assignable || role.id === account?.role.id);
  const createAccount = useCreateAccount();
  const updateAccount = useUpdateAccount();

  function onFailure(error: unknown, failedKey: 'account.toast.createFailed' | 'account.toast.updateFailed') {
    applyServerErrors(error, form.setError, ACCOUNT_FORM_FIELDS, {
      EMAIL_ALREADY_USED: 'email',
      USERNAME_ALREADY_USED: 'username',
    });
    notify.error(t(failedKey, { reason: errorMessage(error) }));
  }

  async function onSubmit(values: AccountFormValues) {
    if (!account) {
      try {
        await createAccount.mutateAsync(values);
        notify.success(t('account.toast.created'));
        onDone();
      } catch (error) {
        onFailure(error, 'account.toast.createFailed');
      }
      return;
    }
    const { password, ...rest } = values;
    const initial: typeof rest = {
      email: account.email,
      username: account.username,
      role_id: account.role.id,
      status: account.status,
      force_reset_password: account.force_reset_password,
    };
    const changes: UpdateAccount = pickChanges(initial, rest);
    // Blank keeps the current password.
    if (password) changes.password = password;
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    try {
      await updateAccount.mutateAsync({ id: account.id, changes });
      notify.success(t('account.toast.updated'));
      onDone();
    } catch (error) {
      onFailure(error, 'account.toast.updateFailed');
    }
  }

  const submitting = form.formState.isSubmitting;
  const labels = {
    email: t('account.form.email'),
    username: t('account.form.username'),
    role: t('account.form.role'),
    status: t('account.form.status'),
  };
  return (
    <Form {...form}>
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} className="grid gap-4" noValidate>
        <FormField
          control={form.control}
          name="email"
          label={labels.email}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{labels.email}</FormLabel>
              <FormControl>
                <Input {...field} type="email" autoComplete="off" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="username"
          label={labels.username}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{labels.username}</FormLabel>
              <FormControl>
                <Input {...field} autoComplete="off" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        {isOwn ? <p className="text-muted-foreground text-sm">{t('account.form.ownPassword')}</p> : <AccountPasswordField isEdit={isEdit} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="role_id"
            label={labels.role}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{labels.role}</FormLabel>
                <Select
                  value={field.value ? String(field.value) : ''}
                  onValueChange={(value) => field.onChange(Number(value))}
                  disabled={roles.isPending || isOwn}
                >
                  <FormControl>
                    <SelectTrigger className="w-full" onBlur={field.onBlur} ref={field.ref}>
                      <SelectValue
                        placeholder={roles.isError ? t('account.form.rolesFailed') : t('account.form.rolePlaceholder')}
                      />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    {roleChoices.map((role) => (
                      <SelectItem key={role.id} value={String(role.id)}>
                        {role.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                {isOwn && <FormDescription>{t('account.form.ownRole')}</FormDescription>}
                <FormMessage />
              </FormItem>
            )}
          />
          <ActiveStatusField control={form.control} name="status" label={labels.status} />
        </div>
        <FormField
          control={form.control}
          name="force_reset_password"
          render={({ field }) => (
            <FormItem className="flex items-center gap-2">
              <FormControl>
                <Checkbox
                  checked={field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              </FormControl>
              <FormLabel className="font-normal">{t('account.form.forceReset')}</FormLabel>
            </FormItem>
          )}
        />
        <FormDialogFooter cancelLabel={t('common.cancel')} submitLabel={isEdit ? t('common.save') : t('account.form.submitAdd')} submitting={submitting} />
      </form>
    </Form>
  );
}
