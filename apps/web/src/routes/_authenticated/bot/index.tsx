import { createFileRoute } from '@tanstack/react-router';
import { requirePage } from '@/app/route-guard';
import { useListRoute } from '@/app/list-route';
import { OverviewPage } from '@/features/bot-analytics/overview/overview-page';
import { overviewSearchSchema } from '@/features/bot-analytics/overview/overview-search';

/** /bot: the Bot Overview (permission BOT). */
export const Route = createFileRoute('/_authenticated/bot/')({
  validateSearch: overviewSearchSchema,
  beforeLoad: requirePage('/bot'),
  component: OverviewRoute,
});

function OverviewRoute() {
  const { search, onSearchChange } = useListRoute(Route);
  return <OverviewPage search={search} onSearchChange={onSearchChange} />;
}
