import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BOT_MESSAGE_TYPES,
  KEYWORD_MESSAGE_LIMITS,
  LIMITS,
  type KeywordMessage,
  keywordMessageSchema,
  type CreateKeywordMessage,
  type UpdateKeywordMessage,
} from '@backoffice/contract';
import { characterCount, ActiveStatusField, SelectField, TextField, TextareaField } from '@/components/form-fields';
import { RecordForm } from '@/components/record-form-dialog';
import { saveToasts, type RecordListForm } from '@/components/record-list';
import { useRecordMutations } from '@/components/record-mutations';
import { NOTHING_CHANGED, useRecordForm, useRecordSave } from '@/lib/use-record-save';
import {
  KEYWORD_MESSAGE_FORM_FIELDS,
  changedFields,
  keywordMessageFormDefaults,
  keywordMessageFormSchema,
  toSubmitted,
} from './keyword-message-form-schema';
import { MessageButtonsField } from './message-buttons-field';
import { MessagePreview } from './message-preview';
import { keywordMessageRecords } from './api/keyword-message-records';

/** Add (no message) or edit a keyword message, with a live preview of the reply beside the form. */
export const keywordMessageForm: RecordListForm<KeywordMessage> = {
  className: 'max-h-[90vh] overflow-y-auto sm:max-w-3xl',
  render: (message, onDone) => <KeywordMessageForm message={message} onDone={onDone} />,
};

function KeywordMessageForm({ message, onDone }: { message: KeywordMessage | undefined; onDone: () => void }) {
  const { t } = useTranslation('keywordMessage');
  const form = useRecordForm(keywordMessageFormSchema, keywordMessageFormDefaults(message));
  const [messageType, content, buttonValues] = useWatch({
    control: form.control,
    name: ['message_type', 'content', 'buttons'],
  });
  const { create: createMessage, update: updateMessage } = useRecordMutations<
    KeywordMessage,
    CreateKeywordMessage,
    UpdateKeywordMessage
  >(keywordMessageRecords, keywordMessageSchema);
  const onSubmit = useRecordSave({
    form,
    save: (raw) => {
      const values = toSubmitted(raw);
      if (!message) return createMessage.mutateAsync(values);
      const changes = changedFields(message, values);
      return Object.keys(changes).length === 0
        ? Promise.resolve(NOTHING_CHANGED)
        : updateMessage.mutateAsync({ id: message.id, changes });
    },
    ...saveToasts({ t, prefix: '' }, message !== undefined),
    fields: KEYWORD_MESSAGE_FORM_FIELDS,
    conflicts: { KEYWORD_MESSAGE_ALREADY_EXISTS: 'keyword' },
    onDone,
  });
  // A Button message starts with one empty button to fill in; a Text message keeps none, so hidden
  // buttons can neither block the save nor be sent.
  const onTypeChange = (type: string) => {
    if (type === 'Button' && (form.getValues('buttons') ?? []).length === 0)
      form.setValue('buttons', [{ label: '', url: '' }]);
    if (type === 'Text') form.setValue('buttons', []);
  };
  const isButton = messageType === 'Button';
  const length = (max: number) => characterCount(t, 'form.length', max);

  return (
    <RecordForm
      form={form}
      onSubmit={onSubmit}
      cancelLabel={t('cancel')}
      submitLabel={message ? t('form.submitEdit') : t('form.submitAdd')}
      className="grid gap-6 md:grid-cols-[1fr_16rem]"
      footerClassName="md:col-span-2"
    >
      <div className="grid content-start gap-4">
        <TextField
          control={form.control}
          name="keyword"
          label={t('form.keyword')}
          description={length(LIMITS.keyword)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            control={form.control}
            name="message_type"
            label={t('form.messageType')}
            options={BOT_MESSAGE_TYPES.map((type) => ({ value: type, label: t(`messageType.${type}`) }))}
            onValueChange={onTypeChange}
          />
          <ActiveStatusField control={form.control} name="status" label={t('form.status')} />
        </div>
        <TextareaField
          control={form.control}
          name="content"
          label={t('form.content')}
          rows={5}
          description={length(KEYWORD_MESSAGE_LIMITS.content)}
        />
        {isButton && <MessageButtonsField />}
      </div>
      <MessagePreview content={content} buttons={isButton ? (buttonValues ?? []) : []} className="self-start" />
    </RecordForm>
  );
}
