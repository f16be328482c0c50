import type * as z from 'zod/mini';
import { WEBHOOK_LIST } from '@backoffice/contract';
import { listSearchSchema } from '@/components/data-table/table-search';

/** URL state of /user/webhooks: the table's params plus the status filter. */
export const webhookSearchSchema = listSearchSchema(WEBHOOK_LIST);
export type WebhookSearch = z.output<typeof webhookSearchSchema>;
