import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LIST_TYPES,
  USER_TYPES,
  updateTgAccountSchema,
  type TgAccount,
  type UpdateTgAccount,
} from '@backoffice/contract';
import { SelectField } from '@/components/form-fields';
import { RecordForm, RecordFormDialog, type RecordDialogProps } from '@/components/record-form-dialog';
import { pickChanges } from '@/lib/pick-changes';
import { useRecordForm, useRecordSave } from '@/lib/use-record-save';
import { useUpdateTgAccount } from './api/update-tg-account';
import { accountName } from './account-name';
import { BlacklistConfirmDialog } from './blacklist-confirm-dialog';

/** Classify one Telegram user: user type and list type. Moving a user to Blacklist asks first. */
export function AccountEditDialog({
  open,
  onOpenChange,
  account,
}: RecordDialogProps & { account: TgAccount | undefined }) {
  const { t } = useTranslation('accountList');
  const name = account ? accountName(account) : '';
  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('edit.title')}
      description={t('edit.description', { name })}
    >
      {account && (
        <AccountEditForm
          key={`${account.id}:${account.updated_at}`}
          account={account}
          onDone={() => onOpenChange(false)}
        />
      )}
    </RecordFormDialog>
  );
}

function AccountEditForm({ account, onDone }: { account: TgAccount; onDone: () => void }) {
  const { t } = useTranslation('accountList');
  const initial: UpdateTgAccount = { user_type: account.user_type, list_type: account.list_type };
  const form = useRecordForm(updateTgAccountSchema, initial);
  const update = useUpdateTgAccount();
  // The values waiting for the Blacklist confirmation, while it is open.
  const [toConfirm, setToConfirm] = useState<UpdateTgAccount | undefined>(undefined);
  const save = useRecordSave({
    form,
    save: async (values) => {
      // An unchanged edit is not sent, yet said saved like any other.
      const changes = pickChanges(initial, values);
      if (Object.keys(changes).length > 0) await update.mutateAsync({ id: account.id, changes });
    },
    success: () => t('toast.updated'),
    failure: (reason) => t('toast.updateFailed', { reason }),
    fields: ['user_type', 'list_type'],
    onDone,
  });
  const onSubmit = (values: UpdateTgAccount) =>
    pickChanges(initial, values).list_type === 'Blacklist' ? setToConfirm(values) : save(values);

  return (
    <RecordForm
      form={form}
      onSubmit={onSubmit}
      cancelLabel={t('edit.cancel')}
      submitLabel={t('edit.save')}
      pending={update.isPending}
    >
      <SelectField
        control={form.control}
        name="user_type"
        label={t('edit.userType')}
        options={USER_TYPES.map((value) => ({ value, label: t(`userType.${value}`) }))}
      />
      <SelectField
        control={form.control}
        name="list_type"
        label={t('edit.listType')}
        description={t('edit.listTypeHint')}
        options={LIST_TYPES.map((value) => ({ value, label: t(`listType.${value}`) }))}
      />
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
    </RecordForm>
  );
}
