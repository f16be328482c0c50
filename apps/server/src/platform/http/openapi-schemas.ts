import * as z from 'zod/mini';
import {
  accountSchema,
  adsKeywordSchema,
  adsKeywordSlotSchema,
  apiKeySchema,
  auditEntrySchema,
  botSchema,
  bulkIdsSchema,
  catalogueEntrySchema,
  catalogueHistoryEntrySchema,
  chatRecordSchema,
  errorBodySchema,
  exportSchema,
  fieldErrorSchema,
  ingestResultSchema,
  keywordMessageSchema,
  keywordSchema,
  passkeySchema,
  platformSearchAnswerSchema,
  rejectedRowSchema,
  roleSchema,
  roleSummarySchema,
  sensitiveKeywordSchema,
  sessionUserSchema,
  sponsorClientSchema,
  sponsorSchema,
  stalkerGroupSchema,
  stalkerSchema,
  tgAccountSchema,
  warGroupSchema,
} from '@backoffice/contract';

/**
 * The contract's schemas the OpenAPI document names under `components.schemas`: each record as every route
 * answering it shows it, the bodies several routes share, and the error body. A route's schema that contains
 * one refers to it (`$ref`) instead of repeating it, and generated clients get one type per name. Request
 * bodies and query strings of one route stay inline; so do enums, which query parameters use too.
 */
export const NAMED_SCHEMAS: Record<string, z.core.$ZodType> = {
  Account: accountSchema,
  AdsKeyword: adsKeywordSchema,
  AdsKeywordSlot: adsKeywordSlotSchema,
  ApiKey: apiKeySchema,
  AuditEntry: auditEntrySchema,
  Bot: botSchema,
  BulkIds: bulkIdsSchema,
  CatalogueEntry: catalogueEntrySchema,
  CatalogueHistoryEntry: catalogueHistoryEntrySchema,
  ChatRecord: chatRecordSchema,
  ErrorBody: errorBodySchema,
  Export: exportSchema,
  FieldError: fieldErrorSchema,
  IngestResult: ingestResultSchema,
  IngestRejectedRow: rejectedRowSchema,
  Keyword: keywordSchema,
  KeywordMessage: keywordMessageSchema,
  Passkey: passkeySchema,
  PlatformSearchAnswer: platformSearchAnswerSchema,
  Role: roleSchema,
  RoleSummary: roleSummarySchema,
  SensitiveKeyword: sensitiveKeywordSchema,
  SessionUser: sessionUserSchema,
  SponsorClient: sponsorClientSchema,
  Sponsor: sponsorSchema,
  StalkerGroup: stalkerGroupSchema,
  Stalker: stalkerSchema,
  TelegramAccount: tgAccountSchema,
  WarGroup: warGroupSchema,
};

/**
 * Names them in zod's global registry, which fastify-type-provider-zod reads for `$ref`s and components. Once per
 * process: every app built in it (the tests build many) shares the registry.
 */
export function nameSharedSchemas(): void {
  for (const [id, schema] of Object.entries(NAMED_SCHEMAS)) {
    const meta = z.globalRegistry.get(schema);
    if (meta?.id === id) continue;
    z.globalRegistry.add(schema, { ...meta, id });
  }
}
