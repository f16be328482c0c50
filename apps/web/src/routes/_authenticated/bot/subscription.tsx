import { createFileRoute } from '@tanstack/react-router';
import { requirePage } from '@/app/route-guard';
import { useListRoute } from '@/app/list-route';
import { SubscriptionPage } from '@/features/bot-analytics/subscriptions/subscription-page';
import { subscriptionSearchSchema } from '@/features/bot-analytics/subscriptions/subscription-search';

export const Route = createFileRoute('/_authenticated/bot/subscription')({
  validateSearch: subscriptionSearchSchema,
  beforeLoad: requirePage('/bot/subscription'),
  component: SubscriptionRoute,
});

function SubscriptionRoute() {
  const { search, onSearchChange } = useListRoute(Route);
  return <SubscriptionPage search={search} onSearchChange={onSearchChange} />;
}
