/**
 * What each list sorts by, and the sort directions: plain constants beside the list schemas (common.ts,
 * accounts.ts, roles.ts, audit.ts), kept free of zod so the console's URL state can use them without
 * loading those schemas.
 */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const ACCOUNT_SORTABLE = ['email', 'username', 'last_login_at', 'created_at', 'updated_at'] as const;
export const ROLE_SORTABLE = ['name', 'created_at', 'updated_at'] as const;
export const AUDIT_SORTABLE = ['created_at'] as const;
