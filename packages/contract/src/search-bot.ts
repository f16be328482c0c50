import * as z from 'zod/mini';
import { listQueryOf, recordStampsShape, requiredText, updateSchemaOf } from './common.js';
import { ACTIVE_STATUSES, CATALOGUE_CATEGORIES, TIERS } from './enums.js';
import { LIMITS } from './limits.js';
import { msg } from './messages.js';
import {
  CATALOGUE_IMPORT,
  CATALOGUE_LIST,
  SENSITIVE_KEYWORD_BULK_MAX_CHARS,
  SENSITIVE_KEYWORD_LIST,
} from './search-bot-lists.js';
import { readTelegramLink } from './telegram-link.js';

export * from './search-bot-lists.js';
export * from './telegram-link.js';

/* ── Keyword Database: the catalogue of chats the search bot can return ─────────────────────────── */

/** Longest link text accepted before normalising (a username link is far shorter). */
const LINK_MAX = 200;

/** Any Telegram link form, answered in its canonical `https://t.me/…` spelling. */
export const telegramLinkSchema = z.pipe(
  requiredText(LINK_MAX),
  z.transform((value: string, context) => {
    const reading = readTelegramLink(value);
    if ('link' in reading) return reading.link;
    context.issues.push({ code: 'custom', message: msg(reading.problem), input: value });
    return z.NEVER;
  }),
);

const displayNameSchema = requiredText(LIMITS.displayName);
const categorySchema = z.enum(CATALOGUE_CATEGORIES, { error: msg('select') });
const tierSchema = z.enum(TIERS, { error: msg('select') });
const statusSchema = z.enum(ACTIVE_STATUSES, { error: msg('select') });
/** Members of a chat: Telegram's largest chats hold a few million; bigint in the database. */
const memberCountSchema = z
  .number({ error: msg('integer') })
  .check(
    z.int(msg('integer')),
    z.minimum(0, msg('min_value', 0)),
    z.maximum(1_000_000_000, msg('max_value', 1_000_000_000)),
  );

export const catalogueEntrySchema = z.object({
  id: z.number().check(z.int()),
  link: z.string(),
  category: z.enum(CATALOGUE_CATEGORIES),
  display_name: z.string(),
  tier: z.enum(TIERS),
  member_count: z.number().check(z.int()),
  status: z.enum(ACTIVE_STATUSES),
  ...recordStampsShape,
  updated_by: z.nullable(z.string()),
});
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

export const createCatalogueEntrySchema = z.strictObject({
  link: telegramLinkSchema,
  category: categorySchema,
  display_name: displayNameSchema,
  tier: z._default(tierSchema, 'Public'),
  member_count: z._default(memberCountSchema, 0),
  status: z._default(statusSchema, 'Active'),
});
export type CreateCatalogueEntry = z.input<typeof createCatalogueEntrySchema>;

export const updateCatalogueEntrySchema = updateSchemaOf(createCatalogueEntrySchema);
export type UpdateCatalogueEntry = z.input<typeof updateCatalogueEntrySchema>;

export const catalogueListQuerySchema = listQueryOf(CATALOGUE_LIST);
export type CatalogueListQuery = z.input<typeof catalogueListQuerySchema>;

/** One change in an entry's history, from the audit log: who, what, when, which fields. */
export const catalogueHistoryEntrySchema = z.object({
  id: z.number().check(z.int()),
  action: z.string(),
  actor_email: z.nullable(z.string()),
  actor_username: z.nullable(z.string()),
  changes: z.record(z.string(), z.object({ from: z.optional(z.unknown()), to: z.optional(z.unknown()) })),
  created_at: z.string(),
});
export type CatalogueHistoryEntry = z.infer<typeof catalogueHistoryEntrySchema>;

export const catalogueHistoryQuerySchema = z.strictObject({
  per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
  current_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)), 1),
});
export type CatalogueHistoryQuery = z.input<typeof catalogueHistoryQuerySchema>;

/** The CSV file's text, as the browser read it. The 5 MB bound is checked in bytes by the server. */
export const catalogueImportSchema = z.strictObject({
  csv: z
    .string({ error: msg('required') })
    .check(
      z.minLength(1, msg('required')),
      z.maxLength(CATALOGUE_IMPORT.maxBytes, msg('max_length', CATALOGUE_IMPORT.maxBytes)),
    ),
});
export type CatalogueImport = z.input<typeof catalogueImportSchema>;

