import { hasPermission, type Permission } from './permissions.js';

/**
 * Where a user lands after signing in: the first row whose permission the user holds.
 * A holder of ALL matches the first row. Order and targets are the product's (spec §6).
 */
export const LANDING_ORDER = [
  { permission: 'ROLE_MANAGEMENT', path: '/user/role-management' },
  { permission: 'USER_ACCOUNT', path: '/user/account-management' },
  { permission: 'ACCOUNT', path: '/account-list/' },
  { permission: 'KEYWORD_FORWARD', path: '/keyword/forward' },
  { permission: 'KEYWORD_RESTRICT', path: '/keyword/forward' },
  { permission: 'SEARCH_BOT_KEYWORD_DATABASE', path: '/database/keyword-database/' },
  { permission: 'SEARCH_BOT_SENSITIVE_KEYWORD', path: '/database/sensitive-keyword' },
  { permission: 'BOT', path: '/bot' },
  { permission: 'STALKER', path: '/stalker/' },
  { permission: 'KEYWORD_MESSAGE', path: '/keyword-message/' },
  { permission: 'FILE_EXPORT', path: '/file-export/' },
  { permission: 'BOT_SUBSCRIPTION', path: '/bot/subscription' },
  { permission: 'CHAT_RECORDS', path: '/bot/chat-records' },
] as const satisfies readonly { permission: Permission; path: string }[];

/** The landing path for a set of permissions; home ('/') when none matches. */
export function landingPathFor(permissions: readonly string[]): string {
  const row = LANDING_ORDER.find((entry) => hasPermission(permissions, entry.permission));
  return row ? row.path : '/';
}
