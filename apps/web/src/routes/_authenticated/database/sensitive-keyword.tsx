import { createFileRoute } from '@tanstack/react-router';
import { requirePage } from '@/app/route-guard';
import { useListRoute } from '@/app/list-route';
import { SensitiveKeywordPage } from '@/features/search-bot-database/sensitive-keywords/sensitive-keyword-page';
import { sensitiveKeywordSearchSchema } from '@/features/search-bot-database/sensitive-keywords/sensitive-keyword-search';

export const Route = createFileRoute('/_authenticated/database/sensitive-keyword')({
  validateSearch: sensitiveKeywordSearchSchema,
  beforeLoad: requirePage('/database/sensitive-keyword'),
  component: SensitiveKeywordRoute,
});

function SensitiveKeywordRoute() {
  const { search, onSearchChange } = useListRoute(Route);
  return <SensitiveKeywordPage search={search} onSearchChange={onSearchChange} />;
}
