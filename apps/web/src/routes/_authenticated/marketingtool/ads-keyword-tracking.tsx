import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '@/app/access';
import { AdsKeywordPage } from '@/features/ads-keyword-tracking/keywords/ads-keyword-page';
import { adsKeywordSearchSchema, type AdsKeywordSearch } from '@/features/ads-keyword-tracking/keywords/ads-keyword-search';

export const Route = createFileRoute('/_authenticated/marketingtool/ads-keyword-tracking')({
  validateSearch: adsKeywordSearchSchema,
  beforeLoad: requirePermission(['ADS_KEYWORD_TRACKING']),
  component: AdsKeywordTrackingRoute,
});

function AdsKeywordTrackingRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: AdsKeywordSearch, options?: { replace?: boolean }) => void navigate({ search: next, replace: options?.replace ?? false }), [navigate]);
  return <AdsKeywordPage search={search} onSearchChange={onSearchChange} />;
}
