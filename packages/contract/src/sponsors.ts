import * as z from 'zod/mini';
import { bodyIdSchema, listQueryOf, recordStampsShape, requiredText, updateSchemaOf } from './common.js';
import { SPONSOR_STATUSES } from './enums.js';
import { LIMITS } from './limits.js';
import { msg } from './messages.js';
import { normaliseTelegramLink } from './telegram-link.js';
import { SPONSOR_CLIENT_LIST, SPONSOR_LIST, SPONSOR_STATS_MAX_DAYS } from './sponsor-lists.js';

// Re-exported from here so the package index needs one line for the section; sponsor-lists.ts stays zod-free.
export {
  SPONSOR_CLIENT_LIST,
  SPONSOR_CLIENT_SORTABLE,
  SPONSOR_LIST,
  SPONSOR_SORTABLE,
  SPONSOR_STATS_MAX_DAYS,
} from './sponsor-lists.js';

export type SponsorStatus = (typeof SPONSOR_STATUSES)[number];

/** Longest sponsor link; t.me links and tg:// deep links are far shorter. */
export const SPONSOR_LINK_MAX = 255;

const idSchema = z.number().check(z.int());
const counterSchema = z.number().check(z.int(), z.nonnegative());

/** A calendar day on the wire: 'YYYY-MM-DD', and a real one (no 2024-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const calendarDaySchema = (required: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.refine(isCalendarDay, msg('invalid')));

// ─── Clients ────────────────────────────────────────────────────────────────────────────────────

/** A sponsor client: the advertiser who pays for one or more sponsors. */
export const sponsorClientSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** How many live sponsors the client has. */
  total_sponsor: counterSchema,
  ...recordStampsShape,
});
export type SponsorClient = z.infer<typeof sponsorClientSchema>;

export const createSponsorClientSchema = z.strictObject({
  name: requiredText(LIMITS.clientName),
});
export type CreateSponsorClient = z.input<typeof createSponsorClientSchema>;

export const updateSponsorClientSchema = updateSchemaOf(createSponsorClientSchema);
export type UpdateSponsorClient = z.input<typeof updateSponsorClientSchema>;

export const sponsorClientListQuerySchema = listQueryOf(SPONSOR_CLIENT_LIST);
export type SponsorClientListQuery = z.input<typeof sponsorClientListQuerySchema>;

// ─── Sponsors ───────────────────────────────────────────────────────────────────────────────────

/**
 * A link the bot shows as a Telegram entry: any form the console's other link fields accept (t.me/…,
 * @username, tg://…) but the web ones. http:// and https:// are refused with the product's own message:
 * the bot renders sponsors as Telegram entries, never as outside pages. Saved as `t.me/…`.
 */
export const HTTP_SCHEME = /^\s*https?:/i;

export const sponsorLinkSchema = z.pipe(
  z.string({ error: msg('required') }).check(
    z.trim(),
    z.minLength(1, msg('required')),
    z.maxLength(SPONSOR_LINK_MAX, msg('max_length', SPONSOR_LINK_MAX)),
    z.refine((link) => !HTTP_SCHEME.test(link), msg('sponsor_link_scheme')),
  ),
  z.transform((value: string, context) => {
    const link = normaliseTelegramLink(value);
    if (link) return link.replace(/^https:\/\//, '');
    context.issues.push({ code: 'custom', message: msg('sponsor_link'), input: value });
    return z.NEVER;
  }),
);

export const sponsorDisplaySchema = z
  .string({ error: msg('sponsor_display_required') })
  .check(
    z.trim(),
    z.minLength(1, msg('sponsor_display_required')),
    z.maxLength(LIMITS.displayName, msg('max_length', LIMITS.displayName)),
  );

export const expiredDateSchema = calendarDaySchema(msg('expired_date_required'));

/**
 * A newly chosen expired date may not be in the past (a sponsor would be Expired at once): today or
 * later, judged in UTC days as the status is. `kept` is the date the sponsor already has, which an
 * edit may leave as it is even once it has passed.
 */
export function expiredDateRefusal(day: string, today: string, kept?: string): string | undefined {
  return day !== kept && day < today ? msg('expired_date_past') : undefined;
}

/** A sponsor: one paid entry shown on the bot's result pages until its expired date. */
export const sponsorSchema = z.object({
  id: idSchema,
  client_id: idSchema,
  client_name: z.string(),
  display: z.string(),
  link: z.string(),
  /** 'YYYY-MM-DD', the last day it is shown. */
  expired_date: z.string(),
  /** Counted by the platform, read-only here. */
  view_count: counterSchema,
  click_count: counterSchema,
  /** Derived: Expired once expired_date is before today (UTC); never stored. */
  status: z.enum(SPONSOR_STATUSES),
  ...recordStampsShape,
});
export type Sponsor = z.infer<typeof sponsorSchema>;

export const createSponsorSchema = z.strictObject({
  client_id: bodyIdSchema(msg('select')),
  display: sponsorDisplaySchema,
  link: sponsorLinkSchema,
  expired_date: expiredDateSchema,
});
export type CreateSponsor = z.input<typeof createSponsorSchema>;

/** A sponsor stays with its client; the rest may change. */
export const updateSponsorSchema = updateSchemaOf(z.omit(createSponsorSchema, { client_id: true }));
export type UpdateSponsor = z.input<typeof updateSponsorSchema>;

export const sponsorListQuerySchema = listQueryOf(SPONSOR_LIST);
export type SponsorListQuery = z.input<typeof sponsorListQuerySchema>;

// ─── Daily stats ────────────────────────────────────────────────────────────────────────────────

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export const sponsorStatsQuerySchema = z
  .strictObject({
    from: calendarDaySchema(msg('required')),
    to: calendarDaySchema(msg('required')),
  })
  .check(
    z.superRefine((range, context) => {
      if (!isCalendarDay(range.from) || !isCalendarDay(range.to)) return;
      if (range.from > range.to) {
        context.addIssue({ code: 'custom', path: ['to'], message: msg('date_range_order'), input: range.to });
      } else if (daysInRange(range.from, range.to) > SPONSOR_STATS_MAX_DAYS) {
        context.addIssue({
          code: 'custom',
          path: ['to'],
          message: msg('date_range_max_days', SPONSOR_STATS_MAX_DAYS),
          input: range.to,
        });
      }
    }),
  );
export type SponsorStatsQuery = z.input<typeof sponsorStatsQuerySchema>;

export const sponsorDayStatSchema = z.object({ day: z.string(), views: counterSchema, clicks: counterSchema });
export type SponsorDayStat = z.infer<typeof sponsorDayStatSchema>;

/** Views and clicks per day over the range, every day present (0 where nothing was counted). */
export const sponsorStatsSchema = z.object({
  data: z.object({
    sponsor_id: idSchema,
    from: z.string(),
    to: z.string(),
    days: z.array(sponsorDayStatSchema),
    total_views: counterSchema,
    total_clicks: counterSchema,
  }),
});
export type SponsorStats = z.infer<typeof sponsorStatsSchema>['data'];
