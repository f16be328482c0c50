import { SPONSOR_STATUSES } from './enums.js';
import { defineList } from './lists.js';

/**
 * What the sponsor lists sort by, and the longest stats range: plain constants, free of zod, so the
 * console's route search params can use them without loading the sponsor schemas (see lists.ts).
 */
export const SPONSOR_CLIENT_SORTABLE = ['name', 'total_sponsor', 'created_at'] as const;
export const SPONSOR_SORTABLE = ['display', 'expired_date', 'view_count', 'click_count', 'created_at'] as const;

export const SPONSOR_CLIENT_LIST = defineList({
  search: ['name'],
  sortable: SPONSOR_CLIENT_SORTABLE,
  defaultSort: { field: 'created_at', direction: 'desc' },
});

/** A client's sponsors; Active until the day after their expiry date. */
export const SPONSOR_LIST = defineList({
  search: ['display'],
  facets: { client_id: 'id', status: SPONSOR_STATUSES },
  sortable: SPONSOR_SORTABLE,
  defaultSort: { field: 'created_at', direction: 'desc' },
});

/** The longest range of one stats request, in days (a leap year). */
export const SPONSOR_STATS_MAX_DAYS = 366;
