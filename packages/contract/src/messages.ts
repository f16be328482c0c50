/**
 * Validation messages, in both languages, in one place. Schemas carry a message token
 * (`key` or `key:n`); the console renders it with the field's translated label and the
 * server renders it in English for API clients.
 */
import { ACTIVE_STATUSES, CATALOGUE_CATEGORIES, TIERS } from './enums.js';

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
  telegram_username: 'A Telegram username has 5 to 32 letters, digits or underscores, starts with a letter and does not end with an underscore',
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

const zhCN: Record<ValidationMessageKey, string> = {
  required: '{{field}}为必填项',
  min_length: '{{field}}至少需要 {{n}} 个字符',
  max_length: '{{field}}不能超过 {{n}} 个字符',
  min_value: '不能小于 {{n}}',
  max_value: '不能大于 {{n}}',
  email: '请输入有效的邮箱地址',
  select: '请选择{{field}}',
  invalid: '{{field}}无效',
  integer: '{{field}}必须是整数',
  keyword_required: '关键词为必填项',
  queue_number_invalid: '请输入有效的数字。',
  password_mismatch: '两次输入的密码不一致',
  password_policy: '密码不符合要求',
  sponsor_link_scheme: '不允许使用 http 和 https',
  stalker_required: '监听账号为必填项',
  remark_required: '备注为必填项',
  stalker_session_required: '监听账号和会话字符串均为必填项',
  permission_required: '权限为必填项',
  sso_not_for_all: '拥有全部权限的角色须保留密码登录，不能要求单点登录',
  scope_required: '请至少选择一个权限范围',
  stalker_binding_required: '请至少选择一个监听账号',
  sponsor_display_required: '赞助展示内容为必填项',
  expired_date_required: '到期日期为必填项',
  expired_date_past: '到期日期不能早于今天',
  select_type: '请选择类型',
  fill_required: '请填写所有必填项',
  add_keyword_required: '请输入要监控的关键词',
  update_remark_required: '请输入备注',
  date_range_order: '开始日期必须早于或等于结束日期',
  price_format: '价格最多保留 2 位小数',
  button_link_scheme: '链接必须以 https://、tg:// 或 t.me/ 开头',
  buttons_required: '请至少添加一个按钮',
  date_range_max_days: '日期范围不能超过 {{n}} 天',
  telegram_link: '请输入 Telegram 链接：https://t.me/name、t.me/name、@name 或 tg://resolve?domain=name',
  sponsor_link: '请输入 Telegram 链接：t.me/name、@name 或 tg://resolve?domain=name',
  telegram_username: 'Telegram 用户名须为 5 到 32 个字母、数字或下划线，以字母开头，且不能以下划线结尾',
  telegram_invite: '邀请链接须以 6 到 64 个字母、数字、连字符或下划线结尾',
  category_values: `{{field}}必须是以下之一：${CATALOGUE_CATEGORIES.join('、')}`,
  tier_values: `{{field}}必须是以下之一：${TIERS.join('、')}`,
  status_values: `{{field}}必须是以下之一：${ACTIVE_STATUSES.join('、')}`,
  duplicate_in_file: '该链接在文件中出现了多次',
  link_already_used: '该链接已在关键词数据库中',
  max_items: '最多只能选择 {{n}} 条记录',
  ids_distinct: '每条记录只能出现一次',
};

export const VALIDATION_MESSAGES = { 'en-US': enUS, 'zh-CN': zhCN } as const satisfies Record<
  string,
  Record<ValidationMessageKey, string>
>;

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
  const words = path.replace(/[._]/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** English wording of a token for a field, as the API reports it. */
export function renderMessageEn(token: string, field: string): string {
  const parsed = parseMessage(token);
  if (!parsed) return token;
  return interpolate(enUS[parsed.key], { field: humanizeField(field), n: parsed.n });
}
