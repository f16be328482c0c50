import { keywordMessageSchema } from '@backoffice/contract';
import { serverList } from '@/components/data-table/server-list';
import { appApi } from '@/lib/http';
import { keywordMessageKeys } from './query-keys';

/** GET /v1/keyword-message/list — one page of keyword messages. */
export const { get: getKeywordMessages, queryOptions: getKeywordMessagesQueryOptions } = serverList(
  appApi,
  '/v1/keyword-message/list',
  keywordMessageSchema,
  keywordMessageKeys.list,
);
