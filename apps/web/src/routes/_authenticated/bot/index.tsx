import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '@/app/access';
import { OverviewPage } from '@/features/bot-analytics/overview/overview-page';
import { overviewSearchSchema, type OverviewSearch } from '@/features/bot-analytics/overview/overview-search';

/** /bot: the Bot Overview (permission BOT). */
export const Route = createFileRoute('/_authenticated/bot/')({
  validateSearch: overviewSearchSchema,
  beforeLoad: requirePermission(['BOT']),
  component: OverviewRoute,
});

function OverviewRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: OverviewSearch) => void navigate({ search: next }), [navigate]);
  return <OverviewPage search={search} onSearchChange={onSearchChange} />;
}
