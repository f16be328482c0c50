import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2Icon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BOT_MESSAGE_TYPES, KEYWORD_MESSAGE_LIMITS, LIMITS, type KeywordMessage } from '@backoffice/contract';
import { ActiveStatusField } from '@/components/form-fields/active-status-field';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { RecordFormDialog } from '@/components/record-form-dialog';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/errors';
import { applyServerErrors } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { translateValidationMessage } from '@/lib/validation-message';
import { useCreateKeywordMessage } from './api/create-keyword-message';
import { useUpdateKeywordMessage } from './api/update-keyword-message';
import {
  KEYWORD_MESSAGE_FORM_FIELDS,
  changedFields,
  keywordMessageFormDefaults,
  keywordMessageFormSchema,
  toSubmitted,
  type KeywordMessageFormInput,
  type KeywordMessageFormValues,
} from './keyword-message-form-schema';
import { MessagePreview } from './message-preview';

interface KeywordMessageFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The message to edit; none to add one. */
  message?: KeywordMessage;
}

/** Add or edit a keyword message, with a live preview of the reply beside the form. */
export function KeywordMessageFormDialog({ open, onOpenChange, message }: KeywordMessageFormDialogProps) {
  const { t } = useTranslation('keywordMessage');
  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-h-[90vh] overflow-y-auto sm:max-w-3xl"
      title={message ? t('form.editTitle') : t('form.addTitle')}
      description={message ? t('form.editDescription', { keyword: message.keyword }) : t('form.addDescription')}
    >
      <KeywordMessageForm key={message?.id ?? 'new'} message={message} onDone={() => onOpenChange(false)} />
    </RecordFormDialog>
  );
}

