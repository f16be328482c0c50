import { queryOptions } from '@tanstack/react-query';
import { keywordSchema, pagedSchema, type Keyword, type KeywordType, type Paged } from '@backoffice/contract';
import type { ListParams } from '@/components/data-table/list-params';
import { appApi } from '@/lib/http';
import { keywordKeys } from './query-keys';

const keywordPageSchema = pagedSchema(keywordSchema);

/** GET /v1/keyword/{type}/list — one page of forward or restrict keywords. */
export function getKeywords(type: KeywordType, params: ListParams, signal?: AbortSignal): Promise<Paged<Keyword>> {
  return appApi.get(`/v1/keyword/${type}/list`, {
    query: params,
    signal,
    parse: (body) => keywordPageSchema.parse(body),
  });
}

/** The list's query-options factory for one type. */
export function keywordsQueryOptionsFor(type: KeywordType) {
  return (params: ListParams) =>
    queryOptions({
      queryKey: keywordKeys.list(type, params),
      queryFn: ({ signal }) => getKeywords(type, params, signal),
    });
}
