import * as z from 'zod/mini';
import { adsKeywordSlotListQuerySchema, queryIdSchema, type AdsKeywordSlot } from '@backoffice/contract';
import { listSlots } from '../../ads-keywords/index.js';
import { pagedListResource } from '../resource.js';

/** The slot list's query plus the keyword whose slots it shows (a path parameter of the list route). */
const slotExportQuerySchema = z.extend(adsKeywordSlotListQuerySchema, {
  keyword_id: queryIdSchema(),
});

export const adsKeywordSlotExport = pagedListResource({
  type: 'ads-keyword-slot',
  schema: slotExportQuerySchema,
  range: { from: 'created_from', to: 'created_to', column: 'created_at' },
  list: (db, query: z.output<typeof slotExportQuerySchema>) => listSlots(db, query.keyword_id, query),
  columns: [
    { header: 'ID', value: (s: AdsKeywordSlot) => s.id },
    { header: 'Keyword ID', value: (s: AdsKeywordSlot) => s.keyword_id },
    { header: 'Sequence', value: (s: AdsKeywordSlot) => s.slot },
    { header: 'Price', value: (s: AdsKeywordSlot) => s.price },
    { header: 'Expired date', value: (s: AdsKeywordSlot) => s.expired_date },
    { header: 'Remarks', value: (s: AdsKeywordSlot) => s.remarks },
    { header: 'Observed at', value: (s: AdsKeywordSlot) => s.observed_at },
    { header: 'Updated at', value: (s: AdsKeywordSlot) => s.updated_at },
  ],
});
