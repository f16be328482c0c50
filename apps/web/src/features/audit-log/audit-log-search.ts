import * as z from 'zod/mini';
import { AUDIT_SECTIONS, AUDIT_SORTABLE } from '@backoffice/contract';
import { lenient, tableSearchSchema } from '@/components/data-table/table-search';

/** URL state of /user/audit-log: the table's params (date presets included) plus user, section and action. */
export const auditLogSearchSchema = tableSearchSchema(AUDIT_SORTABLE, {
  actor_id: lenient(z.coerce.number().check(z.int(), z.positive())),
  section: lenient(z.enum(AUDIT_SECTIONS)),
  action: lenient(z.string().check(z.minLength(1), z.maxLength(60))),
});
export type AuditLogSearch = z.output<typeof auditLogSearchSchema>;
