import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';

/** Timestamps are ISO-8601 UTC text on both databases' wire (PostgreSQL parses them into timestamptz). */
type Timestamp = string;
/** 0 or 1: one representation of booleans on both databases. */
type Flag = ColumnType<number, number | undefined, number>;

export interface RoleTable {
  id: Generated<number>;
  name: string;
  description: string;
  built_in: Flag;
  requires_sso: Flag;
  created_at: Timestamp;
  created_by: number | null;
  updated_at: Timestamp;
  updated_by: number | null;
  deleted_at: Timestamp | null;
}

export interface RolePermissionTable {
  role_id: number;
  permission: string;
}

export interface AccountTable {
  id: Generated<number>;
  email: string;
  username: string;
  password_hash: string;
  role_id: number;
  status: string;
  force_reset_password: Flag;
  last_login_at: Timestamp | null;
  created_at: Timestamp;
  created_by: number | null;
  updated_at: Timestamp;
  updated_by: number | null;
  deleted_at: Timestamp | null;
}

export interface SessionTable {
  id: string;
  account_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
  ip: string | null;
  user_agent: string | null;
  /** The owner's last proof of identity in this session: sign-in or re-authentication (migration 019). */
  authenticated_at: Timestamp | null;
}

export interface RefreshTokenTable {
  token_hash: string;
  session_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  last_failure_at: Timestamp;
  blocked_until: Timestamp | null;
  /** Checks reserved and not yet settled (right or wrong); not failures. */
  in_flight: ColumnType<number, number | undefined, number>;
  /** When the latest of those checks began; a check older than the throttle's limit counts as failed. */
  in_flight_since: Timestamp | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  actor_email: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  changes: string;
  ip: string | null;
  created_at: Timestamp;
}

/** created/updated by whom and when, and the soft delete of config rows. */
interface StaffEdited {
  created_at: Timestamp;
  created_by: number | null;
  updated_at: Timestamp;
  updated_by: number | null;
  deleted_at: Timestamp | null;
}

/** A calendar date, 'YYYY-MM-DD'. */
type CalendarDate = string;
/** A counter kept in a bigint column; read back as a number on both databases. */
type Counter = ColumnType<number, number | undefined, number>;

export interface KeywordTable extends StaffEdited {
  id: Generated<number>;
  type: string;
  keyword: string;
  queue_number: number;
  price_cents: Counter;
  remarks: ColumnType<string, string | undefined, string>;
  trigger_count: Counter;
  last_trigger_at: Timestamp | null;
  status: string;
}

export interface KeywordMessageTable extends StaffEdited {
  id: Generated<number>;
  keyword: string;
  message_type: string;
  content: string;
  /** JSON array of {label, url}. */
  buttons: ColumnType<string, string | undefined, string>;
  status: string;
}

export interface CatalogueEntryTable extends StaffEdited {
  id: Generated<number>;
  link: string;
  category: string;
  display_name: string;
  tier: string;
  member_count: Counter;
  status: string;
}

export interface SensitiveKeywordTable extends StaffEdited {
  id: Generated<number>;
  keyword: string;
  status: string;
}

export interface SponsorClientTable extends StaffEdited {
  id: Generated<number>;
  name: string;
}

export interface SponsorTable extends StaffEdited {
  id: Generated<number>;
  client_id: number;
  display: string;
  link: string;
  expired_date: CalendarDate;
  view_count: Counter;
  click_count: Counter;
}

export interface SponsorDailyStatTable {
  sponsor_id: number;
  day: CalendarDate;
  views: Counter;
  clicks: Counter;
}

/** A keyword whose ad positions are tracked; info_updated_at is the last observation of its slots. */
export interface AdsKeywordTable extends StaffEdited {
  id: Generated<number>;
  keyword: string;
  info_updated_at: Timestamp | null;
}

