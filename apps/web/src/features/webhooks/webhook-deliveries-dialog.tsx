import { useQuery } from '@tanstack/react-query';
import { RotateCcwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Webhook } from '@backoffice/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { MISSING, formatDateTime } from '@/lib/format';
import { notify } from '@/lib/toast';
import { deliveriesQueryOptions } from './api/get-deliveries';
import { useResendDelivery } from './api/webhook-mutations';
import { eventKey } from './event-key';

/** An endpoint's delivery log: status, attempts, the last answer's code, when; and "Send again". */
export function WebhookDeliveriesDialog({ webhook, onClose }: { webhook: Webhook | undefined; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <Dialog open={webhook !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>{t('deliveries.title')}</DialogTitle>
          <DialogDescription>{t('deliveries.description', { url: webhook?.url ?? '' })}</DialogDescription>
        </DialogHeader>
        {webhook && <DeliveryLog webhookId={webhook.id} />}
      </DialogContent>
    </Dialog>
  );
}

function DeliveryLog({ webhookId }: { webhookId: number }) {
  const { t } = useTranslation('webhooks');
  const deliveries = useQuery(deliveriesQueryOptions(webhookId));
  const resend = useResendDelivery(webhookId);
  if (deliveries.isPending) return <p className="text-sm text-muted-foreground">{t('deliveries.loading')}</p>;
  if (deliveries.isError) return <p className="text-sm text-destructive">{t('deliveries.failed')}</p>;
  if (deliveries.data.length === 0) return <p className="text-sm text-muted-foreground">{t('deliveries.none')}</p>;
  return (
    <div className="max-h-[60vh] overflow-auto">
      <table className="w-full text-sm">
        <thead className="text-left text-muted-foreground">
          <tr>
            <th className="p-2 font-medium">{t('deliveries.event')}</th>
            <th className="p-2 font-medium">{t('deliveries.status')}</th>
            <th className="p-2 font-medium">{t('deliveries.attempts')}</th>
            <th className="p-2 font-medium">{t('deliveries.responseCode')}</th>
            <th className="p-2 font-medium">{t('deliveries.time')}</th>
            <th className="p-2 font-medium">
              <span className="sr-only">{t('deliveries.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.data.map((delivery) => (
            <tr key={delivery.id} className="border-t">
              <td className="p-2">
                <div>{t(`event.${eventKey(delivery.event_type)}`)}</div>
                <code className="text-xs text-muted-foreground">{delivery.message_id}</code>
              </td>
              <td className="p-2">
                <Badge
                  variant={
                    delivery.status === 'Succeeded'
                      ? 'success'
                      : delivery.status === 'Failed'
                        ? 'destructive'
                        : 'secondary'
                  }
                >
                  {t(`deliveryStatus.${delivery.status}`)}
                </Badge>
                {delivery.error && <div className="text-xs text-muted-foreground">{delivery.error}</div>}
              </td>
              <td className="p-2">{delivery.attempts}</td>
              <td className="p-2">{delivery.response_code ?? MISSING}</td>
              <td className="p-2">{formatDateTime(delivery.last_attempt_at ?? delivery.created_at)}</td>
              <td className="p-2 text-right">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={resend.isPending}
                  onClick={() =>
                    resend.mutate(delivery.id, {
                      onSuccess: () => notify.success(t('toast.resent')),
                      onError: () => notify.error(t('toast.resendFailed')),
                    })
                  }
                >
                  <RotateCcwIcon aria-hidden="true" />
                  {t('deliveries.resend')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
