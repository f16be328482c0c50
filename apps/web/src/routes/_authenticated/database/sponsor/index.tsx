import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/app/access';
import { ClientListPage } from '@/features/sponsor/clients/client-list-page';
import { clientSearchSchema, type ClientSearch } from '@/features/sponsor/clients/client-search';

export const Route = createFileRoute('/_authenticated/database/sponsor/')({
  validateSearch: clientSearchSchema,
  beforeLoad: requireAccess({ permissions: ['SEARCH_BOT_SPONSOR'], flag: 'SPONSOR' }),
  component: ClientListRoute,
});

function ClientListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Every table change is a new history entry, so back/forward walk through pages and filters.
  const onSearchChange = useCallback((next: ClientSearch) => void navigate({ search: next }), [navigate]);
  return <ClientListPage search={search} onSearchChange={onSearchChange} />;
}
