import { defineList } from './lists.js';

/**
 * Ads Keyword Tracking constants without zod (see lists.ts): the console's URL state of the slot
 * list imports them, and must not load the schemas with its first page.
 */
export const ADS_KEYWORD_SORTABLE = ['keyword', 'info_updated_at', 'created_at'] as const;
/** Slots are requested sorted by slot ascending; the other columns sort too. */
export const ADS_KEYWORD_SLOT_SORTABLE = ['slot', 'price', 'expired_date'] as const;
/** Highest ad position a search result page shows; slots past it are not tracked. */
export const ADS_KEYWORD_SLOT_MAX = 999;
/** Highest price a slot is observed at, in dollars. */
export const ADS_KEYWORD_PRICE_MAX = 10_000_000;

export const ADS_KEYWORD_LIST = defineList({
  search: ['keyword'],
  sortable: ADS_KEYWORD_SORTABLE,
  defaultSort: { field: 'created_at', direction: 'desc' },
});

/** One keyword's slots: no text search (the page shows every slot of the keyword). */
export const ADS_KEYWORD_SLOT_LIST = defineList({
  search: [],
  sortable: ADS_KEYWORD_SLOT_SORTABLE,
  defaultSort: { field: 'slot', direction: 'asc' },
});
