import { ACTIVE_STATUSES } from './enums.js';
import { defineList } from './lists.js';

/**
 * Stalker constants free of zod, so the console's list search params can use them without loading
 * the stalker schemas (see lists.ts).
 */
export const STALKER_SORTABLE = ['username', 'groups_joined', 'last_heartbeat_at', 'created_at'] as const;

/** What kind of chat a stalker watches. */
export const GROUP_TYPES = ['Group', 'Supergroup', 'Channel'] as const;
export type GroupType = (typeof GROUP_TYPES)[number];

/** What the stalker worker last reported about its account. */
export const STALKER_HEALTHS = ['online', 'flood_wait', 'session_invalid', 'banned', 'unknown'] as const;
export type StalkerHealth = (typeof STALKER_HEALTHS)[number];

/** The MTProto client libraries whose session strings are accepted. */
export const SESSION_KINDS = ['telethon', 'pyrogram', 'gramjs'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/** Channels and supergroups one Telegram account may be in: 500, or 1000 with Premium. */
export const STALKER_CAPACITY = { regular: 500, premium: 1000 } as const;

export function stalkerCapacity(premium: boolean): number {
  return premium ? STALKER_CAPACITY.premium : STALKER_CAPACITY.regular;
}

/** Shown instead of a session string: the same for every string, so nothing about it leaks. */
export const SESSION_STRING_MASK = '••••••••';

/** The stalker list: searched by username (a leading @ dropped) or Telegram id. */
export const STALKER_LIST = defineList({
  search: ['username', 'tg_id'],
  facets: { status: ACTIVE_STATUSES, health: STALKER_HEALTHS, group_type: GROUP_TYPES },
  sortable: STALKER_SORTABLE,
  defaultSort: { field: 'created_at', direction: 'desc' },
});
