import { useMemo, useState } from 'react';
import { PlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_LIST, type Webhook, type WebhookWithSecret } from '@backoffice/contract';
import { useListToolbar } from '@/components/data-table/list-toolbar';
import type { ListRouteProps } from '@/components/data-table/use-table-url-state';
import { ListPage } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import { RecordDeleteDialog } from '@/components/record-delete-dialog';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { getWebhooksQueryOptions } from './api/get-webhooks';
import { useDeleteWebhook, useRotateWebhookSecret } from './api/webhook-mutations';
import { getWebhookColumns } from './webhook-columns';
import { WebhookCreateDialog } from './webhook-create-dialog';
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog';
import { WebhookEditDialog } from './webhook-edit-dialog';
import type { WebhookSearch } from './webhook-search';
import { WebhookSecretDialog } from './webhook-secret-dialog';

/** /user/webhooks: the integrators' endpoints, their secrets shown once, and each one's delivery log (WEBHOOK holders). */
export function WebhooksPage(route: ListRouteProps<WebhookSearch>) {
  const { t } = useTranslation('webhooks');
  const [creating, setCreating] = useState(false);
  const [createRound, setCreateRound] = useState(0);
  const [secret, setSecret] = useState<WebhookWithSecret | undefined>();
  const [editing, setEditing] = useState<{ webhook: Webhook | undefined; open: boolean }>({
    webhook: undefined,
    open: false,
  });
  const [logOf, setLogOf] = useState<Webhook | undefined>();
  const [deleting, setDeleting] = useState<{ webhook: Webhook | undefined; open: boolean }>({
    webhook: undefined,
    open: false,
  });
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhook();

  const columns = useMemo(
    () =>
      getWebhookColumns(t, {
        onEdit: (webhook) => setEditing({ webhook, open: true }),
        onDeliveries: setLogOf,
        onRotate: (webhook) =>
          rotate.mutate(webhook.id, {
            onSuccess: (rotated) => {
              rotate.reset();
              setSecret(rotated);
            },
            onError: () => notify.error(t('toast.rotateFailed')),
          }),
        onDelete: (webhook) => setDeleting({ webhook, open: true }),
      }),
    // The mutation objects change identity on every render; their mutate functions do not matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );
  const toolbar = useListToolbar(WEBHOOK_LIST, t, (t) => ({
    facets: { status: { title: t('columns.status'), label: (status) => t(`status.${status}`) } },
    dates: t('createdDate'),
  }));

  return (
    <ListPage
      header={<PageHeader title={t('title')} description={t('description')} />}
      listId="webhook"
      columns={columns}
      {...toolbar}
      {...route}
      queryOptions={getWebhooksQueryOptions}
      searchPlaceholder={t('searchPlaceholder')}
      actions={
        <Button
          size="sm"
          className="h-8"
          onClick={() => {
            setCreateRound((round) => round + 1);
            setCreating(true);
          }}
        >
          <PlusIcon aria-hidden="true" />
          {t('add')}
        </Button>
      }
    >
      <WebhookCreateDialog
        open={creating}
        onOpenChange={setCreating}
        round={createRound}
        onCreated={(webhook) => {
          setCreating(false);
          setSecret(webhook);
        }}
      />
      <WebhookEditDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        webhook={editing.webhook}
      />
      <WebhookSecretDialog shown={secret} onClose={() => setSecret(undefined)} />
      <WebhookDeliveriesDialog webhook={logOf} onClose={() => setLogOf(undefined)} />
      <RecordDeleteDialog
        open={deleting.open}
        onOpenChange={(open) => setDeleting((current) => ({ ...current, open }))}
        record={deleting.webhook}
        remove={(webhook) => remove.mutateAsync(webhook.id)}
        wording={(webhook) => ({
          title: t('delete.title'),
          description: t('delete.description', { url: webhook.url }),
          success: t('toast.deleted'),
          failure: (reason) => t('toast.deleteFailed', { reason }),
          confirm: t('delete.confirm'),
        })}
      />
    </ListPage>
  );
}