function KeywordMessageForm({ message, onDone }: { message: KeywordMessage | undefined; onDone: () => void }) {
  const { t } = useTranslation('keywordMessage');
  const form = useForm<KeywordMessageFormInput, unknown, KeywordMessageFormValues>({
    resolver: zodResolver(keywordMessageFormSchema),
    defaultValues: keywordMessageFormDefaults(message),
  });
  const buttons = useFieldArray({ control: form.control, name: 'buttons' });
  const [messageType, content, buttonValues] = useWatch({ control: form.control, name: ['message_type', 'content', 'buttons'] });
  const createMessage = useCreateKeywordMessage();
  const updateMessage = useUpdateKeywordMessage();

  function onFailure(error: unknown, failedKey: 'toast.createFailed' | 'toast.updateFailed') {
    applyServerErrors(error, form.setError, KEYWORD_MESSAGE_FORM_FIELDS, { KEYWORD_MESSAGE_ALREADY_EXISTS: 'keyword' });
    notify.error(t(failedKey, { reason: errorMessage(error) }));
  }

  async function onSubmit(raw: KeywordMessageFormValues) {
    const values = toSubmitted(raw);
    if (!message) {
      try {
        await createMessage.mutateAsync(values);
        notify.success(t('toast.created'));
        onDone();
      } catch (error) {
        onFailure(error, 'toast.createFailed');
      }
      return;
    }
    const changes = changedFields(message, values);
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    try {
      await updateMessage.mutateAsync({ id: message.id, changes });
      notify.success(t('toast.updated'));
      onDone();
    } catch (error) {
      onFailure(error, 'toast.updateFailed');
    }
  }

  const submitting = form.formState.isSubmitting;
  const labels = {
    keyword: t('form.keyword'),
    message_type: t('form.messageType'),
    content: t('form.content'),
    buttons: t('form.buttons'),
    status: t('form.status'),
    label: t('form.buttonLabel'),
    url: t('form.buttonUrl'),
  };
  const isButton = messageType === 'Button';
  const buttonsError = form.formState.errors.buttons;
  const buttonsMessage = buttonsError?.message ?? buttonsError?.root?.message;

  return (
    <Form {...form}>
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} className="grid gap-6 md:grid-cols-[1fr_16rem]" noValidate>
        <div className="grid content-start gap-4">
          <FormField
            control={form.control}
            name="keyword"
            label={labels.keyword}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{labels.keyword}</FormLabel>
                <FormControl>
                  <Input {...field} autoComplete="off" />
                </FormControl>
                <FormDescription>{t('form.length', { current: field.value.length, max: LIMITS.keyword })}</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              control={form.control}
              name="message_type"
              label={labels.message_type}
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{labels.message_type}</FormLabel>
                  <Select
                    value={field.value}
                    onValueChange={(value) => {
                      field.onChange(value);
                      // A Button message starts with one empty button to fill in; a Text message keeps
                      // none, so hidden buttons can neither block the save nor be sent.
                      if (value === 'Button' && buttons.fields.length === 0) buttons.append({ label: '', url: '' });
                      if (value === 'Text') buttons.replace([]);
                    }}
                  >
                    <FormControl>
                      <SelectTrigger className="w-full" onBlur={field.onBlur} ref={field.ref}>
                        <SelectValue />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      {BOT_MESSAGE_TYPES.map((type) => (
                        <SelectItem key={type} value={type}>
                          {t(`messageType.${type}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  <FormMessage />
                </FormItem>
              )}
            />
            <ActiveStatusField control={form.control} name="status" label={labels.status} />
          </div>
          <FormField
            control={form.control}
            name="content"
            label={labels.content}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{labels.content}</FormLabel>
                <FormControl>
                  <Textarea {...field} rows={5} />
                </FormControl>
                <FormDescription>{t('form.length', { current: field.value.length, max: KEYWORD_MESSAGE_LIMITS.content })}</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          {isButton && (
            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-medium">{labels.buttons}</legend>
              {buttons.fields.map((item, index) => (
                <div key={item.id} className="grid grid-cols-[1fr_1.4fr_auto] items-start gap-2">
                  <FormField
                    control={form.control}
                    name={`buttons.${index}.label`}
                    label={labels.label}
                    render={({ field }) => (
                      <FormItem>
                        <FormLabel className="sr-only">{t('form.buttonLabelN', { n: index + 1 })}</FormLabel>
                        <FormControl>
                          <Input {...field} placeholder={labels.label} autoComplete="off" />
                        </FormControl>
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                  <FormField
                    control={form.control}
                    name={`buttons.${index}.url`}
                    label={labels.url}
                    render={({ field }) => (
                      <FormItem>
                        <FormLabel className="sr-only">{t('form.buttonUrlN', { n: index + 1 })}</FormLabel>
                        <FormControl>
                          <Input {...field} placeholder="https://t.me/…" autoComplete="off" />
                        </FormControl>
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                  <Button type="button" variant="ghost" size="icon" onClick={() => buttons.remove(index)} aria-label={t('form.removeButton', { n: index + 1 })}>
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
              ))}
              {buttonsMessage && (
                <p className="text-sm text-destructive" role="alert">
                  {translateValidationMessage(buttonsMessage, labels.buttons)}
                </p>
              )}
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="justify-self-start"
                disabled={buttons.fields.length >= KEYWORD_MESSAGE_LIMITS.buttons}
                onClick={() => buttons.append({ label: '', url: '' })}
              >
                <PlusIcon aria-hidden="true" />
                {t('form.addButton')}
              </Button>
              <p className="text-sm text-muted-foreground">{t('form.linkHint')}</p>
            </fieldset>
          )}
        </div>
        <MessagePreview content={content} buttons={isButton ? (buttonValues ?? []) : []} className="self-start" />
        <DialogFooter className="md:col-span-2">
          <DialogClose asChild>
            <Button variant="outline">{t('cancel')}</Button>
          </DialogClose>
          <Button type="submit" disabled={submitting}>
            {submitting && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {message ? t('form.submitEdit') : t('form.submitAdd')}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
