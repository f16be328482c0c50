import * as z from 'zod/mini';
import { listQuerySchema } from './common.js';
import { AUDIT_SORTABLE } from './lists.js';

/** One change of one field; secrets are stored as '[REDACTED]'. */
export const auditChangeSchema = z.object({ from: z.optional(z.unknown()), to: z.optional(z.unknown()) });

export const auditEntrySchema = z.object({
  id: z.number().check(z.int()),
  actor_id: z.nullable(z.number().check(z.int())),
  actor_email: z.nullable(z.string()),
  action: z.string(),
  entity: z.string(),
  entity_id: z.nullable(z.string()),
  changes: z.record(z.string(), auditChangeSchema),
  ip: z.nullable(z.string()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = listQuerySchema(AUDIT_SORTABLE, {
  actor_id: z.optional(z.coerce.number().check(z.int(), z.positive())),
  entity: z.optional(z.string().check(z.maxLength(60))),
  entity_id: z.optional(z.string().check(z.maxLength(60))),
  action: z.optional(z.string().check(z.maxLength(60))),
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;
