import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adsKeywordSchema, pagedSchema, type AdsKeyword, type Paged } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { adsKeywordKeys, type PageParams } from './query-keys';

const keywordPageSchema = pagedSchema(adsKeywordSchema);

/** GET /v1/ads-keyword/list?per_page&current_page */
export function getAdsKeywords(params: PageParams, signal?: AbortSignal): Promise<Paged<AdsKeyword>> {
  return appApi.get('/v1/ads-keyword/list', { query: { ...params }, signal, parse: (body) => keywordPageSchema.parse(body) });
}

export function getAdsKeywordsQueryOptions(params: PageParams) {
  return queryOptions({ queryKey: adsKeywordKeys.keywordList(params), queryFn: ({ signal }) => getAdsKeywords(params, signal), placeholderData: keepPreviousData });
}
