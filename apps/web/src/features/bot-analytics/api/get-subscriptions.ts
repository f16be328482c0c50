import { queryOptions } from '@tanstack/react-query';
import { botSubscriptionPageSchema, type BotSubscription, type Paged } from '@backoffice/contract';
import type { ListParams } from '@/components/data-table/list-params';
import { appApi } from '@/lib/http';
import { botAnalyticsKeys } from './query-keys';

/** GET /v1/bot/subscriptions — one page of subscriptions. */
export function getSubscriptions(params: ListParams, signal?: AbortSignal): Promise<Paged<BotSubscription>> {
  return appApi.get('/v1/bot/subscriptions', {
    query: params,
    signal,
    parse: (body) => botSubscriptionPageSchema.parse(body),
  });
}

export function getSubscriptionsQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: botAnalyticsKeys.subscriptions(params),
    queryFn: ({ signal }) => getSubscriptions(params, signal),
  });
}
