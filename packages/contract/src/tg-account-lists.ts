/**
 * What the Account List sorts by: a plain constant, free of zod, so the console's URL state of the list
 * can use it without loading the section's schemas with the first page (see lists.ts).
 */
export const TG_ACCOUNT_SORTABLE = [
  'tg_id',
  'username',
  'first_seen_at',
  'last_active_at',
  'subscription_count',
] as const;