/** One observed ad position of a tracked keyword; removed with its keyword, so not soft-deleted. */
export interface AdsKeywordSlotTable {
  id: Generated<number>;
  keyword_id: number;
  slot: number;
  price_cents: Counter;
  expired_date: CalendarDate | null;
  remarks: ColumnType<string, string | undefined, string>;
  observed_at: Timestamp;
  created_at: Timestamp;
  created_by: number | null;
  updated_at: Timestamp;
  updated_by: number | null;
}

/** A machine caller's key: only its prefix is stored in clear, the secret as a SHA-256 hash. */
export interface ApiKeyTable {
  id: Generated<number>;
  name: string;
  prefix: string;
  secret_hash: string;
  /** Comma-separated scopes ('read,ingest'). */
  scopes: string;
  created_at: Timestamp;
  created_by: number | null;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  revoked_by: number | null;
}

/** The stalkers a `stalker`-scope API key serves (it reads only their session strings). */
export interface ApiKeyStalkerTable {
  api_key_id: number;
  stalker_id: number;
}

/** Version numbers of cached data, bumped by database triggers (the search rules). */
export interface CacheVersionTable {
  name: string;
  version: Counter;
}

export interface BotTable {
  id: Generated<number>;
  username: string;
  status: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
}

/** A Telegram end user of the bots (Account List); created by ingestion. */
export interface TgAccountTable {
  id: Generated<number>;
  tg_id: number;
  username: string | null;
  first_name: ColumnType<string, string | undefined, string>;
  last_name: ColumnType<string, string | undefined, string>;
  language_code: string | null;
  /** Public or Premium (a Telegram Premium user). */
  tier: ColumnType<string, string | undefined, string>;
  user_type: ColumnType<string, string | undefined, string>;
  list_type: ColumnType<string, string | undefined, string>;
  status: ColumnType<string, string | undefined, string>;
  subscription_count: Counter;
  remarks: ColumnType<string, string | undefined, string>;
  first_seen_at: Timestamp;
  last_active_at: Timestamp;
  updated_at: Timestamp;
  updated_by: number | null;
}

export interface BotSubscriptionTable {
  id: Generated<number>;
  bot_id: number;
  account_id: number;
  status: string;
  subscribed_at: Timestamp;
  unsubscribed_at: Timestamp | null;
  total_collection: Counter;
  total_search: Counter;
  /** Searches on last_search_day, the latest day the user searched. */
  last_day_search: Counter;
  last_search_day: CalendarDate | null;
  last_search_at: Timestamp | null;
  updated_at: Timestamp;
}

/** Append-only transcript between a user and a bot. */
export interface ChatRecordTable {
  id: Generated<number>;
  event_id: string;
  bot_id: number;
  account_id: number;
  sent_at: Timestamp;
  content: string;
  /** `content` lower-cased by foldText: what text search reads (migration 013). */
  content_folded: string;
  sender: string;
  receiver: string;
  message_type: string;
  direction: string;
}

/** Chat records per bot, hour (UTC, 'YYYY-MM-DDTHH:00:00.000Z'), direction and type. */
export interface ChatRecordCountTable {
  bot_id: number;
  hour: Timestamp;
  direction: string;
  message_type: string;
  count: Counter;
}

export interface SearchEventTable {
  id: Generated<number>;
  event_id: string;
  bot_id: number;
  account_id: number | null;
  tg_id: number | null;
  query: string;
  /** 'ok', 'restricted', or the reason a search was refused. */
  outcome: string;
  result_count: Counter;
  searched_at: Timestamp;
}

export interface BotDailyStatTable {
  bot_id: number;
  day: CalendarDate;
  searches: Counter;
  new_subscribers: Counter;
  lost_subscribers: Counter;
  messages_in: Counter;
  messages_out: Counter;
}

/** A Telegram group watched by the War Bot, ours or a rival's. */
export interface WarGroupTable extends StaffEdited {
  id: Generated<number>;
  link: string;
  title: ColumnType<string, string | undefined, string>;
  type: ColumnType<string, string | undefined, string>;
  side: ColumnType<string, string | undefined, string>;
}

export interface GroupActivityDailyTable {
  group_id: number;
  day: CalendarDate;
  messages: Counter;
  active_members: Counter;
  joins: Counter;
  leaves: Counter;
  member_count: Counter;
  peak_hour: number | null;
}

