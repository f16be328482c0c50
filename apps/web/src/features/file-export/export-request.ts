import { format } from 'date-fns';
import * as z from 'zod/mini';
import {
  DATE_PRESETS,
  EXPORT_FORMATS,
  EXPORT_NAME_MAX,
  EXPORT_TYPES,
  msg,
  type CreateExport,
} from '@backoffice/contract';
import { rangeFromSearch, toIsoRange } from '@/components/data-table/date-range';
import type { ListParams, ListParamValue } from '@/components/data-table/list-params';
import { DATE_TIME_FORMAT } from '@/lib/format';

/** Paging says which rows are on screen, not which rows are selected: an export takes them all. */
const PAGING_PARAMS = new Set(['per_page', 'current_page']);

/** The list's query as an export's filters: search, sort and filters as the list route takes them, no paging. */
export function exportFilters(params: ListParams): Record<string, Exclude<ListParamValue, undefined>> {
  const filters: Record<string, Exclude<ListParamValue, undefined>> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && !PAGING_PARAMS.has(key)) filters[key] = value;
  }
  return filters;
}

const dayString = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * The export dialog's form: a type ('Select a type' when none), an optional name, the file's format
 * (CSV unless the type offers another and it is chosen), and a date range that is required unless
 * "All data in view" is ticked ('Please fill in all required fields').
 */
export const exportFormSchema = z
  .object({
    type: z.enum(EXPORT_TYPES, { error: msg('select_type') }),
    name: z.string().check(z.trim(), z.maxLength(EXPORT_NAME_MAX, msg('max_length', EXPORT_NAME_MAX))),
    all_data: z.boolean(),
    format: z._default(z.enum(EXPORT_FORMATS), 'csv'),
    range: z.object({
      preset: z.optional(z.enum(DATE_PRESETS)),
      from: z.optional(dayString),
      to: z.optional(dayString),
    }),
  })
  .check(
    z.refine((values) => values.all_data || rangeFromSearch(values.range) !== undefined, {
      path: ['range'],
      error: msg('fill_required'),
      // Asked even when the type is missing, so one submit shows every missing field.
      when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'all_data' || issue.path?.[0] === 'range'),
    }),
  );
export type ExportFormInput = z.input<typeof exportFormSchema>;
export type ExportFormValues = z.output<typeof exportFormSchema>;

/** The body of POST /v1/exports: the range as ISO instants of whole local days, none for all data; a format other than CSV. */
export function toCreateExport(
  values: ExportFormValues,
  filters: Record<string, unknown>,
  now: Date = new Date(),
): CreateExport {
  const body: CreateExport = { type: values.type, filters, all_data: values.all_data };
  if (values.name) body.name = values.name;
  // CSV is what the server makes when no format is named.
  if (values.format !== 'csv') body.format = values.format;
  const range = values.all_data ? undefined : rangeFromSearch(values.range, now);
  if (range) Object.assign(body, toIsoRange(range));
  return body;
}

/** "Chat Records 2026-11-22 10:15": what the list is, and when it was taken. */
export function defaultExportName(typeLabel: string, now: Date = new Date()): string {
  return `${typeLabel} ${format(now, DATE_TIME_FORMAT)}`.slice(0, EXPORT_NAME_MAX);
}
