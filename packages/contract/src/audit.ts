import * as z from 'zod/mini';
import { dataSchema, listQuerySchema, queryIdSchema } from './common.js';
import { AUDIT_SECTIONS } from './audit-lists.js';
import { AUDIT_SORTABLE } from './lists.js';

// Re-exported from here so the package index needs one line for the section; audit-lists.ts stays zod-free.
export {
  AUDIT_ENTITY_SECTIONS,
  AUDIT_SECTIONS,
  SIGN_IN_ACTION_PREFIX,
  auditEntitiesOf,
  auditSectionOf,
  isAuditEntity,
  type AuditEntity,
  type AuditSection,
} from './audit-lists.js';

/** One change of one field; secrets are stored as '[REDACTED]'. */
export const auditChangeSchema = z.object({ from: z.optional(z.unknown()), to: z.optional(z.unknown()) });
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.number().check(z.int()),
  actor_id: z.nullable(z.number().check(z.int())),
  /** The e-mail the actor signed in with; for a row written without one (sign-out), the account's. */
  actor_email: z.nullable(z.string()),
  action: z.string(),
  entity: z.string(),
  /** The console section of the record (AUDIT_ENTITY_SECTIONS); null for a kind this build does not know. */
  section: z.nullable(z.enum(AUDIT_SECTIONS)),
  entity_id: z.nullable(z.string()),
  changes: z.record(z.string(), auditChangeSchema),
  ip: z.nullable(z.string()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * One line of the audit log's JSON Lines export (`application/x-ndjson`): an entry for machines, its
 * changes as data — the same `{field: {from, to}}` the CSV's Changes column words. A created field has
 * no `from`, a deleted one no `to`; secrets are '[REDACTED]' there as everywhere.
 */
export const auditExportLineSchema = z.object({
  id: z.number().check(z.int()),
  /** When, ISO 8601 in UTC: `2026-05-01T10:15:00.000Z`. */
  time: z.string(),
  /** The account that acted; null for the command line, the server itself and platform API keys. */
  actor_id: z.nullable(z.number().check(z.int())),
  /** Who, as the log names them: the e-mail signed in with, `cli`, `system`, or `<key name> (bok_<prefix>)`. */
  actor_name: z.nullable(z.string()),
  action: z.string(),
  /** The console section of the record (AUDIT_ENTITY_SECTIONS). */
  section: z.nullable(z.enum(AUDIT_SECTIONS)),
  /** The kind of record acted on (`keyword`, `account`, …) and its id. */
  target_type: z.string(),
  target_id: z.nullable(z.string()),
  /** The client's address; null where none was recorded (the command line, the server itself). */
  ip: z.nullable(z.string()),
  changes: z.record(z.string(), auditChangeSchema),
});
export type AuditExportLine = z.infer<typeof auditExportLineSchema>;

export const auditListQuerySchema = listQuerySchema(AUDIT_SORTABLE, {
  actor_id: z.optional(queryIdSchema()),
  section: z.optional(z.enum(AUDIT_SECTIONS)),
  entity: z.optional(z.string().check(z.maxLength(60))),
  entity_id: z.optional(z.string().check(z.maxLength(60))),
  action: z.optional(z.string().check(z.maxLength(60))),
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

/** The choices of the audit log's user and action filters: who and what the log holds. */
export const auditFilterOptionsSchema = dataSchema(
  z.object({
    actors: z.array(z.object({ id: z.number().check(z.int()), email: z.nullable(z.string()) })),
    actions: z.array(z.object({ action: z.string(), section: z.nullable(z.enum(AUDIT_SECTIONS)) })),
  }),
);
export type AuditFilterOptions = z.infer<typeof auditFilterOptionsSchema>['data'];
