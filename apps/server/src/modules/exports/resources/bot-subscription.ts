import { botSubscriptionListQuerySchema, type BotSubscription } from '@backoffice/contract';
import { listSubscriptions } from '../../bot-analytics/index.js';
import { pagedListResource, type ExportResource } from '../resource.js';

/** Bot Analytics → Subscriptions; its date filter bounds subscribed_at. Ingestion's rows: a replica may read them. */
export const botSubscriptionExport: ExportResource = {
  ...pagedListResource({
    type: 'bot-subscription',
    schema: botSubscriptionListQuerySchema,
    range: { from: 'from', to: 'to', column: 'subscribed_at' },
    list: listSubscriptions,
    columns: [
      { header: 'ID', value: (s: BotSubscription) => s.id },
      { header: 'Bot', value: (s: BotSubscription) => s.bot_username },
      { header: 'TG ID', value: (s: BotSubscription) => s.tg_id },
      { header: 'Username', value: (s: BotSubscription) => s.account_username },
      { header: 'Total collection', value: (s: BotSubscription) => s.total_collection },
      { header: 'Last day search', value: (s: BotSubscription) => s.last_day_search },
      { header: 'Last search day', value: (s: BotSubscription) => s.last_search_day },
      { header: 'Total search', value: (s: BotSubscription) => s.total_search },
      { header: 'Last search at', value: (s: BotSubscription) => s.last_search_at },
      { header: 'Status', value: (s: BotSubscription) => s.status },
      { header: 'Subscribed at', value: (s: BotSubscription) => s.subscribed_at },
      { header: 'Unsubscribed at', value: (s: BotSubscription) => s.unsubscribed_at },
    ],
  }),
  readsReplica: true,
};
