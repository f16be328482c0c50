import * as z from 'zod/mini';
import { bodyIdSchema, dataSchema, listQueryOf, recordStampsShape, requiredText, updateSchemaOf } from './common.js';
import { ACTIVE_STATUSES } from './enums.js';
import { LIMITS } from './limits.js';
import { msg } from './messages.js';
import { GROUP_TYPES, SESSION_KINDS, STALKER_CAPACITY, STALKER_HEALTHS, STALKER_LIST } from './stalker-lists.js';

// Re-exported from here so the package index needs one line for the section; stalker-lists.ts stays zod-free.
export * from './stalker-lists.js';

/** Longest session string accepted; real ones are 351–369 characters (GramJS with an IPv6 host a little more). */
export const SESSION_STRING_MAX = 1000;
/** Telegram user ids are positive 64-bit integers: digits only, kept as text. */
export const TG_ID_PATTERN = /^[1-9]\d{0,18}$/;
/** A Telegram username, with or without the leading @ (stored without it). */
export const TG_USERNAME_PATTERN = /^@?[A-Za-z][A-Za-z0-9_]{3,31}$/;

const idSchema = z.number().check(z.int());
const counterSchema = z.number().check(z.int(), z.nonnegative());

/** A stalker: a Telegram user account the platform drives to watch groups. The session string never appears. */
export const stalkerSchema = z.object({
  id: idSchema,
  /** The "stalker ID": the account's Telegram user id. */
  tg_id: z.string(),
  username: z.string(),
  group_type: z.enum(GROUP_TYPES),
  /** Which library's session string is stored. */
  session_kind: z.enum(SESSION_KINDS),
  /** A fixed mask with the library's name, e.g. "Telethon ••••••••"; never any part of the string. */
  session_string_masked: z.string(),
  remarks: z.string(),
  status: z.enum(ACTIVE_STATUSES),
  premium: z.boolean(),
  /** 500, or 1000 with Premium. */
  capacity: counterSchema,
  /** Groups assigned to it in the console. */
  assigned_groups: counterSchema,
  /** Groups the worker reports it has joined. */
  groups_joined: counterSchema,
  health: z.enum(STALKER_HEALTHS),
  flood_wait_until: z.nullable(z.string()),
  last_heartbeat_at: z.nullable(z.string()),
  ...recordStampsShape,
});
export type Stalker = z.infer<typeof stalkerSchema>;

const tgIdSchema = z.string({ error: msg('stalker_required') }).check(
  z.trim(),
  z.minLength(1, msg('stalker_required')),
  z.refine((value) => TG_ID_PATTERN.test(value), msg('invalid')),
);

/** The product's "Stalker is required" belongs to the Stalker ID; the username says its own name. */
const usernameSchema = z.string({ error: msg('required') }).check(
  z.trim(),
  z.minLength(1, msg('required')),
  z.refine((value) => TG_USERNAME_PATTERN.test(value), msg('invalid')),
  z.overwrite((value) => value.replace(/^@/, '')),
);

/** The string is checked for a Telethon, Pyrogram or GramJS shape by the server (STALKER_SESSION_STRING_INVALID). */
const sessionStringSchema = requiredText(SESSION_STRING_MAX, msg('stalker_session_required'));

/** Remarks say who the account belongs to and why it exists: required, so an account is never anonymous. */
const remarksSchema = requiredText(LIMITS.remarks, msg('remark_required'));

export const createStalkerSchema = z.strictObject({
  tg_id: tgIdSchema,
  username: usernameSchema,
  group_type: z.enum(GROUP_TYPES, { error: msg('select_type') }),
  session_string: sessionStringSchema,
  remarks: remarksSchema,
  status: z.optional(z.enum(ACTIVE_STATUSES, { error: msg('select') })),
  premium: z.optional(z.boolean()),
});
export type CreateStalker = z.input<typeof createStalkerSchema>;

/** Every field optional; a session string given replaces the stored one, omitted keeps it. */
export const updateStalkerSchema = updateSchemaOf(createStalkerSchema);
export type UpdateStalker = z.input<typeof updateStalkerSchema>;

export const stalkerListQuerySchema = listQueryOf(STALKER_LIST);
export type StalkerListQuery = z.input<typeof stalkerListQuerySchema>;

// ─── Group assignments ──────────────────────────────────────────────────────────────────────────

/** Replaces the set of war groups a stalker watches. A group has one stalker: taking one from another needs `reassign`. */
export const stalkerGroupsInputSchema = z.strictObject({
  group_ids: z.array(bodyIdSchema()).check(
    z.maxLength(STALKER_CAPACITY.premium, msg('max_value', STALKER_CAPACITY.premium)),
    z.refine((ids) => new Set(ids).size === ids.length, msg('invalid')),
  ),
  reassign: z.optional(z.boolean()),
});
export type StalkerGroupsInput = z.input<typeof stalkerGroupsInputSchema>;

export const stalkerGroupSchema = z.object({ id: idSchema, link: z.string(), title: z.string(), type: z.string() });
export type StalkerGroup = z.infer<typeof stalkerGroupSchema>;

export const stalkerGroupsSchema = dataSchema(
  z.object({ stalker_id: idSchema, capacity: counterSchema, groups: z.array(stalkerGroupSchema) }),
);
export type StalkerGroups = z.infer<typeof stalkerGroupsSchema>['data'];

// ─── Platform: the stalker worker ───────────────────────────────────────────────────────────────

/** What a worker needs to run one stalker: the only answer that carries the session string. */
export const stalkerAssignmentSchema = dataSchema(
  z.object({
    stalker_id: idSchema,
    tg_id: z.string(),
    session_kind: z.enum(SESSION_KINDS),
    session_string: z.string(),
    groups: z.array(stalkerGroupSchema),
  }),
);
export type StalkerAssignment = z.infer<typeof stalkerAssignmentSchema>['data'];

export const stalkerHeartbeatSchema = z.strictObject({
  health: z.enum(STALKER_HEALTHS),
  groups_joined: z.number().check(z.int(), z.nonnegative(), z.maximum(100_000)),
  /** With health flood_wait: how long Telegram asked the account to wait. */
  flood_wait_seconds: z.optional(z.number().check(z.int(), z.nonnegative(), z.maximum(7 * 86_400))),
});
export type StalkerHeartbeat = z.input<typeof stalkerHeartbeatSchema>;

export const stalkerHeartbeatAnswerSchema = dataSchema(
  z.object({
    stalker_id: idSchema,
    status: z.enum(ACTIVE_STATUSES),
    health: z.enum(STALKER_HEALTHS),
    last_heartbeat_at: z.string(),
  }),
);
