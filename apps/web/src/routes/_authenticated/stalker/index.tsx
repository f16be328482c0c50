import { createFileRoute } from '@tanstack/react-router';
import { useListRoute } from '@/app/list-route';
import { requirePage } from '@/app/route-guard';
import { StalkerListPage } from '@/features/stalker/stalker-list-page';
import { stalkerSearchSchema } from '@/features/stalker/stalker-search';

export const Route = createFileRoute('/_authenticated/stalker/')({
  validateSearch: stalkerSearchSchema,
  beforeLoad: requirePage('/stalker'),
  component: StalkerRoute,
});

function StalkerRoute() {
  return <StalkerListPage {...useListRoute(Route)} />;
}
