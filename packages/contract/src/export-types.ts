/**
 * File Export constants the console needs without loading zod (see lists.ts): the export types, the
 * permission of the data each exports, what the export list sorts by, and the success wording.
 */
import type { Permission } from './permissions.js';

/** One export type per listing page of the console. */
export const EXPORT_TYPES = [
  'keyword-forward',
  'keyword-restrict',
  'keyword-message',
  'keyword-database',
  'sensitive-keyword',
  'sponsor-client',
  'sponsor',
  'ads-keyword',
  'ads-keyword-slot',
  'staff-account',
  'role',
  'account-list',
  'bot-subscription',
  'chat-record',
  'api-key',
  'stalker',
  'war-group',
  'audit-log',
] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

/** Exporting a list needs FILE_EXPORT and the permission of the list's own page. */
export const EXPORT_TYPE_PERMISSION: Record<ExportType, Permission> = {
  'keyword-forward': 'KEYWORD_FORWARD',
  'keyword-restrict': 'KEYWORD_RESTRICT',
  'keyword-message': 'KEYWORD_MESSAGE',
  'keyword-database': 'SEARCH_BOT_KEYWORD_DATABASE',
  'sensitive-keyword': 'SEARCH_BOT_SENSITIVE_KEYWORD',
  'sponsor-client': 'SEARCH_BOT_SPONSOR',
  sponsor: 'SEARCH_BOT_SPONSOR',
  'ads-keyword': 'ADS_KEYWORD_TRACKING',
  'ads-keyword-slot': 'ADS_KEYWORD_TRACKING',
  'staff-account': 'USER_ACCOUNT',
  role: 'ROLE_MANAGEMENT',
  'account-list': 'ACCOUNT',
  'bot-subscription': 'BOT_SUBSCRIPTION',
  'chat-record': 'CHAT_RECORDS',
  // API keys have no section permission of their own: their page is for ALL holders only.
  'api-key': 'ALL',
  stalker: 'STALKER',
  'war-group': 'WAR_BOT',
  // Like API keys, the audit log is for ALL holders only.
  'audit-log': 'ALL',
};

/**
 * The file formats of an export: CSV for every list, and JSON Lines (one JSON object per line,
 * `application/x-ndjson`) where the rows are data for machines as much as for people.
 */
export const EXPORT_FORMATS = ['csv', 'jsonl'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The types offered in more than CSV, and their formats; every other type is CSV only. */
const EXPORT_TYPE_FORMATS: Partial<Record<ExportType, readonly ExportFormat[]>> = {
  // The Changes column of the CSV is prose; the JSON Lines file keeps each change as {from, to}.
  'audit-log': ['csv', 'jsonl'],
};

/** The formats an export of this type may be written in, CSV (the default) first. */
export function exportFormatsOf(type: ExportType): readonly ExportFormat[] {
  return EXPORT_TYPE_FORMATS[type] ?? ['csv'];
}

export function isExportType(value: unknown): value is ExportType {
  return typeof value === 'string' && (EXPORT_TYPES as readonly string[]).includes(value);
}

/** What the export list sorts by. */
export const EXPORT_SORTABLE = ['name', 'row_count', 'file_size', 'created_at', 'completed_at'] as const;

/** Longest export name. */
export const EXPORT_NAME_MAX = 100;

/** How often the console polls while an export is Pending, in milliseconds. */
export const EXPORT_POLL_MS = 2_000;

/**
 * Wording of File Export outcomes. The failures are also error codes (errors.ts:
 * EXPORT_NO_DATA, EXPORT_FAILED); the success toast has no error code, so it lives here.
 */
export const EXPORT_MESSAGES = {
  'en-US': {
    success: 'File successfully exported!',
    noData: 'Error: No data available for export',
    failed: 'Export failed, please try again.',
  },
  'zh-CN': {
    success: '文件导出成功！',
    noData: '错误：没有可导出的数据',
    failed: '导出失败，请重试。',
  },
} as const;
