import { createFileRoute } from '@tanstack/react-router';
import { requirePage } from '@/app/route-guard';
import { useListRoute } from '@/app/list-route';
import { AdsKeywordPage } from '@/features/ads-keyword-tracking/keywords/ads-keyword-page';
import { adsKeywordSearchSchema } from '@/features/ads-keyword-tracking/keywords/ads-keyword-search';

export const Route = createFileRoute('/_authenticated/marketingtool/ads-keyword-tracking')({
  validateSearch: adsKeywordSearchSchema,
  beforeLoad: requirePage('/marketingtool/ads-keyword-tracking'),
  component: AdsKeywordTrackingRoute,
});

function AdsKeywordTrackingRoute() {
  const { search, onSearchChange } = useListRoute(Route);
  return <AdsKeywordPage search={search} onSearchChange={onSearchChange} />;
}
