import { createFileRoute } from '@tanstack/react-router';
import { useListRoute } from '@/app/list-route';
import { requirePage } from '@/app/route-guard';
import { RoleManagementPage } from '@/features/user-management/roles/role-management-page';
import { roleSearchSchema } from '@/features/user-management/roles/role-search';

export const Route = createFileRoute('/_authenticated/user/role-management')({
  validateSearch: roleSearchSchema,
  beforeLoad: requirePage('/user/role-management'),
  component: RoleManagementRoute,
});

function RoleManagementRoute() {
  const { search, onSearchChange } = useListRoute(Route);
  return <RoleManagementPage search={search} onSearchChange={onSearchChange} />;
}
