import { apiKeySchema } from '@backoffice/contract';
import { serverList } from '@/components/data-table/server-list';
import { appApi } from '@/lib/http';
import { apiKeyKeys } from './query-keys';

/** GET /v1/api-keys/list */
export const { get: getApiKeys, queryOptions: getApiKeysQueryOptions } = serverList(
  appApi,
  '/v1/api-keys/list',
  apiKeySchema,
  apiKeyKeys.list,
);
