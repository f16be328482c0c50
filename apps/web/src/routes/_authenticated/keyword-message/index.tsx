import { createFileRoute } from '@tanstack/react-router';
import { requirePage } from '@/app/route-guard';
import { useListRoute } from '@/app/list-route';
import { KeywordMessagePage } from '@/features/keyword-message/keyword-message-page';
import { keywordMessageSearchSchema } from '@/features/keyword-message/keyword-message-search';

export const Route = createFileRoute('/_authenticated/keyword-message/')({
  validateSearch: keywordMessageSearchSchema,
  beforeLoad: requirePage('/keyword-message'),
  component: KeywordMessageRoute,
});

function KeywordMessageRoute() {
  const { search, onSearchChange } = useListRoute(Route);
  return <KeywordMessagePage search={search} onSearchChange={onSearchChange} />;
}
