import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '@/app/access';
import { StalkerListPage } from '@/features/stalker/stalker-list-page';
import { stalkerSearchSchema, type StalkerSearch } from '@/features/stalker/stalker-search';

export const Route = createFileRoute('/_authenticated/stalker/')({
  validateSearch: stalkerSearchSchema,
  beforeLoad: requirePermission(['STALKER']),
  component: StalkerRoute,
});

function StalkerRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: StalkerSearch) => void navigate({ search: next }), [navigate]);
  return <StalkerListPage search={search} onSearchChange={onSearchChange} />;
}
