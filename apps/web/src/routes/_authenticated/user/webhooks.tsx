import { createFileRoute } from '@tanstack/react-router';
import { requirePage } from '@/app/route-guard';
import { useListRoute } from '@/app/list-route';
import { WebhooksPage } from '@/features/webhooks/webhooks-page';
import { webhookSearchSchema } from '@/features/webhooks/webhook-search';

export const Route = createFileRoute('/_authenticated/user/webhooks')({
  validateSearch: webhookSearchSchema,
  beforeLoad: requirePage('/user/webhooks'),
  component: WebhooksRoute,
});

function WebhooksRoute() {
  const { search, onSearchChange } = useListRoute(Route);
  return <WebhooksPage search={search} onSearchChange={onSearchChange} />;
}
