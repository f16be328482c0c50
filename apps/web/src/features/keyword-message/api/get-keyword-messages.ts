import { queryOptions } from '@tanstack/react-query';
import { keywordMessageSchema, pagedSchema, type KeywordMessage, type Paged } from '@backoffice/contract';
import type { ListParams } from '@/components/data-table/list-params';
import { appApi } from '@/lib/http';
import { keywordMessageKeys } from './query-keys';

const messagePageSchema = pagedSchema(keywordMessageSchema);

/** GET /v1/keyword-message/list — one page of keyword messages. */
export function getKeywordMessages(params: ListParams, signal?: AbortSignal): Promise<Paged<KeywordMessage>> {
  return appApi.get('/v1/keyword-message/list', { query: params, signal, parse: (body) => messagePageSchema.parse(body) });
}

export function getKeywordMessagesQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: keywordMessageKeys.list(params),
    queryFn: ({ signal }) => getKeywordMessages(params, signal),
  });
}
