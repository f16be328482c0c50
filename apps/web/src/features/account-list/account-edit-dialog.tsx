import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { LIST_TYPES, USER_TYPES, updateTgAccountSchema, type TgAccount, type UpdateTgAccount } from '@backoffice/contract';
import { FormDialogFooter, RecordFormDialog } from '@/components/record-form-dialog';
import { SelectField } from '@/components/form-fields/select-field';
import { Form } from '@/components/ui/form';
import { errorMessage } from '@/lib/errors';
import { applyServerErrors } from '@/lib/form-errors';
import { pickChanges } from '@/lib/pick-changes';
import { notify } from '@/lib/toast';
import { useUpdateTgAccount } from './api/update-tg-account';
import { accountName } from './account-name';
import { BlacklistConfirmDialog } from './blacklist-confirm-dialog';

type FormInput = z.input<typeof updateTgAccountSchema>;
type FormValues = z.output<typeof updateTgAccountSchema>;
const FIELDS = ['user_type', 'list_type'] as const;

interface AccountEditDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  account: TgAccount | undefined;
}

/** Classify one Telegram user: user type and list type. Moving a user to Blacklist asks first. */
export function AccountEditDialog({ open, onOpenChange, account }: AccountEditDialogProps) {
  const { t } = useTranslation('accountList');
  const name = account ? accountName(account) : '';
  return (
    <RecordFormDialog open={open} onOpenChange={onOpenChange} title={t('edit.title')} description={t('edit.description', { name })}>
      {account && <AccountEditForm key={`${account.id}:${account.updated_at}`} account={account} onDone={() => onOpenChange(false)} />}
    </RecordFormDialog>
  );
}

function AccountEditForm({ account, onDone }: { account: TgAccount; onDone: () => void }) {
  const { t } = useTranslation('accountList');
  const initial: FormValues = { user_type: account.user_type, list_type: account.list_type };
  const form = useForm<FormInput, unknown, FormValues>({ resolver: zodResolver(updateTgAccountSchema), defaultValues: initial });
  const update = useUpdateTgAccount();
  // The changes waiting for the Blacklist confirmation, while it is open.
  const [toConfirm, setToConfirm] = useState<UpdateTgAccount | undefined>(undefined);

  async function save(changes: UpdateTgAccount): Promise<boolean> {
    try {
      if (Object.keys(changes).length > 0) await update.mutateAsync({ id: account.id, changes });
      notify.success(t('toast.updated'));
      onDone();
      return true;
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
      notify.error(t('toast.updateFailed', { reason: errorMessage(error) }));
      return false;
    }
  }

  async function onSubmit(values: FormValues) {
    const changes = pickChanges(initial, values);
    if (changes.list_type === 'Blacklist') {
      setToConfirm(changes);
      return;
    }
    await save(changes);
  }

  const submitting = form.formState.isSubmitting || update.isPending;
  return (
    <Form {...form}>
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} className="grid gap-4" noValidate>
        <SelectField control={form.control} name="user_type" label={t('edit.userType')} options={USER_TYPES.map((value) => ({ value, label: t(`userType.${value}`) }))} />
        <SelectField
          control={form.control}
          name="list_type"
          label={t('edit.listType')}
          description={t('edit.listTypeHint')}
          options={LIST_TYPES.map((value) => ({ value, label: t(`listType.${value}`) }))}
        />
        <FormDialogFooter cancelLabel={t('edit.cancel')} submitLabel={t('edit.save')} submitting={submitting} />
      </form>
      <BlacklistConfirmDialog
        open={toConfirm !== undefined}
        name={accountName(account)}
        pending={update.isPending}
        onCancel={() => setToConfirm(undefined)}
        onConfirm={() => {
          // Saved: the edit dialog closes with it. Failed: back to the form, where the reason is shown.
          if (toConfirm) void save(toConfirm).then(() => setToConfirm(undefined));
        }}
      />
    </Form>
  );
}
