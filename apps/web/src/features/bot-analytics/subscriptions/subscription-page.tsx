import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BOT_SUBSCRIPTION_SORTABLE, SUBSCRIPTION_STATUSES } from '@backoffice/contract';
import type { FacetedFilterDef } from '@/components/data-table/types';
import type { ListRouteProps } from '@/components/data-table/use-table-url-state';
import { ListPage } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import { useBots } from '../api/get-bots';
import { getSubscriptionsQueryOptions } from '../api/get-subscriptions';
import { botFilter } from '../bot-filter';
import { canOpenConversations } from '../conversation-link';
import { getSubscriptionColumns } from './subscription-columns';
import type { SubscriptionSearch } from './subscription-search';

/** /bot/subscription: who started which bot, their searches and collections. */
export function SubscriptionPage(route: ListRouteProps<SubscriptionSearch>) {
  const { t } = useTranslation('botAnalytics');
  const bots = useBots();
  const withConversations = canOpenConversations();
  const columns = useMemo(() => getSubscriptionColumns(t, { withConversations }), [t, withConversations]);
  const filters = useMemo<FacetedFilterDef[]>(
    () => [
      botFilter(t, bots.data),
      {
        id: 'status',
        title: t('filters.status'),
        options: SUBSCRIPTION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
      },
    ],
    [t, bots.data],
  );

  return (
    <ListPage
      header={<PageHeader title={t('subscription.title')} description={t('subscription.description')} />}
      listId="bot-subscription"
      columns={columns}
      sortable={BOT_SUBSCRIPTION_SORTABLE}
      {...route}
      queryOptions={getSubscriptionsQueryOptions}
      filters={filters}
      dateFilter={{ title: t('subscription.subscribedDate'), params: { from: 'from', to: 'to' } }}
      searchPlaceholder={t('subscription.searchPlaceholder')}
      exportList={{ type: 'bot-subscription' }}
    />
  );
}
