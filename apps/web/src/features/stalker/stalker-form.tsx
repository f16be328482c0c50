import { useTranslation } from 'react-i18next';
import { GROUP_TYPES, type Stalker, type UpdateStalker, stalkerSchema, type CreateStalker } from '@backoffice/contract';
import {
  ActiveStatusField,
  PasswordField,
  SelectField,
  SwitchField,
  TextareaField,
  TextField,
} from '@/components/form-fields';
import { RecordForm } from '@/components/record-form-dialog';
import { saveToasts, type RecordListForm } from '@/components/record-list';
import { useRecordMutations } from '@/components/record-mutations';
import { sendChanges, useRecordForm, useRecordSave } from '@/lib/use-record-save';
import {
  STALKER_FORM_FIELDS,
  createStalkerFormSchema,
  editStalkerFormSchema,
  stalkerFormDefaults,
} from './stalker-form-schema';
import { stalkerRecords } from './api/stalker-records';

/** Add (no stalker) or edit a stalker. The session string can be replaced, never read back. */
export const stalkerForm: RecordListForm<Stalker> = {
  className: 'sm:max-w-lg',
  render: (stalker, onDone) => <StalkerForm stalker={stalker} onDone={onDone} />,
};

function StalkerForm({ stalker, onDone }: { stalker: Stalker | undefined; onDone: () => void }) {
  const { t } = useTranslation('stalker');
  const form = useRecordForm(stalker ? editStalkerFormSchema : createStalkerFormSchema, stalkerFormDefaults(stalker));
  const { create: createStalker, update: updateStalker } = useRecordMutations<Stalker, CreateStalker, UpdateStalker>(
    stalkerRecords,
    stalkerSchema,
  );
  const onSubmit = useRecordSave({
    form,
    save: ({ session_string: sessionString, ...rest }) => {
      if (!stalker) return createStalker.mutateAsync({ session_string: sessionString, ...rest });
      const { tg_id, username, group_type, remarks, status, premium } = stalker;
      // The stored session string is never shown: blank keeps it, anything typed replaces it.
      const initial = { tg_id, username, group_type, remarks, status, premium, session_string: '' };
      return sendChanges(initial, { ...rest, session_string: sessionString }, (changes) =>
        updateStalker.mutateAsync({ id: stalker.id, changes }),
      );
    },
    ...saveToasts({ t, prefix: '' }, stalker !== undefined),
    fields: STALKER_FORM_FIELDS,
    conflicts: { STALKER_SESSION_STRING_INVALID: 'session_string', STALKER_ALREADY_EXISTS: 'tg_id' },
    onDone,
  });

  const groupTypes = GROUP_TYPES.map((type) => ({ value: type, label: t(`groupType.${type}`) }));
  return (
    <RecordForm
      form={form}
      onSubmit={onSubmit}
      cancelLabel={t('form.cancel')}
      submitLabel={stalker ? t('form.save') : t('form.submitAdd')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="tg_id" label={t('form.tgId')} inputMode="numeric" />
        <TextField control={form.control} name="username" label={t('form.username')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={form.control}
          name="group_type"
          label={t('form.groupType')}
          options={groupTypes}
          placeholder={t('form.groupTypePlaceholder')}
        />
        <ActiveStatusField control={form.control} name="status" label={t('form.status')} />
      </div>
      {/* A secret: typed hidden, never prefilled; on edit, blank keeps the stored one. */}
      <PasswordField
        control={form.control}
        name="session_string"
        label={t('form.sessionString')}
        inputClassName="font-mono"
        description={stalker ? t('form.sessionStringKeep') : t('form.sessionStringHint')}
      />
      <TextareaField control={form.control} name="remarks" label={t('form.remarks')} rows={2} />
      <SwitchField control={form.control} name="premium" label={t('form.premium')} />
    </RecordForm>
  );
}
