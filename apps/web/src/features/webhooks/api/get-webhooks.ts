import { webhookSchema } from '@backoffice/contract';
import { serverList } from '@/components/data-table/server-list';
import { appApi } from '@/lib/http';
import { webhookKeys } from './query-keys';

/** GET /v1/webhooks/list */
export const { get: getWebhooks, queryOptions: getWebhooksQueryOptions } = serverList(
  appApi,
  '/v1/webhooks/list',
  webhookSchema,
  webhookKeys.list,
);