/** A problem in one row of an import file: the row as a spreadsheet numbers it (header = row 1). */
export const importRowErrorSchema = z.object({
  row: z.number().check(z.int()),
  field: z.string(),
  code: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

const importRowSchema = z.object({
  row: z.number().check(z.int()),
  link: z.string(),
  category: z.string(),
  display_name: z.string(),
  tier: z.string(),
  member_count: z.string(),
  status: z.string(),
});
export type CatalogueImportRow = z.infer<typeof importRowSchema>;

export const catalogueImportPreviewSchema = z.object({
  data: z.object({
    total_rows: z.number().check(z.int()),
    valid_rows: z.number().check(z.int()),
    /** The first rows of the file, links normalised where they could be. */
    rows: z.array(importRowSchema),
    errors: z.array(importRowErrorSchema),
  }),
});
export type CatalogueImportPreview = z.infer<typeof catalogueImportPreviewSchema>['data'];

export const catalogueImportResultSchema = z.object({ data: z.object({ imported: z.number().check(z.int()) }) });

/** The row a CSV import turns into; the same rules as an entry added by hand. */
/**
 * A row of an imported file: a value typed into a cell cannot be "selected", so a wrong category, tier or
 * status is told which values the column takes.
 */
export const catalogueImportRecordSchema = z.strictObject({
  link: telegramLinkSchema,
  category: z.enum(CATALOGUE_CATEGORIES, { error: msg('category_values') }),
  display_name: displayNameSchema,
  tier: z.enum(TIERS, { error: msg('tier_values') }),
  member_count: z.pipe(
    z.string().check(z.trim(), z.regex(/^\d{1,10}$/, msg('integer'))),
    z.pipe(
      z.transform((value: string) => Number(value)),
      memberCountSchema,
    ),
  ),
  status: z.enum(ACTIVE_STATUSES, { error: msg('status_values') }),
});

/* ── Sensitive Keyword: words that make the search bot refuse a query ───────────────────────────── */

const sensitiveWordSchema = requiredText(LIMITS.keyword, msg('keyword_required'));

export const sensitiveKeywordSchema = z.object({
  id: z.number().check(z.int()),
  keyword: z.string(),
  status: z.enum(ACTIVE_STATUSES),
  ...recordStampsShape,
});
export type SensitiveKeyword = z.infer<typeof sensitiveKeywordSchema>;

export const createSensitiveKeywordSchema = z.strictObject({
  keyword: sensitiveWordSchema,
  status: z._default(statusSchema, 'Active'),
});
export type CreateSensitiveKeyword = z.input<typeof createSensitiveKeywordSchema>;

export const updateSensitiveKeywordSchema = updateSchemaOf(createSensitiveKeywordSchema);
export type UpdateSensitiveKeyword = z.input<typeof updateSensitiveKeywordSchema>;

export const sensitiveKeywordListQuerySchema = listQueryOf(SENSITIVE_KEYWORD_LIST);
export type SensitiveKeywordListQuery = z.input<typeof sensitiveKeywordListQuerySchema>;

/** Many words at once, one a line. */
export const bulkSensitiveKeywordSchema = z.strictObject({
  text: z.string({ error: msg('keyword_required') }).check(
    z.maxLength(SENSITIVE_KEYWORD_BULK_MAX_CHARS, msg('max_length', SENSITIVE_KEYWORD_BULK_MAX_CHARS)),
    z.refine((text) => text.trim() !== '', msg('keyword_required')),
  ),
});
export type BulkSensitiveKeywords = z.input<typeof bulkSensitiveKeywordSchema>;

/** What a bulk add did: the words added, and the ones left out with why. */
export const bulkSensitiveKeywordResultSchema = z.object({
  data: z.object({
    added: z.array(z.string()),
    already_present: z.array(z.string()),
    too_long: z.array(z.string()),
  }),
});
export type BulkSensitiveKeywordResult = z.infer<typeof bulkSensitiveKeywordResultSchema>['data'];

/** The lines of a bulk add: trimmed, blank lines dropped, repeats (ignoring case) kept once. */
export function bulkLines(text: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const word = line.trim();
    if (!word || seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    words.push(word);
  }
  return words;
}
