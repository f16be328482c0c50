import { useTranslation } from 'react-i18next';
import { createWebhookSchema, type CreateWebhook, type Webhook } from '@backoffice/contract';
import { RecordForm, RecordFormDialog, type RecordDialogProps } from '@/components/record-form-dialog';
import { sendChanges, useRecordForm, useRecordSave } from '@/lib/use-record-save';
import { useUpdateWebhook } from './api/webhook-mutations';
import { WebhookFields } from './webhook-fields';

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
  } satisfies CreateWebhook;
  const form = useRecordForm(createWebhookSchema, initial);
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
      <WebhookFields control={form.control} withStatus />
    </RecordForm>
  );
}
