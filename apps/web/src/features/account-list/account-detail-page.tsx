import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon, PencilIcon, ShieldAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TgAccountDetail } from '@backoffice/contract';
import { PageHeader } from '@/components/page-header';
import { RecordNotFound } from '@/components/record-not-found';
import { RecordBreadcrumb } from '@/components/record-breadcrumb';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime, orMissing, formatCount } from '@/lib/format';
import { useTgAccount } from './api/get-tg-account';
import { ListTypeBadge, StatusBadge, TierBadge, UserTypeBadge } from './account-badges';
import { AccountEditDialog } from './account-edit-dialog';
import { accountName, fullName } from './account-name';
import { SubscriptionTable } from './subscription-table';

/** /account-list/{id}: one Telegram user, their classification (editable) and the bots they started. */
export function AccountDetailPage({ id }: { id: number }) {
  const { t } = useTranslation('accountList');
  const account = useTgAccount(id);
  const [editing, setEditing] = useState(false);

  const back = (
    <Button variant="ghost" size="sm" className="w-fit" asChild>
      <Link to="/account-list/">
        <ArrowLeftIcon aria-hidden="true" />
        {t('detail.backToList')}
      </Link>
    </Button>
  );
  if (account.isPending) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">{t('detail.loading')}</span>
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (account.isError) return <RecordNotFound back={back} message={t('detail.notFound')} />;
  const current = account.data;
  return (
    <div className="flex flex-col gap-6">
      <RecordBreadcrumb
        list={
          <Link to="/account-list/" activeOptions={{ exact: true }}>
            {t('nav.accountList', { ns: 'common' })}
          </Link>
        }
        record={accountName(current)}
      />
      {back}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeader title={accountName(current)} description={t('detail.title')} />
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          <PencilIcon aria-hidden="true" />
          {t('detail.edit')}
        </Button>
      </div>
      {current.list_type === 'Blacklist' && (
        <p
          role="status"
          className="border-destructive/40 text-destructive flex items-center gap-2 rounded-md border px-3 py-2 text-sm"
        >
          <ShieldAlertIcon className="size-4 shrink-0" aria-hidden="true" />
          {t('detail.blacklisted')}
        </p>
      )}
      <AccountFacts account={current} />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('detail.subscriptions')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <SubscriptionTable subscriptions={current.subscriptions} />
        </CardContent>
      </Card>
      <AccountEditDialog open={editing} onOpenChange={setEditing} account={current} />
    </div>
  );
}

function AccountFacts({ account }: { account: TgAccountDetail }) {
  const { t } = useTranslation('accountList');
  const facts: [string, ReactNode][] = [
    [
      t('columns.tgId'),
      <span key="tg" className="tabular-nums">
        {account.tg_id}
      </span>,
    ],
    [t('columns.username'), account.username ? `@${account.username}` : orMissing(null)],
    [t('columns.name'), orMissing(fullName(account))],
    [t('detail.language'), orMissing(account.language_code)],
    [t('columns.userType'), <UserTypeBadge key="user-type" value={account.user_type} />],
    [t('columns.listType'), <ListTypeBadge key="list-type" value={account.list_type} />],
    [t('columns.tier'), <TierBadge key="tier" value={account.tier} />],
    [t('columns.status'), <StatusBadge key="status" value={account.status} />],
    [t('columns.firstSeen'), formatDateTime(account.first_seen_at)],
    [t('columns.lastActive'), formatDateTime(account.last_active_at)],
    [t('columns.subscriptions'), formatCount(account.subscription_count)],
    [
      t('detail.updated'),
      account.updated_by ? `${formatDateTime(account.updated_at)} · ${account.updated_by}` : orMissing(null),
    ],
  ];
  return (
    <Card>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground text-sm">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
