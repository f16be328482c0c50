import * as z from 'zod/mini';
import { BOT_SUBSCRIPTION_SORTABLE, SUBSCRIPTION_STATUSES } from '@backoffice/contract';
import { lenient, tableSearchSchema } from '@/components/data-table/table-search';

/** URL state of /bot/subscription: the table's params plus the bot and status filters. */
export const subscriptionSearchSchema = tableSearchSchema(BOT_SUBSCRIPTION_SORTABLE, {
  bot_id: lenient(z.coerce.number().check(z.int(), z.positive())),
  status: lenient(z.enum(SUBSCRIPTION_STATUSES)),
});
export type SubscriptionSearch = z.output<typeof subscriptionSearchSchema>;
