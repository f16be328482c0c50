import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '@/app/access';
import { KeywordMessagePage } from '@/features/keyword-message/keyword-message-page';
import { keywordMessageSearchSchema, type KeywordMessageSearch } from '@/features/keyword-message/keyword-message-search';

export const Route = createFileRoute('/_authenticated/keyword-message/')({
  validateSearch: keywordMessageSearchSchema,
  beforeLoad: requirePermission(['KEYWORD_MESSAGE']),
  component: KeywordMessageRoute,
});

function KeywordMessageRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: KeywordMessageSearch) => void navigate({ search: next }), [navigate]);
  return <KeywordMessagePage search={search} onSearchChange={onSearchChange} />;
}
