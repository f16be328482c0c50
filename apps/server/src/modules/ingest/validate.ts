import type * as z from 'zod/mini';
import {
  INGEST_ROW_CODES,
  INGEST_ROW_SCHEMAS,
  type FieldError,
  type IngestKind,
  type IngestRowCode,
  type IngestRowOf,
  type RejectedRow,
} from '@backoffice/contract';
import { validationError } from '../../platform/errors.js';

/** A row that passed validation, with its position in the batch. */
export interface IndexedRow<T> {
  index: number;
  row: T;
}

/** The event id a row claims, when it has a readable one: reported back with a refusal. */
function claimedEventId(row: unknown): string | null {
  if (row && typeof row === 'object' && 'event_id' in row && typeof row.event_id === 'string') return row.event_id;
  return null;
}

/**
 * Our message tokens rendered as the API renders any validation failure. The wording names the field
 * within the row ("Direction is required"); `field` carries the whole path (rows.3.direction).
 */
function fieldErrors(index: number, issues: readonly z.core.$ZodIssue[]): FieldError[] {
  const fields = issues.flatMap((issue) => {
    const at = issue.path.map(String).join('.');
    // An unknown field is named itself, so the caller sees which one to drop.
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => ({ field: at ? `${at}.${key}` : key, code: 'invalid' }));
    return [{ field: at, code: issue.message }];
  });
  // Several checks of one field may fail alike (an unreadable date is also out of range): say it once.
  const distinct = fields.filter((f, i) => fields.findIndex((g) => g.field === f.field && g.code === f.code) === i);
  const rendered = (validationError(distinct).details?.['fields'] as FieldError[] | undefined) ?? [];
  return rendered.map((error) => ({
    ...error,
    field: ['rows', index, error.field].filter((part) => part !== '').join('.'),
  }));
}

/** A refusal decided after validation (a duplicate in the batch, a sponsor that does not exist…). */
export function rowRefusal(index: number, eventId: string | null, field: string, code: IngestRowCode): RejectedRow {
  return {
    index,
    event_id: eventId,
    errors: [{ field: `rows.${index}.${field}`, code, message: INGEST_ROW_CODES[code].en }],
  };
}

/**
 * Validates each row on its own. A row whose event_id already appeared earlier in the batch is
 * refused, whether or not that earlier row was valid: one event id names one event.
 */
export function validateRows<K extends IngestKind>(
  kind: K,
  rows: readonly unknown[],
): { valid: IndexedRow<IngestRowOf[K]>[]; rejected: RejectedRow[] } {
  const schema = INGEST_ROW_SCHEMAS[kind] as unknown as z.ZodMiniType<IngestRowOf[K]>;
  const seen = new Set<string>();
  const valid: IndexedRow<IngestRowOf[K]>[] = [];
  const rejected: RejectedRow[] = [];
  rows.forEach((raw, index) => {
    const eventId = claimedEventId(raw);
    if (eventId !== null && seen.has(eventId)) {
      rejected.push(rowRefusal(index, eventId, 'event_id', 'duplicate_in_batch'));
      return;
    }
    if (eventId !== null) seen.add(eventId);
    const parsed = schema.safeParse(raw);
    if (parsed.success) valid.push({ index, row: parsed.data });
    else rejected.push({ index, event_id: eventId, errors: fieldErrors(index, parsed.error.issues) });
  });
  return { valid, rejected };
}
