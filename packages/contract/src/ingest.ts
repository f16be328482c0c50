import * as z from 'zod/mini';
import { ADS_KEYWORD_PRICE_MAX, ADS_KEYWORD_SLOT_MAX } from './ads-keyword-lists.js';
import { fieldErrorSchema, MAX_ID, requiredText } from './common.js';
import { BOT_MESSAGE_TYPES, MESSAGE_DIRECTIONS, SUBSCRIPTION_STATUSES } from './enums.js';
import { LIMITS } from './limits.js';
import { msg } from './messages.js';
import { SEARCH_QUERY_MAX } from './platform-search.js';
import { normaliseTelegramLink } from './telegram-link.js';

/*
 * Platform API → ingestion: the bots push their events in batches. Each row is validated on its own,
 * so one bad row is reported back while the good rows of the batch are kept; `event_id` makes a
 * retried batch harmless.
 */

export const INGEST_KINDS = [
  'chat-records',
  'subscriptions',
  'search-events',
  'sponsor-clicks',
  'group-activity',
  'ads-slots',
] as const;
export type IngestKind = (typeof INGEST_KINDS)[number];

/** Rows per batch. */
export const INGEST_MAX_ROWS = 5000;
export const CHAT_CONTENT_MAX = 4096;
export const EVENT_ID_MAX = 100;
export const PROFILE_NAME_MAX = 64;
export const GROUP_TITLE_MAX = 255;
/** Group kinds the War Bot tells apart. */
export const WAR_GROUP_TYPES = ['Group', 'Channel'] as const;

function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && year >= 2000 && year <= 2100;
}

/**
 * Instants the platform may report: ISO-8601 with an offset, on a real calendar day (no 02-30, which
 * JavaScript would roll over and PostgreSQL refuse), from 2000 to 2100.
 */
const instantSchema = z.iso
  .datetime({ offset: true, error: msg('invalid') })
  .check(z.refine((value) => isCalendarDay(value.slice(0, 10)), msg('invalid')));

const daySchema = z.string({ error: msg('required') }).check(z.refine(isCalendarDay, msg('invalid')));

const eventIdSchema = z
  .string({ error: msg('required') })
  .check(z.minLength(1, msg('required')), z.maxLength(EVENT_ID_MAX, msg('max_length', EVENT_ID_MAX)));

/** Telegram ids: digits, within the integers both databases and JSON numbers hold exactly. */
const tgIdSchema = z.string({ error: msg('required') }).check(
  z.regex(/^[1-9]\d{0,15}$/, msg('invalid')),
  z.refine((value) => Number(value) <= Number.MAX_SAFE_INTEGER, msg('invalid')),
);

/** A Telegram username, with or without the '@'. */
const TELEGRAM_USERNAME = /^@?[A-Za-z][A-Za-z0-9_]{3,31}$/;
const botSchema = z.string({ error: msg('required') }).check(z.regex(TELEGRAM_USERNAME, msg('invalid')));
const userUsernameSchema = z.optional(
  z.nullable(z.string({ error: msg('invalid') }).check(z.regex(TELEGRAM_USERNAME, msg('invalid')))),
);

const counterSchema = z
  .number({ error: msg('integer') })
  .check(
    z.int(msg('integer')),
    z.minimum(0, msg('min_value', 0)),
    z.maximum(1_000_000_000, msg('max_value', 1_000_000_000)),
  );
const requiredEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: msg('select') });

export const chatRecordRowSchema = z.strictObject({
  event_id: eventIdSchema,
  bot: botSchema,
  tg_id: tgIdSchema,
  username: userUsernameSchema,
  sent_at: instantSchema,
  direction: requiredEnum(MESSAGE_DIRECTIONS),
  message_type: requiredEnum(BOT_MESSAGE_TYPES),
  content: z
    .string({ error: msg('required') })
    .check(z.minLength(1, msg('required')), z.maxLength(CHAT_CONTENT_MAX, msg('max_length', CHAT_CONTENT_MAX))),
});
export type ChatRecordRow = z.infer<typeof chatRecordRowSchema>;

const profileNameSchema = z.optional(
  z.string({ error: msg('invalid') }).check(z.maxLength(PROFILE_NAME_MAX, msg('max_length', PROFILE_NAME_MAX))),
);

