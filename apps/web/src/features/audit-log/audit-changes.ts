import type { AuditChange, AuditEntry } from '@backoffice/contract';
import { MISSING } from '@/lib/format';

/** One field's value as a person reads it: text as is, lists and records as JSON, nothing as '-'. */
export function formatAuditValue(value: unknown): string {
  if (value === undefined || value === null) return MISSING;
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** 'remarks: first → second'; a created field shows only its new value, a deleted one its old (JSON has no undefined). */
export function describeChange(field: string, change: AuditChange): string {
  if (change.from === undefined) return `${field}: ${formatAuditValue(change.to)}`;
  if (change.to === undefined) return `${field}: ${formatAuditValue(change.from)}`;
  return `${field}: ${formatAuditValue(change.from)} → ${formatAuditValue(change.to)}`;
}

export function changedFields(entry: AuditEntry): [string, AuditChange][] {
  return Object.entries(entry.changes);
}
