import { createFileRoute } from '@tanstack/react-router';
import { requirePage } from '@/app/route-guard';
import { useListRoute } from '@/app/list-route';
import { ApiKeysPage } from '@/features/api-keys/api-keys-page';
import { apiKeySearchSchema } from '@/features/api-keys/api-key-search';

export const Route = createFileRoute('/_authenticated/user/api-keys')({
  validateSearch: apiKeySearchSchema,
  beforeLoad: requirePage('/user/api-keys'),
  component: ApiKeysRoute,
});

function ApiKeysRoute() {
  const { search, onSearchChange } = useListRoute(Route);
  return <ApiKeysPage search={search} onSearchChange={onSearchChange} />;
}
