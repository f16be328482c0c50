import { useTranslation } from 'react-i18next';
import type { TgAccountSubscription } from '@backoffice/contract';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime, formatCount } from '@/lib/format';
import { NUMERIC_CELL } from '@/components/data-table/columns';
import { SubscriptionStatusBadge } from './account-badges';

/** The bots one user started: a handful at most, so all of them, without paging. */
export function SubscriptionTable({ subscriptions }: { subscriptions: readonly TgAccountSubscription[] }) {
  const { t } = useTranslation('accountList');
  const headings: { title: string; className?: string }[] = [
    { title: t('subscription.bot') },
    { title: t('subscription.status') },
    { title: t('subscription.subscribedAt') },
    { title: t('subscription.unsubscribedAt') },
    { title: t('subscription.totalSearch'), className: NUMERIC_CELL },
    { title: t('subscription.lastDaySearch'), className: NUMERIC_CELL },
    { title: t('subscription.totalCollection'), className: NUMERIC_CELL },
    { title: t('subscription.lastSearchAt') },
  ];
  return (
    <Table aria-label={t('detail.subscriptions')}>
      <TableHeader>
        <TableRow>
          {headings.map((heading) => (
            <TableHead key={heading.title} className={heading.className}>
              {heading.title}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {subscriptions.length === 0 && (
          <TableRow>
            <TableCell colSpan={headings.length} className="text-muted-foreground text-center">
              {t('detail.noSubscriptions')}
            </TableCell>
          </TableRow>
        )}
        {subscriptions.map((subscription) => (
          <TableRow key={subscription.id}>
            <TableCell className="font-medium">@{subscription.bot_username}</TableCell>
            <TableCell>
              <SubscriptionStatusBadge value={subscription.status} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDateTime(subscription.subscribed_at)}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDateTime(subscription.unsubscribed_at)}</TableCell>
            <TableCell className={NUMERIC_CELL}>{formatCount(subscription.total_search)}</TableCell>
            <TableCell className={NUMERIC_CELL}>{formatCount(subscription.last_day_search)}</TableCell>
            <TableCell className={NUMERIC_CELL}>{formatCount(subscription.total_collection)}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDateTime(subscription.last_search_at)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
