import { createFileRoute, notFound } from '@tanstack/react-router';
import { requirePage } from '@/app/route-guard';
import { useListRoute } from '@/app/list-route';
import { SponsorListPage } from '@/features/sponsor/sponsors/sponsor-list-page';
import { sponsorSearchSchema } from '@/features/sponsor/sponsors/sponsor-search';

export const Route = createFileRoute('/_authenticated/database/sponsor/$id')({
  validateSearch: sponsorSearchSchema,
  beforeLoad: requirePage('/database/sponsor'),
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
  const { search, onSearchChange } = useListRoute(Route);
  return <SponsorListPage key={id} clientId={id} search={search} onSearchChange={onSearchChange} />;
}
