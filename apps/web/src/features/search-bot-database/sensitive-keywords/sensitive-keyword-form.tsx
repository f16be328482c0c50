import { useTranslation } from 'react-i18next';
import {
  createSensitiveKeywordSchema,
  type SensitiveKeyword,
  sensitiveKeywordSchema,
  type CreateSensitiveKeyword,
  type UpdateSensitiveKeyword,
} from '@backoffice/contract';
import { ActiveStatusField, TextField } from '@/components/form-fields';
import { RecordForm } from '@/components/record-form-dialog';
import { saveToasts, type RecordListForm } from '@/components/record-list';
import { useRecordMutations } from '@/components/record-mutations';
import { pickChanges } from '@/lib/pick-changes';
import { useRecordForm, useRecordSave } from '@/lib/use-record-save';
import { sensitiveKeywordRecords } from '../api/sensitive-keyword-records';

/** Add (no keyword) or edit one sensitive keyword. */
export const sensitiveKeywordForm: RecordListForm<SensitiveKeyword> = {
  className: 'sm:max-w-md',
  render: (keyword, onDone) => <SensitiveKeywordForm keyword={keyword} onDone={onDone} />,
};

function SensitiveKeywordForm({ keyword, onDone }: { keyword: SensitiveKeyword | undefined; onDone: () => void }) {
  const { t } = useTranslation('searchBotDatabase');
  const form = useRecordForm(createSensitiveKeywordSchema, {
    keyword: keyword?.keyword ?? '',
    status: keyword?.status ?? 'Active',
  });
  const { create, update } = useRecordMutations<SensitiveKeyword, CreateSensitiveKeyword, UpdateSensitiveKeyword>(
    sensitiveKeywordRecords,
    sensitiveKeywordSchema,
  );
  const onSubmit = useRecordSave({
    form,
    save: async (values) => {
      if (!keyword) return create.mutateAsync(values);
      // An unchanged edit is not sent, yet said saved like any other.
      const changes = pickChanges({ keyword: keyword.keyword, status: keyword.status }, values);
      if (Object.keys(changes).length > 0) await update.mutateAsync({ id: keyword.id, changes });
    },
    ...saveToasts({ t, prefix: 'sensitive.' }, keyword !== undefined),
    fields: ['keyword', 'status'],
    conflicts: { SENSITIVE_KEYWORD_ALREADY_USED: 'keyword' },
    onDone,
  });

  return (
    <RecordForm
      form={form}
      onSubmit={onSubmit}
      cancelLabel={t('common.cancel')}
      submitLabel={keyword ? t('common.save') : t('sensitive.form.submitAdd')}
    >
      <TextField control={form.control} name="keyword" label={t('sensitive.form.keyword')} />
      <ActiveStatusField control={form.control} name="status" label={t('sensitive.form.status')} />
    </RecordForm>
  );
}
