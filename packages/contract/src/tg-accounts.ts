import * as z from 'zod/mini';
import { isoDateTimeSchema, listQuerySchema } from './common.js';
import { ACTIVE_STATUSES, LIST_TYPES, SUBSCRIPTION_STATUSES, TIERS, USER_TYPES } from './enums.js';
import { msg } from './messages.js';
import { TG_ACCOUNT_SORTABLE } from './tg-account-lists.js';

// Re-exported from here so the package index needs one line for the section; tg-account-lists.ts stays zod-free.
export { TG_ACCOUNT_SORTABLE } from './tg-account-lists.js';

/*
 * Account List: the Telegram users of the platform's bots. Ingestion creates and refreshes them; staff
 * only classify them (user type, list type). A Blacklist user's searches are refused by the platform.
 */

export type UserType = (typeof USER_TYPES)[number];
export type ListType = (typeof LIST_TYPES)[number];

const idSchema = z.number().check(z.int());
const counterSchema = z.number().check(z.int(), z.nonnegative());

export const tgAccountSchema = z.object({
  id: idSchema,
  /** The Telegram user id: 64-bit, so a string of digits on the wire. */
  tg_id: z.string(),
  username: z.nullable(z.string()),
  first_name: z.string(),
  last_name: z.string(),
  language_code: z.nullable(z.string()),
  tier: z.enum(TIERS),
  user_type: z.enum(USER_TYPES),
  list_type: z.enum(LIST_TYPES),
  status: z.enum(ACTIVE_STATUSES),
  /** Bots the user is subscribed to now; kept by ingestion. */
  subscription_count: counterSchema,
  first_seen_at: z.string(),
  last_active_at: z.string(),
  updated_at: z.string(),
  /** The staff member who last classified the user; null while only ingestion has touched the row. */
  updated_by: z.nullable(z.string()),
});
export type TgAccount = z.infer<typeof tgAccountSchema>;

/** One bot the user has started, as the detail view lists it. */
export const tgAccountSubscriptionSchema = z.object({
  id: idSchema,
  bot_id: idSchema,
  bot_username: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  subscribed_at: z.string(),
  unsubscribed_at: z.nullable(z.string()),
  total_collection: counterSchema,
  total_search: counterSchema,
  last_day_search: counterSchema,
  last_search_at: z.nullable(z.string()),
});
export type TgAccountSubscription = z.infer<typeof tgAccountSubscriptionSchema>;

export const tgAccountDetailSchema = z.extend(tgAccountSchema, {
  /** Every bot the user has started, the latest subscription first. */
  subscriptions: z.array(tgAccountSubscriptionSchema),
});
export type TgAccountDetail = z.infer<typeof tgAccountDetailSchema>;

/** Staff edit the classification only; at least one of the two fields. */
export const updateTgAccountSchema = z
  .strictObject({
    user_type: z.optional(z.enum(USER_TYPES, { error: msg('select') })),
    list_type: z.optional(z.enum(LIST_TYPES, { error: msg('select') })),
  })
  .check(z.refine((body) => body.user_type !== undefined || body.list_type !== undefined, msg('fill_required')));
export type UpdateTgAccount = z.input<typeof updateTgAccountSchema>;

/**
 * The list's query: paging, one `<field>=asc|desc`, `search` (username or name contains, or an exact TG ID
 * when all digits), the classification filters, and `from` / `to` bounding last_active_at. There is no
 * created-at range: an account's first sighting is first_seen_at, shown and sortable instead.
 */
export const tgAccountListQuerySchema = z
  .omit(
    listQuerySchema(TG_ACCOUNT_SORTABLE, {
      user_type: z.optional(z.enum(USER_TYPES)),
      list_type: z.optional(z.enum(LIST_TYPES)),
      tier: z.optional(z.enum(TIERS)),
      status: z.optional(z.enum(ACTIVE_STATUSES)),
      from: z.optional(isoDateTimeSchema),
      to: z.optional(isoDateTimeSchema),
    }),
    { created_from: true, created_to: true },
  )
  .check(
    z.superRefine((query, context) => {
      if (query.from && query.to && Date.parse(query.from) > Date.parse(query.to)) {
        context.addIssue({ code: 'custom', path: ['to'], message: msg('date_range_order'), input: query.to });
      }
    }),
  );
export type TgAccountListQuery = z.input<typeof tgAccountListQuerySchema>;
