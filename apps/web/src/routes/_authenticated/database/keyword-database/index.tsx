import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/app/access';
import { CataloguePage } from '@/features/search-bot-database/catalogue/catalogue-page';
import { catalogueSearchSchema, type CatalogueSearch } from '@/features/search-bot-database/catalogue/catalogue-search';

export const Route = createFileRoute('/_authenticated/database/keyword-database/')({
  validateSearch: catalogueSearchSchema,
  beforeLoad: requireAccess({ flag: 'KEYWORD_DATABASE', permissions: ['SEARCH_BOT_KEYWORD_DATABASE'] }),
  component: CatalogueRoute,
});

function CatalogueRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: CatalogueSearch) => void navigate({ search: next }), [navigate]);
  return <CataloguePage search={search} onSearchChange={onSearchChange} />;
}
