/**
 * Section-level permissions. A role holds one or more; ALL grants every section.
 * The server enforces them on every route and the console hides what a user may not open.
 */
export const PERMISSIONS = [
  'ALL',
  'ROLE_MANAGEMENT',
  'USER_ACCOUNT',
  'ACCOUNT',
  'KEYWORD_FORWARD',
  'KEYWORD_RESTRICT',
  'SEARCH_BOT_KEYWORD_DATABASE',
  'SEARCH_BOT_SENSITIVE_KEYWORD',
  'SEARCH_BOT_SPONSOR',
  'BOT',
  'BOT_SUBSCRIPTION',
  'CHAT_RECORDS',
  'STALKER',
  'KEYWORD_MESSAGE',
  'FILE_EXPORT',
  'ADS_KEYWORD_TRACKING',
  'WAR_BOT',
  'WEBHOOK',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/** True when a holder of `held` may use something guarded by `required`. */
export function hasPermission(held: readonly string[], required: Permission): boolean {
  return held.includes('ALL') || held.includes(required);
}

export function hasAnyPermission(held: readonly string[], required: readonly Permission[]): boolean {
  return required.some((permission) => hasPermission(held, permission));
}

/**
 * The grant rule (docs/decisions/0012-grant-rules.md): true when a holder of `held` holds every
 * permission of `wanted`, so may grant it, assign a role made of it, or manage a role or account that
 * has it. ALL holds everything; ALL itself is held only by holders of ALL, however many sections
 * the other set names.
 */
export function holdsEvery(held: readonly string[], wanted: readonly string[]): boolean {
  if (held.includes('ALL')) return true;
  return wanted.every((permission) => permission !== 'ALL' && held.includes(permission));
}

/** The permissions the Dev role leaves out: staff management (webhooks carry sign-in addresses), and ALL. */
const STAFF_PERMISSIONS: readonly Permission[] = ['ALL', 'ROLE_MANAGEMENT', 'USER_ACCOUNT', 'ACCOUNT', 'WEBHOOK'];

/** Built-in roles created by the first migration. */
export const BUILT_IN_ROLES = {
  superAdmin: { name: 'Super Admin', description: 'Full access to every section', permissions: ['ALL'] },
  dev: {
    name: 'Dev',
    description: 'Developers: keywords, search bot, stalkers, analytics and exports',
    permissions: PERMISSIONS.filter((permission) => !STAFF_PERMISSIONS.includes(permission)),
  },
} as const satisfies Record<string, { name: string; description: string; permissions: readonly Permission[] }>;
