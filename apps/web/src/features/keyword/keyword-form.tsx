import { useTranslation } from 'react-i18next';
import {
  LIMITS,
  type Keyword,
  type KeywordType,
  keywordSchema,
  type CreateKeyword,
  type UpdateKeyword,
} from '@backoffice/contract';
import { characterCount, TextField, TextareaField } from '@/components/form-fields';
import { RecordForm } from '@/components/record-form-dialog';
import type { RecordListForm } from '@/components/record-list';
import { useRecordMutations } from '@/components/record-mutations';
import { isApiError } from '@/lib/http';
import { sendChanges, useRecordForm, useRecordSave } from '@/lib/use-record-save';
import { KEYWORD_FORM_FIELDS, keywordFormDefaults, keywordFormInitial, keywordFormSchema } from './keyword-form-schema';
import { keywordRecords } from './api/keyword-records';

/** Add (no keyword) or edit a forward or restrict keyword. */
export function keywordForm(type: KeywordType, addDescription: string): RecordListForm<Keyword> {
  return {
    className: 'sm:max-w-lg',
    addDescription,
    render: (keyword, onDone) => <KeywordForm type={type} keyword={keyword} onDone={onDone} />,
  };
}

function KeywordForm({
  type,
  keyword,
  onDone,
}: {
  type: KeywordType;
  keyword: Keyword | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation('keyword');
  const form = useRecordForm(keywordFormSchema, keywordFormDefaults(keyword));
  const { create: createKeyword, update: updateKeyword } = useRecordMutations<Keyword, CreateKeyword, UpdateKeyword>(
    keywordRecords(type),
    keywordSchema,
  );
  const onSubmit = useRecordSave({
    form,
    save: (values) =>
      keyword
        ? sendChanges(keywordFormInitial(keyword), values, (changes) =>
            updateKeyword.mutateAsync({ id: keyword.id, changes }),
          )
        : createKeyword.mutateAsync(values),
    success: () => t(keyword ? 'toast.updated' : 'toast.created'),
    // A taken queue number has the product's own toast: 'Queue number already used.'
    failure: (reason, error) =>
      isApiError(error) && error.code === 'QUEUE_NUMBER_ALREADY_USED'
        ? reason
        : t(keyword ? 'toast.updateFailed' : 'toast.createFailed', { reason }),
    fields: KEYWORD_FORM_FIELDS,
    onDone,
  });

  return (
    <RecordForm
      form={form}
      onSubmit={onSubmit}
      cancelLabel={t('cancel')}
      submitLabel={keyword ? t('form.submitEdit') : t('form.submitAdd')}
    >
      <TextField
        control={form.control}
        name="keyword"
        label={t('form.keyword')}
        description={characterCount(t, 'form.length', LIMITS.keyword)}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="queue_number"
          inputMode="numeric"
          label={t('form.queueNumber')}
          description={t('form.queueNumberHint', { min: LIMITS.queueNumber.min, max: LIMITS.queueNumber.max })}
        />
        <TextField
          control={form.control}
          name="price"
          label={t('form.price')}
          inputMode="decimal"
          prefix="$"
          description={t('form.priceHint')}
        />
      </div>
      <TextareaField control={form.control} name="remarks" label={t('form.remarks')} />
    </RecordForm>
  );
}
