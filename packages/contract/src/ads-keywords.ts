import * as z from 'zod/mini';
import { listQueryOf, queryIdSchema, recordStampsShape, requiredText } from './common.js';
import { LIMITS } from './limits.js';
import { msg } from './messages.js';
import {
  ADS_KEYWORD_LIST,
  ADS_KEYWORD_PRICE_MAX,
  ADS_KEYWORD_SLOT_LIST,
  ADS_KEYWORD_SLOT_MAX,
} from './ads-keyword-lists.js';

// Re-exported from here so the package index needs one line for the section; ads-keyword-lists.ts stays zod-free.
export {
  ADS_KEYWORD_LIST,
  ADS_KEYWORD_SLOT_LIST,
  ADS_KEYWORD_PRICE_MAX,
  ADS_KEYWORD_SLOT_MAX,
  ADS_KEYWORD_SLOT_SORTABLE,
  ADS_KEYWORD_SORTABLE,
} from './ads-keyword-lists.js';

/*
 * Marketing Tool → Ads Keyword Tracking: search keywords whose paid ad positions ("slots") the
 * platform watches, and what each slot was last seen selling for.
 */

const idSchema = z.number().check(z.int());

/** A tracked keyword. `info_updated_at` is when its slots were last observed; null until then. */
export const adsKeywordSchema = z.object({
  id: idSchema,
  keyword: z.string(),
  info_updated_at: z.nullable(z.string()),
  ...recordStampsShape,
});
export type AdsKeyword = z.infer<typeof adsKeywordSchema>;

/** Start tracking a keyword: the trimmed text; empty or whitespace-only is refused. */
export const createAdsKeywordSchema = z.strictObject({
  keyword: requiredText(LIMITS.keyword, msg('add_keyword_required')),
});
export type CreateAdsKeyword = z.input<typeof createAdsKeywordSchema>;

export const adsKeywordListQuerySchema = listQueryOf(ADS_KEYWORD_LIST);
export type AdsKeywordListQuery = z.input<typeof adsKeywordListQuerySchema>;

/** One observed ad position of a keyword: its sequence, price (dollars), expiry and a staff remark. */
export const adsKeywordSlotSchema = z.object({
  id: idSchema,
  keyword_id: idSchema,
  slot: idSchema,
  price: z.number(),
  /** 'YYYY-MM-DD', or null when the seller gave none. */
  expired_date: z.nullable(z.string()),
  remarks: z.string(),
  observed_at: z.string(),
  updated_at: z.string(),
});
export type AdsKeywordSlot = z.infer<typeof adsKeywordSlotSchema>;

export const adsKeywordSlotListQuerySchema = listQueryOf(ADS_KEYWORD_SLOT_LIST);
export type AdsKeywordSlotListQuery = z.input<typeof adsKeywordSlotListQuerySchema>;

export const adsKeywordIdParamSchema = z.strictObject({ keywordId: queryIdSchema() });

/** A calendar day on the wire: 'YYYY-MM-DD', and a real one (no 2024-02-30). */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whole cents: checked on the number's shortest text, so float noise like 0.1 + 0.2 is refused. */
const hasCents = (value: number): boolean => /^\d+(\.\d{1,2})?$/.test(String(value));

/** The remark staff write on a slot: trimmed and non-empty. */
export const slotRemarksSchema = requiredText(LIMITS.remarks, msg('update_remark_required'));

/** The slot's fields apart from its id and keyword; the console sends the remark. */
export const updateAdsKeywordSlotSchema = z.strictObject({
  slot: z.optional(
    z
      .number({ error: msg('integer') })
      .check(
        z.int(msg('integer')),
        z.minimum(1, msg('min_value', 1)),
        z.maximum(ADS_KEYWORD_SLOT_MAX, msg('max_value', ADS_KEYWORD_SLOT_MAX)),
      ),
  ),
  price: z.optional(
    z
      .number({ error: msg('invalid') })
      .check(
        z.minimum(0, msg('min_value', 0)),
        z.maximum(ADS_KEYWORD_PRICE_MAX, msg('max_value', ADS_KEYWORD_PRICE_MAX)),
        z.refine(hasCents, msg('price_format')),
      ),
  ),
  expired_date: z.optional(
    z.nullable(z.string({ error: msg('invalid') }).check(z.refine(isCalendarDay, msg('invalid')))),
  ),
  remarks: z.optional(slotRemarksSchema),
});
export type UpdateAdsKeywordSlot = z.input<typeof updateAdsKeywordSlotSchema>;
