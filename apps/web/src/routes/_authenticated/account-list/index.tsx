import { createFileRoute } from '@tanstack/react-router';
import { requirePage } from '@/app/route-guard';
import { useListRoute } from '@/app/list-route';
import { AccountListPage } from '@/features/account-list/account-list-page';
import { accountListSearchSchema } from '@/features/account-list/account-list-search';

export const Route = createFileRoute('/_authenticated/account-list/')({
  validateSearch: accountListSearchSchema,
  beforeLoad: requirePage('/account-list'),
  component: AccountListRoute,
});

function AccountListRoute() {
  const { search, onSearchChange } = useListRoute(Route);
  return <AccountListPage search={search} onSearchChange={onSearchChange} />;
}
