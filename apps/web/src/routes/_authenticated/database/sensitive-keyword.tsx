import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/app/access';
import { SensitiveKeywordPage } from '@/features/search-bot-database/sensitive-keywords/sensitive-keyword-page';
import { sensitiveKeywordSearchSchema, type SensitiveKeywordSearch } from '@/features/search-bot-database/sensitive-keywords/sensitive-keyword-search';

export const Route = createFileRoute('/_authenticated/database/sensitive-keyword')({
  validateSearch: sensitiveKeywordSearchSchema,
  beforeLoad: requireAccess({ flag: 'SENSITIVE_KEYWORD', permissions: ['SEARCH_BOT_SENSITIVE_KEYWORD'] }),
  component: SensitiveKeywordRoute,
});

function SensitiveKeywordRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: SensitiveKeywordSearch) => void navigate({ search: next }), [navigate]);
  return <SensitiveKeywordPage search={search} onSearchChange={onSearchChange} />;
}
