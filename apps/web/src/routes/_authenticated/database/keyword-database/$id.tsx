import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/app/access';
import { CatalogueDetailPage } from '@/features/search-bot-database/catalogue/catalogue-detail-page';

export const Route = createFileRoute('/_authenticated/database/keyword-database/$id')({
  beforeLoad: requireAccess({ flag: 'KEYWORD_DATABASE', permissions: ['SEARCH_BOT_KEYWORD_DATABASE'] }),
  component: CatalogueDetailRoute,
});

function CatalogueDetailRoute() {
  const { id } = Route.useParams();
  // A non-numeric id is no entry: the page shows its not-found state.
  return <CatalogueDetailPage id={/^\d+$/.test(id) ? Number(id) : 0} />;
}
