import { createFileRoute } from '@tanstack/react-router';
import { requirePage } from '@/app/route-guard';
import { useListRoute } from '@/app/list-route';
import { SponsorListPage } from '@/features/sponsor/sponsors/sponsor-list-page';
import { sponsorSearchSchema } from '@/features/sponsor/sponsors/sponsor-search';

export const Route = createFileRoute('/_authenticated/database/sponsor/$id')({
  validateSearch: sponsorSearchSchema,
  beforeLoad: requirePage('/database/sponsor'),
  // The id is a client id: anything but a positive whole number is no client, and the page says so as
  // every detail page does.
  params: {
    parse: ({ id }) => ({ id: /^[1-9]\d{0,9}$/.test(id) ? Number(id) : 0 }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  component: SponsorListRoute,
});

function SponsorListRoute() {
  const { id } = Route.useParams();
  const { search, onSearchChange } = useListRoute(Route);
  return <SponsorListPage key={id} clientId={id} search={search} onSearchChange={onSearchChange} />;
}
