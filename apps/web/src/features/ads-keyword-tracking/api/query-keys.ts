import type { ListParams } from '@/components/data-table/list-params';

/** Query keys of the section: adding or deleting a keyword refreshes the list; a slot edit refreshes its keyword's slots. */
export const adsKeywordKeys = {
  keywords: ['ads-keyword-tracking', 'keywords'] as const,
  keywordList: (params: ListParams) => [...adsKeywordKeys.keywords, 'list', params] as const,
  slots: (keywordId: number) => ['ads-keyword-tracking', 'slots', keywordId] as const,
  slotList: (keywordId: number, params: ListParams) => [...adsKeywordKeys.slots(keywordId), params] as const,
};
