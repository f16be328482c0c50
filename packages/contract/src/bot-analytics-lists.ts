/**
 * Bot Analytics constants the console's route search params need: plain values, free of zod, so the
 * route options (part of the first download) do not load the section's schemas (see lists.ts).
 */

/** What the subscription list sorts by: every numeric column and the subscription date. */
export const BOT_SUBSCRIPTION_SORTABLE = [
  'total_collection',
  'last_day_search',
  'total_search',
  'subscribed_at',
] as const;
export type BotSubscriptionSortField = (typeof BOT_SUBSCRIPTION_SORTABLE)[number];

/**
 * A chat-record text search counts its matches up to this many; past it the answer says
 * `total_capped: true` and the list reaches the newest this-many matches (docs/decisions/0006).
 * Collecting 1,000 newest-first keys stays within the search's latency budget at 5M records.
 */
export const CHAT_RECORD_SEARCH_CAP = 1_000;

/** The longest overview range, in days (a leap year), as for the sponsor stats. */
export const BOT_OVERVIEW_MAX_DAYS = 366;

/** Messages per "load older" step of the conversation view. */
export const CONVERSATION_PAGE_SIZE = 50;
export const CONVERSATION_MAX_PAGE_SIZE = 200;
