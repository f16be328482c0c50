import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '@/app/access';
import { AnalysisPage } from '@/features/war-bot/analysis/analysis-page';
import { analysisSearchSchema, type AnalysisSearch } from '@/features/war-bot/analysis/analysis-search';

/** /war-bot: Group Activity Analysis (permission WAR_BOT). */
export const Route = createFileRoute('/_authenticated/war-bot/')({
  validateSearch: analysisSearchSchema,
  beforeLoad: requirePermission(['WAR_BOT']),
  component: AnalysisRoute,
});

function AnalysisRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: AnalysisSearch) => void navigate({ search: next }), [navigate]);
  return <AnalysisPage search={search} onSearchChange={onSearchChange} />;
}
