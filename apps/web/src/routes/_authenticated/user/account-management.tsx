import { createFileRoute } from '@tanstack/react-router';
import { useListRoute } from '@/app/list-route';
import { requirePage } from '@/app/route-guard';
import { AccountManagementPage } from '@/features/user-management/accounts/account-management-page';
import { accountSearchSchema } from '@/features/user-management/accounts/account-search';

export const Route = createFileRoute('/_authenticated/user/account-management')({
  validateSearch: accountSearchSchema,
  beforeLoad: requirePage('/user/account-management'),
  component: AccountManagementRoute,
});

function AccountManagementRoute() {
  const { search, onSearchChange } = useListRoute(Route);
  return <AccountManagementPage search={search} onSearchChange={onSearchChange} />;
}
