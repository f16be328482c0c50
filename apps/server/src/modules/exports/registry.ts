import type { ExportType } from '@backoffice/contract';
import type { ExportResource } from './resource.js';
import { accountListExport } from './resources/account-list.js';
import { adsKeywordExport } from './resources/ads-keyword.js';
import { adsKeywordSlotExport } from './resources/ads-keyword-slot.js';
import { apiKeyExport } from './resources/api-key.js';
import { auditLogExport } from './resources/audit-log.js';
import { botSubscriptionExport } from './resources/bot-subscription.js';
import { chatRecordExport } from './resources/chat-record.js';
import { keywordDatabaseExport } from './resources/keyword-database.js';
import { keywordMessageExport } from './resources/keyword-message.js';
import { keywordForwardExport, keywordRestrictExport } from './resources/keywords.js';
import { roleExport } from './resources/role.js';
import { sensitiveKeywordExport } from './resources/sensitive-keyword.js';
import { sponsorClientExport } from './resources/sponsor-client.js';
import { sponsorExport } from './resources/sponsor.js';
import { staffAccountExport } from './resources/staff-account.js';
import { stalkerExport } from './resources/stalker.js';
import { warGroupExport } from './resources/war-group.js';

/**
 * Every export type and what it reads. A new listing page = one file in resources/, one line here,
 * one entry in the contract's EXPORT_TYPES / EXPORT_TYPE_PERMISSION (the compiler asks for all three).
 */
export const EXPORT_RESOURCES: Record<ExportType, ExportResource> = {
  'keyword-forward': keywordForwardExport,
  'keyword-restrict': keywordRestrictExport,
  'keyword-message': keywordMessageExport,
  'keyword-database': keywordDatabaseExport,
  'sensitive-keyword': sensitiveKeywordExport,
  'sponsor-client': sponsorClientExport,
  sponsor: sponsorExport,
  'ads-keyword': adsKeywordExport,
  'ads-keyword-slot': adsKeywordSlotExport,
  'staff-account': staffAccountExport,
  role: roleExport,
  'account-list': accountListExport,
  'bot-subscription': botSubscriptionExport,
  'chat-record': chatRecordExport,
  'api-key': apiKeyExport,
  stalker: stalkerExport,
  'war-group': warGroupExport,
  'audit-log': auditLogExport,
};
