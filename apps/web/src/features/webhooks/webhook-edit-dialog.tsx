import { useTranslation } from 'react-i18next';
import { WEBHOOK_STATUSES, updateWebhookSchema, type UpdateWebhook, type Webhook } from '@backoffice/contract';
import { SelectField, TextField } from '@/components/form-fields';
import { RecordForm, RecordFormDialog, type RecordDialogProps } from '@/components/record-form-dialog';
import { FormField, FormItem, FormMessage } from '@/components/ui/form';
import { sendChanges, useRecordForm, useRecordSave } from '@/lib/use-record-save';
import { useUpdateWebhook } from './api/webhook-mutations';
import { EventChecklist } from './event-checklist';

/** Change an endpoint's URL, description, events or status; its signing secret stays as it is. */
export function WebhookEditDialog({
  open,
  onOpenChange,
  webhook,
}: RecordDialogProps & { webhook: Webhook | undefined }) {
  const { t } = useTranslation('webhooks');
  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-lg"
      title={t('edit.title')}
      description={t('edit.description', { url: webhook?.url ?? '' })}
    >
      {webhook && (
        <WebhookEditForm
          key={`${webhook.id}:${webhook.updated_at}`}
          webhook={webhook}
          onDone={() => onOpenChange(false)}
        />
      )}
    </RecordFormDialog>
  );
}

function WebhookEditForm({ webhook, onDone }: { webhook: Webhook; onDone: () => void }) {
  const { t } = useTranslation('webhooks');
  const initial = {
    url: webhook.url,
    description: webhook.description,
    events: webhook.events,
    status: webhook.status,
  } satisfies UpdateWebhook;
  const form = useRecordForm(updateWebhookSchema, initial);
  const update = useUpdateWebhook();
  const onSubmit = useRecordSave({
    form,
    // Only what changed is sent: an untouched URL is not resolved and checked again.
    save: (values) => sendChanges(initial, values, (changes) => update.mutateAsync({ id: webhook.id, changes })),
    success: () => t('toast.updated'),
    failure: (reason) => t('toast.updateFailed', { reason }),
    fields: ['url', 'description', 'events', 'status'],
    // A URL the server will not send to (a private address, a name resolving to one): shown under URL.
    conflicts: { WEBHOOK_URL_NOT_ALLOWED: 'url' },
    onDone,
  });

  return (
    <RecordForm form={form} onSubmit={onSubmit} cancelLabel={t('form.cancel')} submitLabel={t('edit.save')}>
      <TextField control={form.control} name="url" label={t('form.url')} placeholder="https://example.com/hooks" />
      <TextField control={form.control} name="description" label={t('form.descriptionField')} />
      <FormField
        control={form.control}
        name="events"
        label={t('form.events')}
        render={({ field, fieldState }) => (
          <FormItem>
            <EventChecklist
              legend={t('form.events')}
              value={field.value ?? []}
              onChange={field.onChange}
              invalid={fieldState.invalid}
            />
            <FormMessage />
          </FormItem>
        )}
      />
      <SelectField
        control={form.control}
        name="status"
        label={t('edit.status')}
        description={t('edit.statusHint')}
        options={WEBHOOK_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      />
    </RecordForm>
  );
}
