import * as z from 'zod/mini';
import { dataSchema, isoDateTimeSchema, listQuerySchema, pagedSchema, queryIdSchema } from './common.js';
import { ACTIVE_STATUSES, BOT_MESSAGE_TYPES, MESSAGE_DIRECTIONS, SUBSCRIPTION_STATUSES } from './enums.js';
import { DEFAULT_PAGE_SIZE } from './limits.js';
import { msg } from './messages.js';
import { daysInRange, isCalendarDay } from './sponsors.js';
import {
  BOT_OVERVIEW_MAX_DAYS,
  BOT_SUBSCRIPTION_SORTABLE,
  CONVERSATION_MAX_PAGE_SIZE,
  CONVERSATION_PAGE_SIZE,
} from './bot-analytics-lists.js';

// Re-exported from here so the package index needs one line for the section; bot-analytics-lists.ts stays zod-free.
export {
  BOT_OVERVIEW_MAX_DAYS,
  BOT_SUBSCRIPTION_SORTABLE,
  CHAT_RECORD_SEARCH_CAP,
  CONVERSATION_MAX_PAGE_SIZE,
  CONVERSATION_PAGE_SIZE,
  type BotSubscriptionSortField,
} from './bot-analytics-lists.js';

/*
 * Bot Analytics: the platform's bots, their subscribers and their chat records, all written by
 * ingestion (ingest.ts) and only read here.
 */

export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];
export type BotMessageType = (typeof BOT_MESSAGE_TYPES)[number];
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const idSchema = z.number().check(z.int());
const counterSchema = z.number().check(z.int(), z.nonnegative());
const positiveIdQuery = queryIdSchema();
const intQuery = (min: number, max: number) =>
  z.coerce
    .number({ error: msg('integer') })
    .check(z.int(msg('integer')), z.minimum(min, msg('min_value', min)), z.maximum(max, msg('max_value', max)));

/** A Telegram user id in a query: digits, within the integers both databases and JSON hold exactly. */
export const tgIdQuerySchema = z.string({ error: msg('invalid') }).check(
  z.trim(),
  z.refine((value) => /^[1-9]\d{0,15}$/.test(value) && Number(value) <= Number.MAX_SAFE_INTEGER, msg('invalid')),
);

/** `from` must not come after `to` (ISO instants). */
function instantRangeInOrder(
  query: { from?: string | undefined; to?: string | undefined },
  context: z.core.$RefinementCtx<unknown>,
): void {
  if (query.from && query.to && Date.parse(query.from) > Date.parse(query.to)) {
    context.addIssue({ code: 'custom', path: ['to'], message: msg('date_range_order'), input: query.to });
  }
}

// ─── Bots ───────────────────────────────────────────────────────────────────────────────────────