/** A member's messages in a tracked group on one UTC day, rolled up from raw message events. */
export interface GroupMemberActivityDailyTable {
  group_id: number;
  day: CalendarDate;
  member_tg_id: number;
  username: string | null;
  messages: Counter;
}

/** A tracked group's messages in one UTC hour (0–23) of one day, rolled up from raw message events. */
export interface GroupActivityHourlyTable {
  group_id: number;
  day: CalendarDate;
  hour: number;
  messages: Counter;
}

/** Event ids already applied, for ingest kinds that keep no row per event. */
export interface IngestReceiptTable {
  kind: string;
  event_id: string;
  received_at: Timestamp;
}

/** A File Export job and, once Completed, its file (CSV or JSON Lines) under DATA_DIR/exports. */
export interface ExportTable {
  id: Generated<number>;
  name: string;
  type: string;
  /** `csv` (the default) or `jsonl`. */
  format: ColumnType<string, string | undefined, string>;
  /** The list's own query, JSON. */
  filters: string;
  all_data: Flag;
  range_from: Timestamp | null;
  range_to: Timestamp | null;
  status: ColumnType<string, string | undefined, string>;
  done: ColumnType<number, number | undefined, number>;
  total: ColumnType<number, number | undefined, number>;
  row_count: number | null;
  file_size: number | null;
  file_name: string | null;
  /** The cause of a failure, for the log and operators; never answered as is. */
  error: string | null;
  created_by: number | null;
  created_at: Timestamp;
  started_at: Timestamp | null;
  completed_at: Timestamp | null;
  expires_at: Timestamp | null;
  /** The instance whose worker runs the job. */
  claimed_by: string | null;
  heartbeat_at: Timestamp | null;
  attempts: ColumnType<number, number | undefined, number>;
}

/** A stalker account; the session string only as sealed by platform/crypto (null once deleted). */
export interface StalkerTable extends StaffEdited {
  id: Generated<number>;
  tg_id: string;
  username: string;
  group_type: string;
  session_ciphertext: string | null;
  session_nonce: string | null;
  session_key_version: number | null;
  session_kind: string;
  remarks: ColumnType<string, string | undefined, string>;
  status: ColumnType<string, string | undefined, string>;
  premium: Flag;
  health: ColumnType<string, string | undefined, string>;
  flood_wait_until: Timestamp | null;
  groups_joined: ColumnType<number, number | undefined, number>;
  last_heartbeat_at: Timestamp | null;
}

/** Which war group a stalker watches; one stalker per group. */
export interface StalkerGroupTable {
  stalker_id: number;
  group_id: number;
  assigned_at: Timestamp;
}

