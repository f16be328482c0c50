import { z } from 'zod';
import { listQuerySchema } from './common.js';

/** One change of one field; secrets are stored as '[REDACTED]'. */
export const auditChangeSchema = z.object({ from: z.unknown().optional(), to: z.unknown().optional() });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  changes: z.record(z.string(), auditChangeSchema),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_SORTABLE = ['created_at'] as const;
export const auditListQuerySchema = listQuerySchema(AUDIT_SORTABLE, {
  actor_id: z.coerce.number().int().positive().optional(),
  entity: z.string().max(60).optional(),
  entity_id: z.string().max(60).optional(),
  action: z.string().max(60).optional(),
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;
