import { createFileRoute } from '@tanstack/react-router';
import { requirePage } from '@/app/route-guard';
import { AccountDetailPage } from '@/features/account-list/account-detail-page';

export const Route = createFileRoute('/_authenticated/account-list/$id')({
  beforeLoad: requirePage('/account-list'),
  component: AccountDetailRoute,
});

function AccountDetailRoute() {
  const { id } = Route.useParams();
  // A non-numeric id is no user: the page shows its not-found state.
  return <AccountDetailPage id={/^\d+$/.test(id) ? Number(id) : 0} />;
}
