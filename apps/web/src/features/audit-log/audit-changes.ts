import type { TFunction } from 'i18next';
import type { AuditChange, AuditEntry } from '@backoffice/contract';
import { MISSING } from '@/lib/format';

/** Fields whose values are names from a fixed list (a status, a type), worded in the language shown. */
const WORDED_FIELDS = new Set(['status', 'type', 'message_type', 'group_type', 'tier', 'list_type', 'scopes']);

/** A text the locale has for the key, or undefined (i18next answers the key itself when it has none). */
function wording(t: TFunction<'auditLog'>, key: string, values: Record<string, unknown> = {}): string | undefined {
  const text = t(key, { ...values, defaultValue: '' });
  return typeof text === 'string' && text !== '' ? text : undefined;
}

/** A field's name as a person reads it ('Status', '状态'); the code itself for a field the locale does not name. */
export function fieldLabel(t: TFunction<'auditLog'>, field: string): string {
  return wording(t, `field.${field}`) ?? field;
}

function wordedValue(t: TFunction<'auditLog'>, value: unknown): unknown {
  if (typeof value === 'string') return wording(t, `value.${value}`) ?? value;
  if (Array.isArray(value)) return value.map((item) => wordedValue(t, item));
  return value;
}

/**
 * One field's value as a person reads it: text as is, yes/no for a flag, a status or type in the
 * language shown, lists and records as JSON, nothing as '-'.
 */
export function formatAuditValue(t: TFunction<'auditLog'>, field: string, value: unknown): string {
  if (value === undefined || value === null) return MISSING;
  if (typeof value === 'boolean') return wording(t, `value.${String(value)}`) ?? String(value);
  const shown = WORDED_FIELDS.has(field) ? wordedValue(t, value) : value;
  if (typeof shown === 'string') return shown === '' ? '""' : shown;
  if (typeof shown === 'number') return String(shown);
  if (Array.isArray(shown) && shown.every((item) => typeof item === 'string')) return shown.join(', ');
  return JSON.stringify(shown);
}

/** 'Remarks: first → second'; a created field shows only its new value, a deleted one its old (JSON has no undefined). */
export function describeChange(t: TFunction<'auditLog'>, field: string, change: AuditChange): string {
  const label = fieldLabel(t, field);
  const separator = wording(t, 'fieldSeparator') ?? ': ';
  const value = (side: unknown) => formatAuditValue(t, field, side);
  if (change.from === undefined) return `${label}${separator}${value(change.to)}`;
  if (change.to === undefined) return `${label}${separator}${value(change.from)}`;
  return `${label}${separator}${value(change.from)} → ${value(change.to)}`;
}

export function changedFields(entry: AuditEntry): [string, AuditChange][] {
  return Object.entries(entry.changes);
}

/**
 * What an action means, in the language shown: its own wording where the locale has one (sign-ins,
 * the platform's reads and batches), else the verb and the thing acted on ('keyword.forward.create' →
 * 'Created Forward keyword'), so an action added on the server later ('sponsor.restore') reads as
 * 'Restored sponsor' without a new text. Undefined for a verb the locale does not know: the code shows.
 */
export function actionWording(t: TFunction<'auditLog'>, action: string): string | undefined {
  const own = wording(t, `actionLabel.${action}`);
  if (own) return own;
  const split = action.lastIndexOf('.');
  if (split <= 0) return undefined;
  const entity = action.slice(0, split);
  const verb = action.slice(split + 1);
  const thing = wording(t, `entity.${entity}`) ?? entity.replaceAll('_', ' ').replaceAll('.', ' ');
  return wording(t, `verb.${verb}`, { thing });
}
