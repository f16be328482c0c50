import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { BotSubscription } from '@backoffice/contract';
import { actionsColumn, NUMERIC_CELL } from '@/components/data-table/columns';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import { Badge } from '@/components/ui/badge';
import { formatDateTime, orMissing, formatCount } from '@/lib/format';
import { ConversationLink } from '../conversation-link';

/** Columns of the subscription list; ids are the API's sort names where the column sorts. */
export function getSubscriptionColumns(
  t: TFunction<'botAnalytics'>,
  { withConversations }: { withConversations: boolean },
): ColumnDef<BotSubscription>[] {
  const header =
    (title: string): ColumnDef<BotSubscription>['header'] =>
    ({ column }) => <DataTableColumnHeader column={column} title={title} />;
  const numeric = (
    id: 'total_collection' | 'last_day_search' | 'total_search',
    title: string,
  ): ColumnDef<BotSubscription> => ({
    id,
    accessorKey: id,
    header: header(title),
    meta: { title, className: NUMERIC_CELL },
    cell: ({ row }) => formatCount(row.original[id]),
  });
  const lastDaySearch = numeric('last_day_search', t('subscription.columns.lastDaySearch'));
  const columns: ColumnDef<BotSubscription>[] = [
    {
      id: 'account_username',
      accessorKey: 'account_username',
      header: header(t('subscription.columns.accountUsername')),
      meta: { title: t('subscription.columns.accountUsername') },
      enableHiding: false,
      cell: ({ row }) => (row.original.account_username ? `@${row.original.account_username}` : orMissing(null)),
    },
    {
      id: 'bot_username',
      accessorKey: 'bot_username',
      header: header(t('subscription.columns.botUsername')),
      meta: { title: t('subscription.columns.botUsername') },
      cell: ({ row }) => `@${row.original.bot_username}`,
    },
    {
      id: 'tg_id',
      accessorKey: 'tg_id',
      header: header(t('subscription.columns.tgId')),
      meta: { title: t('subscription.columns.tgId') },
      cell: ({ row }) => <span className="font-mono text-xs">{row.original.tg_id}</span>,
    },
    numeric('total_collection', t('subscription.columns.totalCollection')),
    {
      ...lastDaySearch,
      // The day those searches were made, for a count that may be days old.
      cell: ({ row }) => (
        <span
          title={
            row.original.last_search_day
              ? t('subscription.lastSearchOn', { day: row.original.last_search_day })
              : undefined
          }
        >
          {formatCount(row.original.last_day_search)}
        </span>
      ),
    },
    numeric('total_search', t('subscription.columns.totalSearch')),
    {
      id: 'status',
      accessorKey: 'status',
      header: header(t('subscription.columns.status')),
      meta: { title: t('subscription.columns.status') },
      cell: ({ row }) => (
        <Badge variant={row.original.status === 'Subscribed' ? 'success' : 'secondary'}>
          {t(`status.${row.original.status}`)}
        </Badge>
      ),
    },
    {
      id: 'subscribed_at',
      accessorKey: 'subscribed_at',
      header: header(t('subscription.columns.subscribedAt')),
      meta: { title: t('subscription.columns.subscribedAt') },
      cell: ({ row }) => formatDateTime(row.original.subscribed_at),
    },
  ];
  if (!withConversations) return columns;
  return [
    ...columns,
    actionsColumn<BotSubscription>(
      t('subscription.columns.actions'),
      (row) => (
        <div className="flex justify-end">
          <ConversationLink
            botId={row.bot_id}
            tgId={row.tg_id}
            label={t('subscription.openConversation', { user: userName(row), bot: `@${row.bot_username}` })}
          />
        </div>
      ),
      'w-20 text-right',
    ),
  ];
}

function userName(subscription: BotSubscription): string {
  return subscription.account_username ? `@${subscription.account_username}` : subscription.tg_id;
}
