import { createFileRoute } from '@tanstack/react-router';
import { requirePage } from '@/app/route-guard';
import { useListRoute } from '@/app/list-route';
import { CataloguePage } from '@/features/search-bot-database/catalogue/catalogue-page';
import { catalogueSearchSchema } from '@/features/search-bot-database/catalogue/catalogue-search';

export const Route = createFileRoute('/_authenticated/database/keyword-database/')({
  validateSearch: catalogueSearchSchema,
  beforeLoad: requirePage('/database/keyword-database'),
  component: CatalogueRoute,
});

function CatalogueRoute() {
  const { search, onSearchChange } = useListRoute(Route);
  return <CataloguePage search={search} onSearchChange={onSearchChange} />;
}
