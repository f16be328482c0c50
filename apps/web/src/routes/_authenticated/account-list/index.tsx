import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/app/access';
import { AccountListPage } from '@/features/account-list/account-list-page';
import { accountListSearchSchema, type AccountListSearch } from '@/features/account-list/account-list-search';

export const Route = createFileRoute('/_authenticated/account-list/')({
  validateSearch: accountListSearchSchema,
  beforeLoad: requireAccess({ flag: 'ACCOUNT_LIST', permissions: ['ACCOUNT'] }),
  component: AccountListRoute,
});

function AccountListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: AccountListSearch) => void navigate({ search: next }), [navigate]);
  return <AccountListPage search={search} onSearchChange={onSearchChange} />;
}
