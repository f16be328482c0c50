import { useCallback } from 'react';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { requireAccess } from '@/app/access';
import { SponsorListPage } from '@/features/sponsor/sponsors/sponsor-list-page';
import { sponsorSearchSchema, type SponsorSearch } from '@/features/sponsor/sponsors/sponsor-search';

export const Route = createFileRoute('/_authenticated/database/sponsor/$id')({
  validateSearch: sponsorSearchSchema,
  beforeLoad: requireAccess({ permissions: ['SEARCH_BOT_SPONSOR'], flag: 'SPONSOR' }),
  // The id is a client id: anything but a positive whole number is Not Found.
  params: {
    parse: ({ id }) => {
      if (!/^[1-9]\d{0,9}$/.test(id)) throw notFound();
      return { id: Number(id) };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  component: SponsorListRoute,
});

function SponsorListRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: SponsorSearch) => void navigate({ search: next }), [navigate]);
  return <SponsorListPage key={id} clientId={id} search={search} onSearchChange={onSearchChange} />;
}