/** Two-step sign-in (migration 011). Sealed values are `<key version>.<nonce>.<ciphertext>`. */
export interface MfaTotpTable {
  account_id: number;
  secret_sealed: string | null;
  pending_secret_sealed: string | null;
  last_used_step: ColumnType<number | null, number | null | undefined, number | null>;
  enabled_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface MfaPasskeyTable {
  id: Generated<number>;
  account_id: number;
  /** base64url, as WebAuthn hands it. */
  credential_id: string;
  /** base64url COSE public key. */
  public_key: string;
  counter: Counter;
  /** Comma-separated authenticator transports. */
  transports: ColumnType<string, string | undefined, string>;
  name: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}

export interface MfaRecoveryCodeTable {
  id: Generated<number>;
  account_id: number;
  code_hash: string;
  created_at: Timestamp;
  used_at: Timestamp | null;
}

export interface MfaChallengeTable {
  token_hash: string;
  account_id: number;
  ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  tries: ColumnType<number, number | undefined, number>;
  webauthn_challenge: string | null;
}

export interface MfaPasskeyRegistrationTable {
  account_id: number;
  challenge: string;
  expires_at: Timestamp;
}

export interface MfaPolicyTable {
  id: number;
  required_for_all: Flag;
  updated_at: Timestamp | null;
  updated_by: number | null;
}

/** A sign-in sent to the OpenID provider and not yet back (migration 021). */
export interface SsoSignInTable {
  state_hash: string;
  browser_hash: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface MfaPolicyRoleTable {
  role_id: number;
}

/** A webhook endpoint (docs/decisions/0041-webhooks.md); its secret sealed with the session-string keys. */
export interface WebhookEndpointTable {
  id: Generated<number>;
  url: string;
  description: ColumnType<string, string | undefined, string>;
  /** Event types, comma separated. */
  events: string;
  status: ColumnType<string, string | undefined, string>;
  secret_ciphertext: string | null;
  secret_nonce: string | null;
  secret_key_version: number | null;
  created_at: Timestamp;
  created_by: number | null;
  updated_at: Timestamp;
  updated_by: number | null;
  deleted_at: Timestamp | null;
}

/** The outbox: an event, written in the transaction of the change that raised it. */
export interface WebhookEventTable {
  id: Generated<number>;
  message_id: string;
  type: string;
  /** The delivered body, JSON. */
  payload: string;
  dedupe_key: string | null;
  created_at: Timestamp;
  dispatched_at: Timestamp | null;
}

/** One event's delivery to one endpoint, claimed by one worker at a time (claimed_by, heartbeat_at). */
export interface WebhookDeliveryTable {
  id: Generated<number>;
  endpoint_id: number;
  event_id: number;
  status: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp | null;
  claimed_by: string | null;
  heartbeat_at: Timestamp | null;
  response_code: number | null;
  error: string | null;
  created_at: Timestamp;
  last_attempt_at: Timestamp | null;
  delivered_at: Timestamp | null;
}

export interface Database {
  stalkers: StalkerTable;
  stalker_groups: StalkerGroupTable;
  exports: ExportTable;
  keywords: KeywordTable;
  keyword_messages: KeywordMessageTable;
  catalogue_entries: CatalogueEntryTable;
  sensitive_keywords: SensitiveKeywordTable;
  sponsor_clients: SponsorClientTable;
  sponsors: SponsorTable;
  sponsor_daily_stats: SponsorDailyStatTable;
  ads_keywords: AdsKeywordTable;
  ads_keyword_slots: AdsKeywordSlotTable;
  api_keys: ApiKeyTable;
  api_key_stalkers: ApiKeyStalkerTable;
  cache_versions: CacheVersionTable;
  bots: BotTable;
  tg_accounts: TgAccountTable;
  bot_subscriptions: BotSubscriptionTable;
  chat_records: ChatRecordTable;
  chat_record_counts: ChatRecordCountTable;
  search_events: SearchEventTable;
  bot_daily_stats: BotDailyStatTable;
  war_groups: WarGroupTable;
  group_activity_daily: GroupActivityDailyTable;
  group_member_activity_daily: GroupMemberActivityDailyTable;
  group_activity_hourly: GroupActivityHourlyTable;
  ingest_receipts: IngestReceiptTable;
  roles: RoleTable;
  role_permissions: RolePermissionTable;
  accounts: AccountTable;
  sessions: SessionTable;
  refresh_tokens: RefreshTokenTable;
  login_throttle: LoginThrottleTable;
  audit_log: AuditLogTable;
  mfa_totp: MfaTotpTable;
  mfa_passkeys: MfaPasskeyTable;
  mfa_recovery_codes: MfaRecoveryCodeTable;
  mfa_challenges: MfaChallengeTable;
  mfa_passkey_registrations: MfaPasskeyRegistrationTable;
  mfa_policy: MfaPolicyTable;
  mfa_policy_roles: MfaPolicyRoleTable;
  sso_sign_ins: SsoSignInTable;
  webhook_endpoints: WebhookEndpointTable;
  webhook_events: WebhookEventTable;
  webhook_deliveries: WebhookDeliveryTable;
}

/** The two databases the server runs on. */
export type DatabaseKind = 'sqlite' | 'postgres';

export type Db = Kysely<Database>;
/** A connection or an open transaction: repositories accept either. */
export type Executor = Kysely<Database> | Transaction<Database>;
