import { createFileRoute } from '@tanstack/react-router';
import { requirePage } from '@/app/route-guard';
import { CatalogueDetailPage } from '@/features/search-bot-database/catalogue/catalogue-detail-page';

export const Route = createFileRoute('/_authenticated/database/keyword-database/$id')({
  beforeLoad: requirePage('/database/keyword-database'),
  component: CatalogueDetailRoute,
});

function CatalogueDetailRoute() {
  const { id } = Route.useParams();
  // A non-numeric id is no entry: the page shows its not-found state.
  return <CatalogueDetailPage id={/^\d+$/.test(id) ? Number(id) : 0} />;
}
