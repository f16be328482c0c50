/** Query keys of the section: adding or deleting a keyword refreshes the list; a slot edit refreshes its keyword's slots. */
export interface PageParams {
  per_page: number;
  current_page: number;
}

export const adsKeywordKeys = {
  keywords: ['ads-keyword-tracking', 'keywords'] as const,
  keywordList: (params: PageParams) => [...adsKeywordKeys.keywords, 'list', params] as const,
  slots: (keywordId: number) => ['ads-keyword-tracking', 'slots', keywordId] as const,
  slotList: (keywordId: number, params: PageParams) => [...adsKeywordKeys.slots(keywordId), params] as const,
};
