import { queryOptions } from '@tanstack/react-query';
import { adsKeywordSlotSchema, pagedSchema, type AdsKeywordSlot, type Paged } from '@backoffice/contract';
import type { ListParams } from '@/components/data-table/list-params';
import { appApi } from '@/lib/http';
import { adsKeywordKeys } from './query-keys';

const slotPageSchema = pagedSchema(adsKeywordSlotSchema);

/** GET /v1/ads-keyword/list/slots/{keywordId}?per_page&current_page&slot=asc — always by sequence, top slot first. */
export function getAdsKeywordSlots(
  keywordId: number,
  params: ListParams,
  signal?: AbortSignal,
): Promise<Paged<AdsKeywordSlot>> {
  return appApi.get(`/v1/ads-keyword/list/slots/${keywordId}`, {
    query: { ...params, slot: 'asc' },
    signal,
    parse: (body) => slotPageSchema.parse(body),
  });
}

export function getAdsKeywordSlotsQueryOptions(keywordId: number, params: ListParams) {
  return queryOptions({
    queryKey: adsKeywordKeys.slotList(keywordId, params),
    queryFn: async ({ signal }) => {
      try {
        return await getAdsKeywordSlots(keywordId, params, signal);
      } catch (error) {
        // A failed slot fetch is only logged; the page keeps showing what it had.
        // eslint-disable-next-line no-console -- the product's chosen handling of this failure is a log line
        console.error('Failed to fetch ads keyword slots', error);
        throw error;
      }
    },
    retry: false,
    // A keyword id that is no number (the route reads it as 0) is no keyword: nothing to ask for.
    enabled: keywordId > 0,
  });
}
