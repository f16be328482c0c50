import * as z from 'zod/mini';
import { baseTableSearchShape } from '@/components/data-table/table-search';

/** URL state of /marketingtool/ads-keyword-tracking: the page, its size, and the text filtering that page. */
export const adsKeywordSearchSchema = z.object({
  page: baseTableSearchShape.page,
  size: baseTableSearchShape.size,
  search: baseTableSearchShape.search,
});
export type AdsKeywordSearch = z.output<typeof adsKeywordSearchSchema>;
