import { adsKeywordSchema } from '@backoffice/contract';
import { serverList } from '@/components/data-table/server-list';
import { appApi } from '@/lib/http';
import { adsKeywordKeys } from './query-keys';

/** GET /v1/ads-keyword/list?per_page&current_page: the API pages only (the list's search filters the loaded page). */
export const { get: getAdsKeywords, queryOptions: getAdsKeywordsQueryOptions } = serverList(
  appApi,
  '/v1/ads-keyword/list',
  adsKeywordSchema,
  adsKeywordKeys.keywordList,
);
