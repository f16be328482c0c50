import * as z from 'zod/mini';
import { listQuerySchema, MAX_ID, recordStampsShape, updateSchemaOf } from './common.js';
import { GROUP_TITLE_MAX, WAR_GROUP_TYPES } from './ingest.js';
import { msg } from './messages.js';
import { telegramLinkSchema } from './search-bot.js';
import { daysInRange, isCalendarDay } from './sponsors.js';
import {
  WAR_ACTIVITY_MAX_DAYS,
  WAR_ACTIVITY_MAX_GROUPS,
  WAR_GROUP_SIDES,
  WAR_GROUP_SORTABLE,
  WAR_TOP_MEMBERS_MAX,
} from './war-bot-lists.js';

// Re-exported from here so the package index needs one line for the section; war-bot-lists.ts stays zod-free.
export {
  WAR_ACTIVITY_MAX_DAYS,
  WAR_ACTIVITY_MAX_GROUPS,
  WAR_GROUP_SIDES,
  WAR_GROUP_SORTABLE,
  WAR_TOP_MEMBERS_MAX,
} from './war-bot-lists.js';

export type WarGroupSide = (typeof WAR_GROUP_SIDES)[number];
export type WarGroupType = (typeof WAR_GROUP_TYPES)[number];

const idSchema = z.number().check(z.int());
const counterSchema = z.number().check(z.nonnegative());

// ─── Tracked groups ─────────────────────────────────────────────────────────────────────────────

/** A Telegram group or channel the War Bot watches: ours, or a rival's. */
export const warGroupSchema = z.object({
  id: idSchema,
  link: z.string(),
  title: z.string(),
  type: z.enum(WAR_GROUP_TYPES),
  side: z.enum(WAR_GROUP_SIDES),
  /** The stalker account watching the group (assigned in the Stalker section), if any. */
  stalker: z.nullable(z.object({ id: idSchema, username: z.string() })),
  ...recordStampsShape,
});
export type WarGroup = z.infer<typeof warGroupSchema>;

export const createWarGroupSchema = z.strictObject({
  link: telegramLinkSchema,
  title: z._default(
    z
      .string({ error: msg('invalid') })
      .check(z.trim(), z.maxLength(GROUP_TITLE_MAX, msg('max_length', GROUP_TITLE_MAX))),
    '',
  ),
  type: z._default(z.enum(WAR_GROUP_TYPES, { error: msg('select') }), 'Group'),
  side: z.enum(WAR_GROUP_SIDES, { error: msg('select') }),
});
export type CreateWarGroup = z.input<typeof createWarGroupSchema>;

export const updateWarGroupSchema = updateSchemaOf(createWarGroupSchema);
export type UpdateWarGroup = z.input<typeof updateWarGroupSchema>;

export const warGroupListQuerySchema = listQuerySchema(WAR_GROUP_SORTABLE, {
  side: z.optional(z.enum(WAR_GROUP_SIDES, { error: msg('select') })),
  type: z.optional(z.enum(WAR_GROUP_TYPES, { error: msg('select') })),
});
export type WarGroupListQuery = z.input<typeof warGroupListQuerySchema>;

// ─── Activity analysis ──────────────────────────────────────────────────────────────────────────

const daySchema = z
  .string({ error: msg('required') })
  .check(z.trim(), z.minLength(1, msg('required')), z.refine(isCalendarDay, msg('invalid')));

type Range = { from: string; to: string };

/** `to` on or after `from`, at most WAR_ACTIVITY_MAX_DAYS days: the error names `to`. */
function checkRange(range: Range, context: z.core.$RefinementCtx<Range>): void {
  if (!isCalendarDay(range.from) || !isCalendarDay(range.to)) return;
  if (range.from > range.to)
    context.addIssue({ code: 'custom', path: ['to'], message: msg('date_range_order'), input: range.to });
  else if (daysInRange(range.from, range.to) > WAR_ACTIVITY_MAX_DAYS) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: msg('date_range_max_days', WAR_ACTIVITY_MAX_DAYS),
      input: range.to,
    });
  }
}

