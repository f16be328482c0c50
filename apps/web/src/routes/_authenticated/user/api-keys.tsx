import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '@/app/access';
import { ApiKeysPage } from '@/features/api-keys/api-keys-page';
import { apiKeySearchSchema, type ApiKeySearch } from '@/features/api-keys/api-key-search';

export const Route = createFileRoute('/_authenticated/user/api-keys')({
  validateSearch: apiKeySearchSchema,
  beforeLoad: requirePermission(['ALL']),
  component: ApiKeysRoute,
});

function ApiKeysRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: ApiKeySearch) => void navigate({ search: next }), [navigate]);
  return <ApiKeysPage search={search} onSearchChange={onSearchChange} />;
}
