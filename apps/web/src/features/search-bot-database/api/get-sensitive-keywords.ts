import { queryOptions } from '@tanstack/react-query';
import { pagedSchema, sensitiveKeywordSchema, type Paged, type SensitiveKeyword } from '@backoffice/contract';
import type { ListParams } from '@/components/data-table/list-params';
import { appApi } from '@/lib/http';
import { searchBotDatabaseKeys } from './query-keys';

const keywordPageSchema = pagedSchema(sensitiveKeywordSchema);

/** GET /v1/sensitive-keyword/list */
export function getSensitiveKeywords(params: ListParams, signal?: AbortSignal): Promise<Paged<SensitiveKeyword>> {
  return appApi.get('/v1/sensitive-keyword/list', { query: params, signal, parse: (body) => keywordPageSchema.parse(body) });
}

export function getSensitiveKeywordsQueryOptions(params: ListParams) {
  return queryOptions({ queryKey: searchBotDatabaseKeys.sensitiveKeywordList(params), queryFn: ({ signal }) => getSensitiveKeywords(params, signal) });
}
