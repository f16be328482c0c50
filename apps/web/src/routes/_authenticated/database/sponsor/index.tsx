import { createFileRoute } from '@tanstack/react-router';
import { useListRoute } from '@/app/list-route';
import { requirePage } from '@/app/route-guard';
import { ClientListPage } from '@/features/sponsor/clients/client-list-page';
import { clientSearchSchema } from '@/features/sponsor/clients/client-search';

export const Route = createFileRoute('/_authenticated/database/sponsor/')({
  validateSearch: clientSearchSchema,
  beforeLoad: requirePage('/database/sponsor'),
  component: ClientListRoute,
});

function ClientListRoute() {
  const { search, onSearchChange } = useListRoute(Route);
  return <ClientListPage search={search} onSearchChange={onSearchChange} />;
}