export const botSchema = z.object({
  id: idSchema,
  /** Without the '@'. */
  username: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export type Bot = z.infer<typeof botSchema>;

/** Every bot, by username: the filter pickers' choices. */
export const botListSchema = z.object({ data: z.array(botSchema) });

/**
 * A bot first named by an ingest batch is recorded Inactive: only staff make a bot Active
 * (docs/decisions/0032).
 */
export const INGESTED_BOT_STATUS = 'Inactive' satisfies (typeof ACTIVE_STATUSES)[number];
export const botStatusUpdateSchema = z.strictObject({ status: z.enum(ACTIVE_STATUSES, { error: msg('select') }) });
export type BotStatusUpdate = z.infer<typeof botStatusUpdateSchema>;
export const botAnswerSchema = dataSchema(botSchema);

// ─── Overview ───────────────────────────────────────────────────────────────────────────────────

const daySchema = z
  .string({ error: msg('required') })
  .check(z.trim(), z.minLength(1, msg('required')), z.refine(isCalendarDay, msg('invalid')));

/**
 * The overview reads the bots' daily figures, kept per UTC day: its range is two calendar days
 * ('YYYY-MM-DD', both included), as the sponsor stats take them, at most BOT_OVERVIEW_MAX_DAYS long.
 */
export const botOverviewQuerySchema = z
  .strictObject({
    from: daySchema,
    to: daySchema,
    bot_id: z.optional(positiveIdQuery),
  })
  .check(
    z.superRefine((range, context) => {
      if (!isCalendarDay(range.from) || !isCalendarDay(range.to)) return;
      if (range.from > range.to) {
        context.addIssue({ code: 'custom', path: ['to'], message: msg('date_range_order'), input: range.to });
      } else if (daysInRange(range.from, range.to) > BOT_OVERVIEW_MAX_DAYS) {
        context.addIssue({
          code: 'custom',
          path: ['to'],
          message: msg('date_range_max_days', BOT_OVERVIEW_MAX_DAYS),
          input: range.to,
        });
      }
    }),
  );
export type BotOverviewQuery = z.input<typeof botOverviewQuerySchema>;

/** What the bots counted: searches, subscribers gained and lost, messages received and sent. */
export const botFiguresSchema = z.object({
  searches: counterSchema,
  new_subscribers: counterSchema,
  lost_subscribers: counterSchema,
  messages_in: counterSchema,
  messages_out: counterSchema,
});
export type BotFigures = z.infer<typeof botFiguresSchema>;

export const botDayFiguresSchema = z.extend(botFiguresSchema, { day: z.string() });
export type BotDayFigures = z.infer<typeof botDayFiguresSchema>;

export const botOverviewCardSchema = z.object({
  bot_id: idSchema,
  username: z.string(),
  status: z.string(),
  /** Users subscribed now (whatever the range). */
  subscribers: counterSchema,
  /** Sums over the range. */
  totals: botFiguresSchema,
});
export type BotOverviewCard = z.infer<typeof botOverviewCardSchema>;

export const botOverviewSchema = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    /** Every day of the range (0 where nothing was counted), summed over the bots shown. */
    days: z.array(botDayFiguresSchema),
    totals: botFiguresSchema,
    /** One card per bot (only the chosen one with bot_id), by username. */
    bots: z.array(botOverviewCardSchema),
  }),
});
export type BotOverview = z.infer<typeof botOverviewSchema>['data'];

// ─── Subscriptions ──────────────────────────────────────────────────────────────────────────────

/**
 * A row of a bot and one of its users, as the subscription and chat record lists show it. The user's
 * Telegram id is 64-bit: a string of digits on the wire.
 */
const botAndUserFields = {
  id: idSchema,
  bot_id: idSchema,
  bot_username: z.string(),
  account_id: idSchema,
  tg_id: z.string(),
  account_username: z.nullable(z.string()),
};

export const botSubscriptionSchema = z.object({
  ...botAndUserFields,
  total_collection: counterSchema,
  /** Searches on last_search_day, the latest day the user searched with this bot. */
  last_day_search: counterSchema,
  last_search_day: z.nullable(z.string()),
  total_search: counterSchema,
  last_search_at: z.nullable(z.string()),
  status: z.enum(SUBSCRIPTION_STATUSES),
  subscribed_at: z.string(),
  unsubscribed_at: z.nullable(z.string()),
});
export type BotSubscription = z.infer<typeof botSubscriptionSchema>;

/**
 * Paging, one `<field>=asc|desc`, `search` (account username or bot username contains, or the exact
 * TG ID when all digits), the bot and status filters, and `from` / `to` bounding subscribed_at.
 */
export const botSubscriptionListQuerySchema = z
  .omit(
    listQuerySchema(BOT_SUBSCRIPTION_SORTABLE, {
      bot_id: z.optional(positiveIdQuery),
      status: z.optional(z.enum(SUBSCRIPTION_STATUSES)),
      from: z.optional(isoDateTimeSchema),
      to: z.optional(isoDateTimeSchema),
    }),
    { created_from: true, created_to: true },
  )
  .check(z.superRefine(instantRangeInOrder));
export type BotSubscriptionListQuery = z.input<typeof botSubscriptionListQuerySchema>;

export const botSubscriptionPageSchema = pagedSchema(botSubscriptionSchema);

// ─── Chat records ───────────────────────────────────────────────────────────────────────────────

