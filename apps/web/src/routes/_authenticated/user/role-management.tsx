import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '@/app/access';
import { RoleManagementPage } from '@/features/user-management/roles/role-management-page';
import { roleSearchSchema, type RoleSearch } from '@/features/user-management/roles/role-search';

export const Route = createFileRoute('/_authenticated/user/role-management')({
  validateSearch: roleSearchSchema,
  beforeLoad: requirePermission(['ROLE_MANAGEMENT']),
  component: RoleManagementRoute,
});

function RoleManagementRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Every table change is a new history entry, so back/forward walk through pages and filters.
  const onSearchChange = useCallback((next: RoleSearch) => void navigate({ search: next }), [navigate]);
  return <RoleManagementPage search={search} onSearchChange={onSearchChange} />;
}