export const subscriptionRowSchema = z.strictObject({
  event_id: eventIdSchema,
  bot: botSchema,
  tg_id: tgIdSchema,
  username: userUsernameSchema,
  first_name: profileNameSchema,
  last_name: profileNameSchema,
  language_code: z.optional(
    z.nullable(
      z
        .string({ error: msg('invalid') })
        .check(z.regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, msg('invalid')), z.maxLength(16, msg('max_length', 16))),
    ),
  ),
  is_premium: z.optional(z.boolean({ error: msg('invalid') })),
  status: requiredEnum(SUBSCRIPTION_STATUSES),
  /** Items the user has saved with this bot so far, as the bot counts them (a snapshot, not an increment). */
  total_collection: z.optional(counterSchema),
  at: instantSchema,
});
export type SubscriptionRow = z.infer<typeof subscriptionRowSchema>;

export const searchEventRowSchema = z.strictObject({
  event_id: eventIdSchema,
  bot: botSchema,
  tg_id: tgIdSchema,
  username: userUsernameSchema,
  query: z
    .string({ error: msg('required') })
    .check(z.minLength(1, msg('required')), z.maxLength(SEARCH_QUERY_MAX, msg('max_length', SEARCH_QUERY_MAX))),
  result_count: z.optional(counterSchema),
  at: instantSchema,
});
export type SearchEventRow = z.infer<typeof searchEventRowSchema>;

export const sponsorClickRowSchema = z.strictObject({
  event_id: eventIdSchema,
  sponsor_id: z
    .number({ error: msg('required') })
    .check(z.int(msg('integer')), z.minimum(1, msg('min_value', 1)), z.maximum(MAX_ID, msg('invalid'))),
  at: instantSchema,
});
export type SponsorClickRow = z.infer<typeof sponsorClickRowSchema>;

const groupLinkSchema = z
  .string({ error: msg('required') })
  .check(z.refine((value) => normaliseTelegramLink(value) !== undefined, msg('telegram_link')));

/** Group activity kinds: a day's figures as the platform counted them, or single events the server rolls up. */
export const GROUP_ACTIVITY_KINDS = ['daily', 'message', 'join', 'leave'] as const;
export type GroupActivityKind = (typeof GROUP_ACTIVITY_KINDS)[number];

/** A group's figures of one UTC day; `kind` may be left out (the first shape this endpoint took). */
export const groupActivityDailyRowSchema = z.strictObject({
  kind: z.optional(z.literal('daily', { error: msg('select') })),
  event_id: eventIdSchema,
  group_link: groupLinkSchema,
  title: z.optional(
    z.string({ error: msg('invalid') }).check(z.maxLength(GROUP_TITLE_MAX, msg('max_length', GROUP_TITLE_MAX))),
  ),
  type: z.optional(requiredEnum(WAR_GROUP_TYPES)),
  day: daySchema,
  messages: counterSchema,
  active_members: counterSchema,
  joins: counterSchema,
  leaves: counterSchema,
  member_count: counterSchema,
  peak_hour: z.optional(
    z.nullable(
      z
        .number({ error: msg('integer') })
        .check(z.int(msg('integer')), z.minimum(0, msg('min_value', 0)), z.maximum(23, msg('max_value', 23))),
    ),
  ),
});
export type GroupActivityDailyRow = z.infer<typeof groupActivityDailyRowSchema>;

/** One message a member posted in a tracked group. */
export const groupMessageEventSchema = z.strictObject({
  kind: z.literal('message', { error: msg('select') }),
  event_id: eventIdSchema,
  group_link: groupLinkSchema,
  at: instantSchema,
  member_tg_id: tgIdSchema,
  username: userUsernameSchema,
});
export type GroupMessageEvent = z.infer<typeof groupMessageEventSchema>;

/** A member joining or leaving a tracked group. */
export const groupMembershipEventSchema = z.strictObject({
  kind: requiredEnum(['join', 'leave'] as const),
  event_id: eventIdSchema,
  group_link: groupLinkSchema,
  at: instantSchema,
  member_tg_id: tgIdSchema,
});
export type GroupMembershipEvent = z.infer<typeof groupMembershipEventSchema>;

export const groupActivityRowSchema = z.discriminatedUnion(
  'kind',
  [groupActivityDailyRowSchema, groupMessageEventSchema, groupMembershipEventSchema],
  { error: msg('select') },
);
export type GroupActivityRow = z.infer<typeof groupActivityRowSchema>;
/** A raw event row (message, join or leave), as opposed to a daily row. */
export type GroupActivityEvent = GroupMessageEvent | GroupMembershipEvent;

