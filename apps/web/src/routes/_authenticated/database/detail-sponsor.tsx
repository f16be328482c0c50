import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/app/access';
import { detailSearchSchema, type DetailSearch } from '@/features/sponsor/detail/detail-search';
import { SponsorDetailPage } from '@/features/sponsor/detail/sponsor-detail-page';

export const Route = createFileRoute('/_authenticated/database/detail-sponsor')({
  validateSearch: detailSearchSchema,
  beforeLoad: requireAccess({ permissions: ['SEARCH_BOT_SPONSOR'], flag: 'SPONSOR' }),
  component: SponsorDetailRoute,
});

function SponsorDetailRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: DetailSearch) => void navigate({ search: next }), [navigate]);
  return <SponsorDetailPage search={search} onSearchChange={onSearchChange} />;
}
