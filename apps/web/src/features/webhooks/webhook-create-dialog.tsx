import { useTranslation } from 'react-i18next';
import { createWebhookSchema, type WebhookWithSecret } from '@backoffice/contract';
import { RecordForm, RecordFormDialog, type RecordDialogProps } from '@/components/record-form-dialog';
import { useRecordForm, useRecordSave } from '@/lib/use-record-save';
import { useCreateWebhook } from './api/webhook-mutations';
import { WebhookFields } from './webhook-fields';

interface WebhookCreateDialogProps extends RecordDialogProps {
  /** Changes at every opening, so the form starts empty each time. */
  round: number;
  /** Receives the endpoint with its secret: the one moment the secret can be shown. */
  onCreated: (webhook: WebhookWithSecret) => void;
}

/** Register an endpoint: its URL, a description and the events it receives. */
export function WebhookCreateDialog({ open, onOpenChange, round, onCreated }: WebhookCreateDialogProps) {
  const { t } = useTranslation('webhooks');
  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-lg"
      title={t('form.title')}
      description={t('form.description')}
    >
      <WebhookCreateForm key={round} onCreated={onCreated} />
    </RecordFormDialog>
  );
}

function WebhookCreateForm({ onCreated }: { onCreated: (webhook: WebhookWithSecret) => void }) {
  const { t } = useTranslation('webhooks');
  const form = useRecordForm(createWebhookSchema, { url: '', description: '', events: [], status: 'Active' });
  const create = useCreateWebhook();
  const onSubmit = useRecordSave({
    form,
    save: async (values) => {
      const created = await create.mutateAsync(values);
      // The secret is handed on and not kept in the mutation's state.
      create.reset();
      return created;
    },
    success: () => t('toast.created'),
    failure: (reason) => t('toast.createFailed', { reason }),
    fields: ['url', 'description', 'events'],
    // A URL the server will not send to (a private address, a name resolving to one): shown under URL.
    conflicts: { WEBHOOK_URL_NOT_ALLOWED: 'url' },
    onDone: (created) => created && onCreated(created),
  });

  return (
    <RecordForm form={form} onSubmit={onSubmit} cancelLabel={t('form.cancel')} submitLabel={t('form.submit')}>
      <WebhookFields control={form.control} withStatus={false} />
    </RecordForm>
  );
}
