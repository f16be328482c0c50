import * as z from 'zod/mini';
import { requiredText } from './common.js';
import { BOT_MESSAGE_TYPES, CATALOGUE_CATEGORIES, TIERS } from './enums.js';
import { msg } from './messages.js';

/*
 * GET /v1/platform/search — one call per user search, made by a bot with an API key (scope read).
 * The rules the answer follows are written, in order, on the server (modules/platform-search/decide.ts);
 * the shapes and input limits are here.
 */

/** Longest search text: a search is a few words, not a message. */
export const SEARCH_QUERY_MAX = 100;
/** Catalogue entries in one answer (the bot pages through its own list of them). */
export const SEARCH_ENTRY_LIMIT = 20;

export const SEARCH_STATUSES = ['ok', 'restricted', 'refused'] as const;
export type SearchStatus = (typeof SEARCH_STATUSES)[number];
/** Why an answer is not 'ok': the bot picks its reply from this code. */
export const SEARCH_REASON_CODES = ['USER_BLACKLISTED', 'SENSITIVE_KEYWORD', 'RESTRICTED_KEYWORD'] as const;
export type SearchReasonCode = (typeof SEARCH_REASON_CODES)[number];

/** Bot usernames as Telegram spells them (the ingest rows' rule); a leading '@' is allowed and dropped. */
const BOT_USERNAME = /^[A-Za-z][A-Za-z0-9_]{3,31}$/;

/** A Telegram user id: digits, within the integers both databases and JSON hold exactly (as in ingest rows). */
export const searchTgIdSchema = z.string({ error: msg('invalid') }).check(
  z.trim(),
  z.refine((value) => /^[1-9]\d{0,15}$/.test(value) && Number(value) <= Number.MAX_SAFE_INTEGER, msg('invalid')),
);

export const searchBotSchema = z.pipe(
  z.string({ error: msg('required') }).check(z.trim(), z.minLength(1, msg('required'))),
  z.transform((value: string, context) => {
    const username = value.replace(/^@/, '');
    if (BOT_USERNAME.test(username)) return username;
    context.issues.push({ code: 'custom', message: msg('invalid'), input: value });
    return z.NEVER;
  }),
);

export const platformSearchQuerySchema = z.strictObject({
  /** The bot the user searched in, by username ('@' optional, any case). */
  bot: searchBotSchema,
  /** What the user typed, trimmed; matched without regard to case. */
  q: requiredText(SEARCH_QUERY_MAX),
  /** The searching user; without it the blacklist and whitelist cannot apply. */
  tg_id: z.optional(searchTgIdSchema),
});
export type PlatformSearchQuery = z.input<typeof platformSearchQuerySchema>;

export const searchSponsorSchema = z.object({ id: z.number().check(z.int()), display: z.string(), link: z.string() });
export type SearchSponsor = z.infer<typeof searchSponsorSchema>;

/** A paid forward-keyword placement; the bot shows them in this (queue) order. */
export const searchPlacementSchema = z.object({
  id: z.number().check(z.int()),
  keyword: z.string(),
  queue_number: z.number().check(z.int()),
});
export type SearchPlacement = z.infer<typeof searchPlacementSchema>;

export const searchKeywordMessageSchema = z.object({
  id: z.number().check(z.int()),
  keyword: z.string(),
  message_type: z.enum(BOT_MESSAGE_TYPES),
  content: z.string(),
  buttons: z.array(z.object({ label: z.string(), url: z.string() })),
});
export type SearchKeywordMessage = z.infer<typeof searchKeywordMessageSchema>;

export const searchEntrySchema = z.object({
  id: z.number().check(z.int()),
  link: z.string(),
  display_name: z.string(),
  category: z.enum(CATALOGUE_CATEGORIES),
  tier: z.enum(TIERS),
  member_count: z.number().check(z.int()),
});
export type SearchEntry = z.infer<typeof searchEntrySchema>;

export const platformSearchResultSchema = z.object({
  status: z.enum(SEARCH_STATUSES),
  /** null when the status is 'ok'. */
  reason_code: z.nullable(z.enum(SEARCH_REASON_CODES)),
  /** The query as it was matched (trimmed). */
  query: z.string(),
  /** Live sponsors, oldest first; empty unless the status is 'ok'. */
  sponsors: z.array(searchSponsorSchema),
  /** Active forward keywords equal to the query, by queue number; empty unless 'ok'. */
  keywords: z.array(searchPlacementSchema),
  keyword_message: z.nullable(searchKeywordMessageSchema),
  /** Active catalogue entries whose display name contains the query: Premium first, then by members. */
  entries: z.array(searchEntrySchema),
});
export type PlatformSearchResult = z.infer<typeof platformSearchResultSchema>;

export const platformSearchAnswerSchema = z.object({ data: platformSearchResultSchema });
