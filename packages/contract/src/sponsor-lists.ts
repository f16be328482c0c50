/**
 * What the sponsor lists sort by, and the longest stats range: plain constants, free of zod, so the
 * console's route search params can use them without loading the sponsor schemas (see lists.ts).
 */
export const SPONSOR_CLIENT_SORTABLE = ['name', 'total_sponsor', 'created_at'] as const;
export const SPONSOR_SORTABLE = ['display', 'expired_date', 'view_count', 'click_count', 'created_at'] as const;

/** The longest range of one stats request, in days (a leap year). */
export const SPONSOR_STATS_MAX_DAYS = 366;
