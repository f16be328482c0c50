import { queryOptions } from '@tanstack/react-query';
import { pagedSchema, webhookDeliverySchema } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { webhookKeys } from './query-keys';

const deliveriesAnswerSchema = pagedSchema(webhookDeliverySchema);

/** GET /v1/webhooks/{id}/deliveries: the newest 50, refreshed every few seconds while shown. */
export function deliveriesQueryOptions(webhookId: number) {
  return queryOptions({
    queryKey: webhookKeys.deliveries(webhookId),
    queryFn: async () =>
      (
        await appApi.get(`/v1/webhooks/${webhookId}/deliveries?per_page=50`, {
          parse: (data) => deliveriesAnswerSchema.parse(data),
        })
      ).data.data,
    refetchInterval: 2000,
  });
}
