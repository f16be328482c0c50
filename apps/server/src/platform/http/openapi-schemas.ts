import * as z from 'zod/mini';
import {
  accountSchema,
  adsKeywordSchema,
  adsKeywordSlotSchema,
  apiKeySchema,
  webhookSchema,
  webhookDeliverySchema,
  auditEntrySchema,
  auditExportLineSchema,
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
  Webhook: webhookSchema,
  WebhookDelivery: webhookDeliverySchema,
  AuditEntry: auditEntrySchema,
  AuditExportLine: auditExportLineSchema,
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

export const SCHEMA_REF_PREFIX = '#/components/schemas/';

/** What fastify-type-provider-zod appends to the name of a schema's read (input) form. */
const INPUT_SUFFIX = 'Input';

/** Every `$ref` to a named schema in a part of the document. */
function schemaRefsIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) schemaRefsIn(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(SCHEMA_REF_PREFIX))
        found.add(inner.slice(SCHEMA_REF_PREFIX.length));
      else schemaRefsIn(inner, found);
    }
  }
  return found;
}

function renamedRef(ref: string, renamed: Map<string, string>): string {
  const name = ref.startsWith(SCHEMA_REF_PREFIX) ? renamed.get(ref.slice(SCHEMA_REF_PREFIX.length)) : undefined;
  return name === undefined ? ref : `${SCHEMA_REF_PREFIX}${name}`;
}

type NamedParts = { paths?: unknown; components?: Record<string, unknown> & { schemas?: Record<string, unknown> } };

/**
 * The zod transform names each registered schema twice, as read (`XInput`) and as written, used or not. The
 * document keeps the names some route uses, directly or through another named schema, and a schema that is
 * only read keeps its plain name: `BulkIds`, not `BulkIdsInput`.
 */
export function keepNamedSchemasInUse<Document extends object>(document: Document): Document {
  const { paths, components } = document as Document & NamedParts;
  const schemas = components?.schemas ?? {};
  const used = schemaRefsIn(paths, new Set());
  for (let pending = [...used]; pending.length > 0;) {
    const added = [
      ...schemaRefsIn(
        pending.map((name) => schemas[name]),
        new Set(),
      ),
    ].filter((name) => !used.has(name));
    for (const name of added) used.add(name);
    pending = added;
  }
  const renamed = new Map(
    [...used]
      .filter((name) => name.endsWith(INPUT_SUFFIX) && !used.has(name.slice(0, -INPUT_SUFFIX.length)))
      .map((name) => [name, name.slice(0, -INPUT_SUFFIX.length)]),
  );
  const kept = Object.entries(schemas)
    .filter(([name]) => used.has(name))
    .map(([name, schema]): [string, unknown] => [renamed.get(name) ?? name, schema])
    .sort(([a], [b]) => a.localeCompare(b));
  const named = { ...document, components: { ...components, schemas: Object.fromEntries(kept) } };
  if (renamed.size === 0) return named;
  return JSON.parse(JSON.stringify(named), (key, value: unknown) =>
    key === '$ref' && typeof value === 'string' ? renamedRef(value, renamed) : value,
  ) as Document;
}
