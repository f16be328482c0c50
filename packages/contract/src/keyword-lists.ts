import { ACTIVE_STATUSES, BOT_MESSAGE_TYPES } from './enums.js';
import { defineList } from './lists.js';

/**
 * What the keyword and keyword-message lists sort by: plain constants kept free of zod (like lists.ts),
 * so the console's URL state can use them without loading the schemas of keywords.ts.
 */
export const KEYWORD_SORTABLE = [
  'keyword',
  'queue_number',
  'price',
  'trigger_count',
  'last_trigger_at',
  'created_at',
  'updated_at',
] as const;
export type KeywordSortField = (typeof KEYWORD_SORTABLE)[number];

export const KEYWORD_MESSAGE_SORTABLE = ['keyword', 'created_at', 'updated_at'] as const;

/** One keyword list (forward, sponsor…): searched in the keyword and its remarks, first in queue order. */
export const KEYWORD_LIST = defineList({
  search: ['keyword', 'remarks'],
  facets: { status: ACTIVE_STATUSES },
  sortable: KEYWORD_SORTABLE,
  defaultSort: { field: 'queue_number', direction: 'asc' },
});

export const KEYWORD_MESSAGE_LIST = defineList({
  search: ['keyword', 'content'],
  facets: { status: ACTIVE_STATUSES, message_type: BOT_MESSAGE_TYPES },
  sortable: KEYWORD_MESSAGE_SORTABLE,
  defaultSort: { field: 'created_at', direction: 'desc' },
});

/** Largest price a keyword placement may have (kept in cents in a bigint column). */
export const KEYWORD_PRICE_MAX = 9_999_999.99;

/** Telegram's own limits: a message is at most 4096 characters, a reply keyboard carries few buttons. */
export const KEYWORD_MESSAGE_LIMITS = { content: 4096, buttons: 10, buttonLabel: 64, buttonUrl: 500 } as const;

/** Links a button may open: https://…, tg://… or t.me/…. */
export const BUTTON_LINK_PATTERN = /^(https:\/\/\S+|tg:\/\/\S+|t\.me\/\S+)$/i;
