import { defineList } from './lists.js';

/**
 * What the API key list sorts and filters by, and the longest key name: plain constants, free of zod,
 * so the console's route search params can use them without loading the schemas (see lists.ts).
 */
export const API_KEY_SORTABLE = ['name', 'created_at', 'last_used_at'] as const;

/** Active until revoked; a revoked key never works again (there is no un-revoke). */
export const API_KEY_STATUSES = ['Active', 'Revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

export const API_KEY_LIST = defineList({
  search: ['name', 'prefix'],
  facets: { status: API_KEY_STATUSES },
  sortable: API_KEY_SORTABLE,
  defaultSort: { field: 'created_at', direction: 'desc' },
});

/** Longest name of a key: enough for "search bot #3, eu-west", short enough for a table cell. */
export const API_KEY_NAME_MAX = 60;

/** Most stalkers one key may serve: a worker fleet's whole pool, far more than one worker process runs. */
export const API_KEY_STALKERS_MAX = 1000;
