import { createFileRoute } from '@tanstack/react-router';
import { requirePage } from '@/app/route-guard';
import { useListRoute } from '@/app/list-route';
import { detailSearchSchema } from '@/features/sponsor/detail/detail-search';
import { SponsorDetailPage } from '@/features/sponsor/detail/sponsor-detail-page';

export const Route = createFileRoute('/_authenticated/database/detail-sponsor')({
  validateSearch: detailSearchSchema,
  beforeLoad: requirePage('/database/sponsor'),
  component: SponsorDetailRoute,
});

function SponsorDetailRoute() {
  const { search, onSearchChange } = useListRoute(Route);
  return <SponsorDetailPage search={search} onSearchChange={onSearchChange} />;
}