/** `group_ids=1,2,3`: distinct positive ids, one to WAR_ACTIVITY_MAX_GROUPS of them. */
const groupIdsSchema = z.pipe(
  z
    .string({ error: msg('required') })
    .check(z.minLength(1, msg('required')), z.regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, msg('invalid'))),
  z.transform((value: string, context) => {
    const ids = [...new Set(value.split(',').map(Number))];
    if (ids.some((id) => id > MAX_ID)) context.issues.push({ code: 'custom', message: msg('invalid'), input: value });
    else if (ids.length > WAR_ACTIVITY_MAX_GROUPS)
      context.issues.push({ code: 'custom', message: msg('max_value', WAR_ACTIVITY_MAX_GROUPS), input: value });
    else return ids;
    return z.NEVER;
  }),
);

export const warActivityQuerySchema = z
  .strictObject({ group_ids: groupIdsSchema, from: daySchema, to: daySchema })
  .check(z.superRefine(checkRange));
export type WarActivityQuery = z.input<typeof warActivityQuerySchema>;

/** One day's figures of a group; messages_per_active_member is 0 on a day without active members. */
export const warActivityDaySchema = z.object({
  day: z.string(),
  messages: counterSchema,
  active_members: counterSchema,
  joins: counterSchema,
  leaves: counterSchema,
  /** The day's last known member count; null where nothing was reported that day. */
  member_count: z.nullable(counterSchema),
  messages_per_active_member: counterSchema,
});
export type WarActivityDay = z.infer<typeof warActivityDaySchema>;

/** A range's figures: sums, daily averages over the range's days, and the latest member count. */
export const warActivitySummarySchema = z.object({
  messages: counterSchema,
  active_members: counterSchema,
  joins: counterSchema,
  leaves: counterSchema,
  avg_messages_per_day: counterSchema,
  avg_active_members_per_day: counterSchema,
  /** Messages over the sum of daily active members (0 when nobody was active). */
  messages_per_active_member: counterSchema,
  /** The last member count reported in the range, null when none was. */
  member_count: z.nullable(counterSchema),
});
export type WarActivitySummary = z.infer<typeof warActivitySummarySchema>;

export const warGroupActivitySchema = z.object({
  group: warGroupSchema,
  days: z.array(warActivityDaySchema),
  totals: warActivitySummarySchema,
  /** The UTC hour (0–23) with the most messages over the range; null when no hour is known. */
  peak_hour: z.nullable(z.number().check(z.int())),
});
export type WarGroupActivity = z.infer<typeof warGroupActivitySchema>;

export const warSideSummarySchema = z.object({
  side: z.enum(WAR_GROUP_SIDES),
  group_count: z.number().check(z.int(), z.nonnegative()),
  totals: warActivitySummarySchema,
});
export type WarSideSummary = z.infer<typeof warSideSummarySchema>;

export const warActivitySchema = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    groups: z.array(warGroupActivitySchema),
    /** Own and rival groups of the request side by side: both sides always present. */
    sides: z.array(warSideSummarySchema),
  }),
});
export type WarActivity = z.infer<typeof warActivitySchema>['data'];

export const warTopMembersQuerySchema = z
  .strictObject({
    from: daySchema,
    to: daySchema,
    limit: z._default(
      z.coerce
        .number({ error: msg('integer') })
        .check(
          z.int(msg('integer')),
          z.minimum(1, msg('min_value', 1)),
          z.maximum(WAR_TOP_MEMBERS_MAX, msg('max_value', WAR_TOP_MEMBERS_MAX)),
        ),
      10,
    ),
  })
  .check(z.superRefine(checkRange));
export type WarTopMembersQuery = z.input<typeof warTopMembersQuerySchema>;

export const warTopMemberSchema = z.object({
  /** Telegram user id, as text: it may exceed what some clients hold exactly. */
  member_tg_id: z.string(),
  username: z.nullable(z.string()),
  messages: counterSchema,
  /** Days of the range with at least one message. */
  active_days: z.number().check(z.int(), z.nonnegative()),
});
export type WarTopMember = z.infer<typeof warTopMemberSchema>;

export const warTopMembersSchema = z.object({
  data: z.object({ group_id: idSchema, from: z.string(), to: z.string(), members: z.array(warTopMemberSchema) }),
});
export type WarTopMembers = z.infer<typeof warTopMembersSchema>['data'];
