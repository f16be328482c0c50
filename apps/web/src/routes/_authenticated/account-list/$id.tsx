import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/app/access';
import { AccountDetailPage } from '@/features/account-list/account-detail-page';

export const Route = createFileRoute('/_authenticated/account-list/$id')({
  beforeLoad: requireAccess({ flag: 'ACCOUNT_LIST', permissions: ['ACCOUNT'] }),
  component: AccountDetailRoute,
});

function AccountDetailRoute() {
  const { id } = Route.useParams();
  // A non-numeric id is no user: the page shows its not-found state.
  return <AccountDetailPage id={/^\d+$/.test(id) ? Number(id) : 0} />;
}
