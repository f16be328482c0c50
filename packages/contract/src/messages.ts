/**
 * Validation messages, in both languages, in one place. Schemas carry a message token
 * (`key` or `key:n`); the console renders it with the field's translated label and the
 * server renders it in English for API clients.
 */
import { ACTIVE_STATUSES, CATALOGUE_CATEGORIES, TIERS } from './enums.js';
import { VALIDATION_MESSAGES_ZH_CN } from './validation-messages.zh-CN.js';

const enUS = {
  required: '{{field}} is required',
  min_length: '{{field}} must be at least {{n}} characters',
  max_length: '{{field}} must not exceed {{n}} characters',
  min_value: 'must be at least {{n}}',
  max_value: 'must not exceed {{n}}',
  email: 'Please enter a valid email address',
  select: 'Please select a {{field}}',
  invalid: '{{field}} is invalid',
  integer: '{{field}} must be a whole number',
  keyword_required: 'Keyword is required',
  queue_number_invalid: 'Please enter a valid number.',
  password_mismatch: 'Password do not match',
  password_policy: 'Password do not meet requirements',
  sponsor_link_scheme: 'http and https are not allowed',
  stalker_required: 'Stalker is required',
  remark_required: 'Remark is required',
  stalker_session_required: 'Both Stalker and Session String are required',
  permission_required: 'Permission is required',
  sso_not_for_all: 'A role holding every permission keeps password sign-in, so it cannot require single sign-on',
  scope_required: 'Choose at least one scope',
  stalker_binding_required: 'Choose at least one stalker',
  sponsor_display_required: 'Sponsor display is required',
  expired_date_required: 'Expired date is required',
  expired_date_past: 'Expired date must be today or later',
  select_type: 'Select a type',
  fill_required: 'Please fill in all required fields',
  add_keyword_required: 'Please enter a keyword to monitor',
  update_remark_required: 'Please enter a remark',
  date_range_order: 'The start date must be on or before the end date',
  price_format: 'Enter a price with at most 2 decimal places',
  button_link_scheme: 'Links must start with https://, tg:// or t.me/',
  buttons_required: 'Add at least one button',
  date_range_max_days: 'The date range must not exceed {{n}} days',
  telegram_link: 'Enter a Telegram link: https://t.me/name, t.me/name, @name or tg://resolve?domain=name',
  sponsor_link: 'Enter a Telegram link: t.me/name, @name or tg://resolve?domain=name',
  telegram_username:
    'A Telegram username has 5 to 32 letters, digits or underscores, starts with a letter and does not end with an underscore',
  telegram_invite: 'An invite link ends in 6 to 64 letters, digits, dashes or underscores',
  category_values: `{{field}} must be one of: ${CATALOGUE_CATEGORIES.join(', ')}`,
  tier_values: `{{field}} must be one of: ${TIERS.join(', ')}`,
  status_values: `{{field}} must be one of: ${ACTIVE_STATUSES.join(', ')}`,
  duplicate_in_file: 'This link appears more than once in the file',
  link_already_used: 'This link is already in the keyword database',
  max_items: 'Select at most {{n}} records',
  ids_distinct: 'Each record may be named only once',
} as const;

export type ValidationMessageKey = keyof typeof enUS;

/**
 * The English wording, for the server and the console's first paint; the Chinese wording is a module of its own,
 * which the console fetches with its other Chinese texts only when Chinese is shown.
 */
export const VALIDATION_MESSAGES_EN_US = enUS;

/** The Chinese messages that name the allowed values of an enum. */
export const VALIDATION_VALUE_LISTS_ZH_CN = {
  category_values: `{{field}}必须是以下之一：${CATALOGUE_CATEGORIES.join('、')}`,
  tier_values: `{{field}}必须是以下之一：${TIERS.join('、')}`,
  status_values: `{{field}}必须是以下之一：${ACTIVE_STATUSES.join('、')}`,
} as const;

/** Both languages' messages, each naming every key. */
function bothLanguages() {
  return {
    'en-US': enUS,
    'zh-CN': { ...VALIDATION_MESSAGES_ZH_CN, ...VALIDATION_VALUE_LISTS_ZH_CN },
  } as const satisfies Record<string, Record<ValidationMessageKey, string>>;
}

// Pure: a console bundle that reads one language leaves the other out (the spread alone would keep it).
export const VALIDATION_MESSAGES = /* @__PURE__ */ bothLanguages();

/** A message token for a schema: `msg('max_length', 30)` → `'max_length:30'`. */
export function msg(key: ValidationMessageKey, n?: number): string {
  return n === undefined ? key : `${key}:${n}`;
}

export interface ParsedMessage {
  key: ValidationMessageKey;
  n?: number;
}

/** Reads a token made by `msg`; anything else is not one of ours and is returned as undefined. */
export function parseMessage(token: string): ParsedMessage | undefined {
  const [key, n] = token.split(':', 2) as [string, string | undefined];
  if (!(key in enUS)) return undefined;
  const parsed: ParsedMessage = { key: key as ValidationMessageKey };
  if (n !== undefined && /^\d+$/.test(n)) parsed.n = Number(n);
  return parsed;
}

/** Fills `{{name}}` placeholders. */
export function interpolate(template: string, values: Record<string, string | number | undefined>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** 'queue_number' → 'Queue number': the English label an API client sees for a field path. */
export function humanizeField(path: string): string {
  const words = path
    .replace(/[._]/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** English wording of a token for a field, as the API reports it. */
export function renderMessageEn(token: string, field: string): string {
  const parsed = parseMessage(token);
  if (!parsed) return token;
  return interpolate(enUS[parsed.key], { field: humanizeField(field), n: parsed.n });
}
