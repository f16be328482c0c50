/**
 * The audit log's sections: which console section (the sidebar) each audited record
 * belongs to, in one place, free of zod so the console's URL state can use it (see lists.ts).
 */

/**
 * The sidebar sections, plus the platform API (batches the bots push with their keys) and sign-in
 * for the authentication events.
 */
export const AUDIT_SECTIONS = [
  'keyword',
  'search_bot',
  'stalker',
  'keyword_message',
  'file_export',
  'account_list',
  'bot_analytics',
  'user_management',
  'marketing_tool',
  'war_bot',
  'platform_api',
  'sign_in',
] as const;
export type AuditSection = (typeof AUDIT_SECTIONS)[number];

/**
 * The section of every record kind the server audits (the `entity` of an audit row). A new audited
 * kind needs its line here: the audit tests read the server's recordAudit calls and fail without it.
 */
export const AUDIT_ENTITY_SECTIONS = {
  keyword: 'keyword',
  catalogue_entry: 'search_bot',
  sensitive_keyword: 'search_bot',
  sponsor: 'search_bot',
  sponsor_client: 'search_bot',
  stalker: 'stalker',
  keyword_message: 'keyword_message',
  export: 'file_export',
  tg_account: 'account_list',
  // The retention purge of old chat records (operations).
  chat_record: 'bot_analytics',
  // A bot made Active or Inactive by staff.
  bot: 'bot_analytics',
  account: 'user_management',
  role: 'user_management',
  api_key: 'user_management',
  webhook: 'user_management',
  ads_keyword: 'marketing_tool',
  ads_keyword_slot: 'marketing_tool',
  war_group: 'war_bot',
  // The retention purge of old audit entries (AUDIT_RETENTION_DAYS): the audit log is User Management's.
  audit_log: 'user_management',
  // Who must use two-step sign-in (its changes are sign-in actions, `auth.mfa_policy_changed`).
  mfa_policy: 'user_management',
  // One row per ingest batch a bot pushed with its API key: kind, counts, key.
  ingest_batch: 'platform_api',
} as const satisfies Record<string, Exclude<AuditSection, 'sign_in'>>;
export type AuditEntity = keyof typeof AUDIT_ENTITY_SECTIONS;

/** Sign-in, sign-out and password events are audited on the account; their actions start so. */
export const SIGN_IN_ACTION_PREFIX = 'auth.';

export function isAuditEntity(value: string): value is AuditEntity {
  return Object.hasOwn(AUDIT_ENTITY_SECTIONS, value);
}

/** The section of one audit row; null for a kind of record this build does not know. */
export function auditSectionOf(row: { entity: string; action: string }): AuditSection | null {
  if (row.action.startsWith(SIGN_IN_ACTION_PREFIX)) return 'sign_in';
  return isAuditEntity(row.entity) ? AUDIT_ENTITY_SECTIONS[row.entity] : null;
}

/** The record kinds of one section (none for sign-in, which is told apart by its actions). */
export function auditEntitiesOf(section: AuditSection): AuditEntity[] {
  return (Object.keys(AUDIT_ENTITY_SECTIONS) as AuditEntity[]).filter(
    (entity) => AUDIT_ENTITY_SECTIONS[entity] === section,
  );
}
