import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '@/app/access';
import { SubscriptionPage } from '@/features/bot-analytics/subscriptions/subscription-page';
import { subscriptionSearchSchema, type SubscriptionSearch } from '@/features/bot-analytics/subscriptions/subscription-search';

export const Route = createFileRoute('/_authenticated/bot/subscription')({
  validateSearch: subscriptionSearchSchema,
  beforeLoad: requirePermission(['BOT_SUBSCRIPTION']),
  component: SubscriptionRoute,
});

function SubscriptionRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: SubscriptionSearch) => void navigate({ search: next }), [navigate]);
  return <SubscriptionPage search={search} onSearchChange={onSearchChange} />;
}
