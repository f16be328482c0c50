import type { FeatureFlag } from './enums.js';
import { hasPermission, type Permission } from './permissions.js';

/**
 * Where a user lands after signing in: the first row whose permission the user holds.
 * A holder of ALL matches the first row. Order and targets are the product's; `flag` is the
 * feature flag that hides the row's section, when one does.
 */
export const LANDING_ORDER = [
  { permission: 'ROLE_MANAGEMENT', path: '/user/role-management', flag: 'USER_MANAGEMENT' },
  { permission: 'USER_ACCOUNT', path: '/user/account-management', flag: 'USER_MANAGEMENT' },
  { permission: 'ACCOUNT', path: '/account-list/', flag: 'ACCOUNT_LIST' },
  { permission: 'KEYWORD_FORWARD', path: '/keyword/forward' },
  { permission: 'KEYWORD_RESTRICT', path: '/keyword/forward' },
  { permission: 'SEARCH_BOT_KEYWORD_DATABASE', path: '/database/keyword-database/', flag: 'KEYWORD_DATABASE' },
  { permission: 'SEARCH_BOT_SENSITIVE_KEYWORD', path: '/database/sensitive-keyword', flag: 'SENSITIVE_KEYWORD' },
  { permission: 'BOT', path: '/bot', flag: 'BOT_ANALYTICS' },
  { permission: 'STALKER', path: '/stalker/' },
  { permission: 'KEYWORD_MESSAGE', path: '/keyword-message/' },
  { permission: 'FILE_EXPORT', path: '/file-export/', flag: 'FILE_EXPORT' },
  { permission: 'BOT_SUBSCRIPTION', path: '/bot/subscription', flag: 'BOT_ANALYTICS' },
  { permission: 'CHAT_RECORDS', path: '/bot/chat-records', flag: 'BOT_ANALYTICS' },
] as const satisfies readonly {
  permission: Permission;
  path: string;
  flag?: FeatureFlag;
}[];

/**
 * The landing path for a set of permissions; home ('/') when none matches. Rows whose section is
 * switched off by a feature flag are passed over.
 */
export function landingPathFor(
  permissions: readonly string[],
  isFlagOn: (flag: FeatureFlag) => boolean = () => true,
): string {
  const row = LANDING_ORDER.find(
    (entry) => hasPermission(permissions, entry.permission) && (!('flag' in entry) || isFlagOn(entry.flag)),
  );
  return row ? row.path : '/';
}
