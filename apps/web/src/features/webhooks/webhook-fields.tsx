import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import type * as z from 'zod/mini';
import { WEBHOOK_STATUSES, type createWebhookSchema } from '@backoffice/contract';
import { SelectField, TextField } from '@/components/form-fields';
import { FormField, FormItem, FormMessage } from '@/components/ui/form';
import { EventChecklist } from './event-checklist';

type WebhookFormControl = Control<z.input<typeof createWebhookSchema>, unknown, z.output<typeof createWebhookSchema>>;

/**
 * An endpoint's fields, the same in the Add and Edit dialogs: both validate the whole endpoint with the create
 * schema (the Edit form starts from every field of the endpoint, and sends only what changed).
 */
export function WebhookFields({ control, withStatus }: { control: WebhookFormControl; withStatus: boolean }) {
  const { t } = useTranslation('webhooks');
  return (
    <>
      <TextField control={control} name="url" label={t('form.url')} placeholder="https://example.com/hooks" />
      <TextField control={control} name="description" label={t('form.descriptionField')} />
      <FormField
        control={control}
        name="events"
        label={t('form.events')}
        render={({ field, fieldState }) => (
          <FormItem>
            <EventChecklist
              legend={t('form.events')}
              value={field.value}
              onChange={field.onChange}
              invalid={fieldState.invalid}
            />
            <FormMessage />
          </FormItem>
        )}
      />
      {withStatus && (
        <SelectField
          control={control}
          name="status"
          label={t('edit.status')}
          description={t('edit.statusHint')}
          options={WEBHOOK_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        />
      )}
    </>
  );
}
