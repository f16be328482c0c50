/** Enumerations of the product. */
export const ACTIVE_STATUSES = ['Active', 'Inactive'] as const;
export type ActiveStatus = (typeof ACTIVE_STATUSES)[number];

export const SUBSCRIPTION_STATUSES = ['Subscribed', 'Unsubscribed'] as const;
export const TIERS = ['Public', 'Premium'] as const;
export const EXPORT_STATUSES = ['Pending', 'Completed', 'Failed', 'Expired'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
export const SPONSOR_STATUSES = ['Active', 'Expired'] as const;
export const USER_TYPES = ['User', 'Seller', 'BD'] as const;
export const LIST_TYPES = ['Normal', 'Whitelist', 'Blacklist'] as const;
export const MESSAGE_DIRECTIONS = ['Inbound', 'Outbound'] as const;
export const BOT_MESSAGE_TYPES = ['Text', 'Button'] as const;
export const KEYWORD_TYPES = ['forward', 'restrict'] as const;
export type KeywordType = (typeof KEYWORD_TYPES)[number];
export const CATALOGUE_CATEGORIES = ['Media', 'Channel', 'Bot', 'Message', 'Video', 'Music', 'Group'] as const;

/** Feature flags: cookies, all on by default. */
export const FEATURE_FLAGS = [
  'FILE_EXPORT',
  'ACCOUNT_LIST',
  'BOT_ANALYTICS',
  'KEYWORD_DATABASE',
  'SENSITIVE_KEYWORD',
  'SPONSOR',
  'USER_MANAGEMENT',
  'WAR_BOT',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Date-range presets offered by every date filter. */
export const DATE_PRESETS = [
  'today',
  'yesterday',
  'last7Days',
  'last14Days',
  'last30Days',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/**
 * What a platform API key may do: read (search), ingest (push batches of events), or stalker (run
 * stalker accounts: the only scope that receives session strings).
 */
export const API_KEY_SCOPES = ['read', 'ingest', 'stalker'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
