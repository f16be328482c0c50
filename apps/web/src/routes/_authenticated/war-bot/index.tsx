import { createFileRoute } from '@tanstack/react-router';
import { requirePage } from '@/app/route-guard';
import { useListRoute } from '@/app/list-route';
import { AnalysisPage } from '@/features/war-bot/analysis/analysis-page';
import { analysisSearchSchema } from '@/features/war-bot/analysis/analysis-search';

/** /war-bot: Group Activity Analysis (permission WAR_BOT). */
export const Route = createFileRoute('/_authenticated/war-bot/')({
  validateSearch: analysisSearchSchema,
  beforeLoad: requirePage('/war-bot'),
  component: AnalysisRoute,
});

function AnalysisRoute() {
  const { search, onSearchChange } = useListRoute(Route);
  return <AnalysisPage search={search} onSearchChange={onSearchChange} />;
}