/** Whole cents: checked on the number's shortest text, as the console's slot form does. */
const hasCents = (value: number): boolean => /^\d+(\.\d{1,2})?$/.test(String(value));

export const adsSlotsRowSchema = z.strictObject({
  event_id: eventIdSchema,
  keyword: requiredText(LIMITS.keyword),
  observed_at: instantSchema,
  slots: z
    .array(
      z.strictObject({
        slot: z
          .number({ error: msg('integer') })
          .check(
            z.int(msg('integer')),
            z.minimum(1, msg('min_value', 1)),
            z.maximum(ADS_KEYWORD_SLOT_MAX, msg('max_value', ADS_KEYWORD_SLOT_MAX)),
          ),
        price: z
          .number({ error: msg('invalid') })
          .check(
            z.minimum(0, msg('min_value', 0)),
            z.maximum(ADS_KEYWORD_PRICE_MAX, msg('max_value', ADS_KEYWORD_PRICE_MAX)),
            z.refine(hasCents, msg('price_format')),
          ),
        expired_date: z.optional(z.nullable(daySchema)),
      }),
      { error: msg('required') },
    )
    .check(z.minLength(1, msg('required')), z.maxLength(ADS_KEYWORD_SLOT_MAX, msg('max_value', ADS_KEYWORD_SLOT_MAX))),
});
export type AdsSlotsRow = z.infer<typeof adsSlotsRowSchema>;

export const INGEST_ROW_SCHEMAS = {
  'chat-records': chatRecordRowSchema,
  subscriptions: subscriptionRowSchema,
  'search-events': searchEventRowSchema,
  'sponsor-clicks': sponsorClickRowSchema,
  'group-activity': groupActivityRowSchema,
  'ads-slots': adsSlotsRowSchema,
} as const;
export interface IngestRowOf {
  'chat-records': ChatRecordRow;
  subscriptions: SubscriptionRow;
  'search-events': SearchEventRow;
  'sponsor-clicks': SponsorClickRow;
  'group-activity': GroupActivityRow;
  'ads-slots': AdsSlotsRow;
}

/**
 * The body of every ingest call. Rows are only counted here: each is validated on its own by the
 * server, so that one bad row does not refuse the batch.
 */
export const ingestBatchSchema = z.strictObject({
  rows: z
    .array(z.unknown(), { error: msg('required') })
    .check(z.maxLength(INGEST_MAX_ROWS, msg('max_value', INGEST_MAX_ROWS))),
});
export type IngestBatch = z.infer<typeof ingestBatchSchema>;

/** A refused row: its position in the batch, its event id when it had a readable one, and why. */
export const rejectedRowSchema = z.object({
  index: z.number().check(z.int(), z.nonnegative()),
  event_id: z.nullable(z.string()),
  errors: z.array(fieldErrorSchema),
});
export type RejectedRow = z.infer<typeof rejectedRowSchema>;

export const ingestResultSchema = z.object({
  data: z.object({
    /** Rows written by this call. */
    accepted: z.number().check(z.int(), z.nonnegative()),
    /** Rows whose event_id was already applied (by an earlier call or earlier in this batch's retry). */
    duplicates: z.number().check(z.int(), z.nonnegative()),
    rejected: z.array(rejectedRowSchema),
  }),
});
export type IngestResult = z.infer<typeof ingestResultSchema>['data'];

/** Why a valid-looking row was still refused: the thing it points at is not there. */
export const INGEST_ROW_CODES = {
  duplicate_in_batch: {
    en: 'This event_id appears more than once in the batch',
    zh: '该 event_id 在本批次中出现了多次',
  },
  unknown_sponsor: { en: 'No sponsor has this id', zh: '没有此 ID 的赞助' },
  untracked_keyword: { en: 'This keyword is not tracked in Ads Keyword Tracking', zh: '该关键词未在广告关键词追踪中' },
} as const;
export type IngestRowCode = keyof typeof INGEST_ROW_CODES;

/** The batch as a bot builds it, for the OpenAPI document and typed clients; the server checks each row on its own (ingestBatchSchema). */
export function typedIngestBatchSchema(kind: IngestKind) {
  return z.strictObject({ rows: z.array(INGEST_ROW_SCHEMAS[kind]).check(z.maxLength(INGEST_MAX_ROWS)) });
}
