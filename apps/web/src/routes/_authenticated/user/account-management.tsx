import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '@/app/access';
import { AccountManagementPage } from '@/features/user-management/accounts/account-management-page';
import { accountSearchSchema, type AccountSearch } from '@/features/user-management/accounts/account-search';

export const Route = createFileRoute('/_authenticated/user/account-management')({
  validateSearch: accountSearchSchema,
  beforeLoad: requirePermission(['USER_ACCOUNT']),
  component: AccountManagementRoute,
});

function AccountManagementRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Every table change is a new history entry, so back/forward walk through pages and filters.
  const onSearchChange = useCallback((next: AccountSearch) => void navigate({ search: next }), [navigate]);
  return <AccountManagementPage search={search} onSearchChange={onSearchChange} />;
}