/** A chat record between a bot and a user (`tg_id` is the user's: the other party is the bot). */
export const chatRecordSchema = z.object({
  ...botAndUserFields,
  sent_at: z.string(),
  content: z.string(),
  sender: z.string(),
  receiver: z.string(),
  message_type: z.enum(BOT_MESSAGE_TYPES),
  direction: z.enum(MESSAGE_DIRECTIONS),
});
export type ChatRecord = z.infer<typeof chatRecordSchema>;

/** An opaque keyset position in a chat-record list, as answered by the server. */
const cursorSchema = z.string({ error: msg('invalid') }).check(z.regex(/^[A-Za-z0-9_-]{1,200}$/, msg('invalid')));

/**
 * The chat-record list, newest first (sent_at, then id). A page is reached by `current_page` (1-based)
 * or by `cursor`, the `next_cursor` / `prev_cursor` of an answer (then `current_page` is not used).
 * `from` / `to` bound sent_at (ISO instants, both included); `search` looks for the text anywhere in
 * the message, Latin letters in either case.
 */
export const chatRecordListQuerySchema = z
  .strictObject({
    per_page: z._default(intQuery(1, 100), DEFAULT_PAGE_SIZE),
    current_page: z.optional(intQuery(1, 1_000_000_000)),
    cursor: z.optional(cursorSchema),
    search: z.optional(z.string().check(z.trim(), z.maxLength(200, msg('max_length', 200)))),
    bot_id: z.optional(positiveIdQuery),
    tg_id: z.optional(tgIdQuerySchema),
    message_type: z.optional(z.enum(BOT_MESSAGE_TYPES)),
    direction: z.optional(z.enum(MESSAGE_DIRECTIONS)),
    from: z.optional(isoDateTimeSchema),
    to: z.optional(isoDateTimeSchema),
  })
  .check(z.superRefine(instantRangeInOrder));
export type ChatRecordListQuery = z.input<typeof chatRecordListQuerySchema>;

/**
 * The house's paged answer plus keyset cursors. `total_capped` is true when a text search matched
 * more than CHAT_RECORD_SEARCH_CAP records: the total then reads "at least", and the pages reach
 * the newest CHAT_RECORD_SEARCH_CAP matches. `search_reached` is set when a search that no index
 * can narrow (a 1–2 character text, e.g. 电影) stopped reading before the oldest selected record:
 * the answer holds the matches among the records sent at or after it, and the total reads "at least".
 */
export const chatRecordPageSchema = z.object({
  data: z.object({
    data: z.array(chatRecordSchema),
    total_item_count: counterSchema,
    total_page_count: counterSchema,
    total_capped: z.boolean(),
    /** Sent time of the oldest record a bounded search read (older ones unsearched), or null. */
    search_reached: z.nullable(z.string()),
    /** The page after this one (older records), or null at the end. */
    next_cursor: z.nullable(z.string()),
    /** The page before this one (newer records), or null at the start. */
    prev_cursor: z.nullable(z.string()),
  }),
});
export type ChatRecordPage = z.infer<typeof chatRecordPageSchema>;

/** One user's messages with one bot; `before` is an `older_cursor` of an earlier answer. */
export const conversationQuerySchema = z.strictObject({
  bot_id: positiveIdQuery,
  tg_id: tgIdQuerySchema,
  before: z.optional(cursorSchema),
  size: z._default(intQuery(1, CONVERSATION_MAX_PAGE_SIZE), CONVERSATION_PAGE_SIZE),
});
export type ConversationQuery = z.input<typeof conversationQuerySchema>;

export const conversationSchema = z.object({
  data: z.object({
    bot: botSchema,
    account: z.object({
      id: idSchema,
      tg_id: z.string(),
      username: z.nullable(z.string()),
      first_name: z.string(),
      last_name: z.string(),
    }),
    /** Oldest first: the latest `size` messages before `before` (or the latest overall). */
    messages: z.array(chatRecordSchema),
    /** Pass as `before` for the messages older than these; null when there are none. */
    older_cursor: z.nullable(z.string()),
  }),
});
export type Conversation = z.infer<typeof conversationSchema>['data'];
