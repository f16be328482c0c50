import { queryOptions } from '@tanstack/react-query';
import { chatRecordPageSchema, type ChatRecord, type ChatRecordPage, type Paged } from '@backoffice/contract';
import type { ListParams } from '@/components/data-table/list-params';
import { appApi } from '@/lib/http';
import type { PageCursors } from '../chat-records/page-cursors';
import { botAnalyticsKeys } from './query-keys';

/** GET /v1/bot/chat-records — one page, by page number or by keyset cursor. */
export function getChatRecords(params: ListParams, signal?: AbortSignal): Promise<ChatRecordPage> {
  return appApi.get('/v1/bot/chat-records', {
    query: params,
    signal,
    parse: (body) => chatRecordPageSchema.parse(body),
  });
}

/**
 * A page is cached under its number, whichever way it was fetched: `cursors` turns "page n" into
 * "the page after n - 1" (or before n + 1) when that neighbour was shown, which costs the server the
 * same at any depth. Typed as the house's paged answer, which the data table takes; the extra fields
 * (total_capped, search_reached, cursors) are read through `isCappedPage` and `searchReachedOf`.
 */
export function getChatRecordsQueryOptions(params: ListParams, cursors: PageCursors) {
  return queryOptions({
    queryKey: botAnalyticsKeys.chatRecords(params),
    queryFn: async ({ signal }): Promise<Paged<ChatRecord>> => {
      const answer = await getChatRecords(cursors.requestFor(params), signal);
      cursors.remember(params, answer.data);
      return answer;
    },
  });
}

/** A chat-record page whose total the server capped (a text search with very many matches). */
export function isCappedPage(page: Paged<ChatRecord>['data'] | undefined): boolean {
  return page !== undefined && 'total_capped' in page && page.total_capped === true;
}

/**
 * How far back a bounded text search read (the sent time of the oldest record it read), when it
 * stopped before the oldest selected record: its total is a lower bound.
 */
export function searchReachedOf(page: Paged<ChatRecord>['data'] | undefined): string | undefined {
  if (page === undefined || !('search_reached' in page) || typeof page.search_reached !== 'string') return undefined;
  return page.search_reached;
}
