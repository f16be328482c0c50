import * as z from 'zod/mini';
import { baseTableSearchShape, lenient } from '@/components/data-table/table-search';

/** URL state of /ads-keyword-tracking/{keyword}: the keyword's text to show, and the slot page. */
export const slotSearchSchema = z.object({
  // Coerced: the router reads `?keywordText=2024` as a number.
  keywordText: lenient(z.coerce.string().check(z.maxLength(200))),
  page: baseTableSearchShape.page,
  size: baseTableSearchShape.size,
});
export type SlotSearch = z.output<typeof slotSearchSchema>;
