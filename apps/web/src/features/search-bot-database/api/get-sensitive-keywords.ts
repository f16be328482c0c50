import { sensitiveKeywordSchema } from '@backoffice/contract';
import { serverList } from '@/components/data-table/server-list';
import { appApi } from '@/lib/http';
import { searchBotDatabaseKeys } from './query-keys';

/** GET /v1/sensitive-keyword/list */
export const { get: getSensitiveKeywords, queryOptions: getSensitiveKeywordsQueryOptions } = serverList(
  appApi,
  '/v1/sensitive-keyword/list',
  sensitiveKeywordSchema,
  searchBotDatabaseKeys.sensitiveKeywordList,
);
