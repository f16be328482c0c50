import { auditListQuerySchema, type AuditEntry, type AuditExportLine } from '@backoffice/contract';
import { isoUtc } from '../../../platform/time.js';
import { listAuditEntries } from '../../audit/index.js';
import { pagedListResource } from '../resource.js';

/** Every changed field as `field: from → to`; secrets were stored as '[REDACTED]' and stay so. */
export function changesText(entry: AuditEntry): string {
  const shown = (value: unknown) => {
    if (value === undefined) return '—';
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  return Object.entries(entry.changes)
    .map(([field, change]) => `${field}: ${shown(change.from)} → ${shown(change.to)}`)
    .join('; ');
}

/**
 * One line of the JSON Lines export: the entry for machines, its changes the very `{field: {from, to}}`
 * the Changes column words (secrets already '[REDACTED]' in it, as stored).
 */
export function auditExportLine(entry: AuditEntry): AuditExportLine {
  return {
    id: entry.id,
    time: isoUtc(entry.created_at),
    actor_id: entry.actor_id,
    actor_name: entry.actor_email,
    action: entry.action,
    section: entry.section,
    target_type: entry.entity,
    target_id: entry.entity_id,
    ip: entry.ip,
    changes: entry.changes,
  };
}

/** The audit log as its list shows it, filters and order included; as CSV, or as JSON Lines. */
export const auditLogExport = pagedListResource({
  type: 'audit-log',
  schema: auditListQuerySchema,
  range: { from: 'created_from', to: 'created_to', column: 'created_at' },
  list: listAuditEntries,
  columns: [
    { header: 'ID', value: (e: AuditEntry) => e.id },
    { header: 'Time', value: (e: AuditEntry) => e.created_at },
    { header: 'User', value: (e: AuditEntry) => e.actor_email },
    { header: 'Section', value: (e: AuditEntry) => e.section },
    { header: 'Action', value: (e: AuditEntry) => e.action },
    { header: 'Record', value: (e: AuditEntry) => e.entity },
    { header: 'Record ID', value: (e: AuditEntry) => e.entity_id },
    { header: 'From (IP)', value: (e: AuditEntry) => e.ip },
    { header: 'Changes', value: changesText },
  ],
  record: auditExportLine,
});
