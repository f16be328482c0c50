import * as z from 'zod/mini';
import { isoDateTimeSchema, listQuerySchema } from './common.js';
import { EXPORT_STATUSES } from './enums.js';
import { EXPORT_FORMATS, EXPORT_NAME_MAX, EXPORT_SORTABLE, EXPORT_TYPES, exportFormatsOf } from './export-types.js';
import { msg } from './messages.js';

// Re-exported from here so the package index needs one line for the section; export-types.ts stays zod-free.
export * from './export-types.js';

const counterSchema = z.number().check(z.int(), z.nonnegative());

/** An export job and, once Completed, its file. */
export const exportSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  type: z.enum(EXPORT_TYPES),
  /** The file's format: `csv`, or `jsonl` (JSON Lines) where the type offers it (exportFormatsOf). */
  format: z.enum(EXPORT_FORMATS),
  status: z.enum(EXPORT_STATUSES),
  /** Rows written so far out of the rows selected when the job started (total 0 until then). */
  progress: z.object({ done: counterSchema, total: counterSchema }),
  row_count: z.nullable(counterSchema),
  /** Bytes of the file (a CSV file's BOM included). */
  file_size: z.nullable(counterSchema),
  created_by: z.nullable(z.string()),
  created_at: z.string(),
  completed_at: z.nullable(z.string()),
  /** When a Completed file is deleted by the retention rule (then the status becomes Expired). */
  expires_at: z.nullable(z.string()),
  /** The wording shown for a Failed export; the cause stays in the server's log. */
  error: z.nullable(z.string()),
});
export type Export = z.infer<typeof exportSchema>;

/**
 * A new export: the list's own query (search, filters, sort) as its list route takes it — paging is
 * ignored — and a date range on the list's date column, required unless `all_data` is true. `format`
 * is `csv` unless the type offers another (exportFormatsOf: `jsonl` for the audit log).
 */
export const createExportSchema = z
  .strictObject({
    type: z.enum(EXPORT_TYPES, { error: msg('select_type') }),
    name: z.optional(z.string().check(z.trim(), z.maxLength(EXPORT_NAME_MAX, msg('max_length', EXPORT_NAME_MAX)))),
    filters: z._default(z.record(z.string(), z.unknown()), {}),
    all_data: z._default(z.boolean(), false),
    format: z._default(z.enum(EXPORT_FORMATS, { error: msg('invalid') }), 'csv'),
    from: z.optional(isoDateTimeSchema),
    to: z.optional(isoDateTimeSchema),
  })
  .check(
    z.superRefine((body, context) => {
      if (!exportFormatsOf(body.type).includes(body.format)) {
        context.addIssue({ code: 'custom', path: ['format'], message: msg('invalid'), input: body.format });
      }
      if (body.all_data) return;
      for (const bound of ['from', 'to'] as const) {
        if (body[bound] === undefined) {
          context.addIssue({ code: 'custom', path: [bound], message: msg('fill_required'), input: body[bound] });
        }
      }
      if (body.from !== undefined && body.to !== undefined && Date.parse(body.from) > Date.parse(body.to)) {
        context.addIssue({ code: 'custom', path: ['to'], message: msg('date_range_order'), input: body.to });
      }
    }),
  );
export type CreateExport = z.input<typeof createExportSchema>;

export const exportListQuerySchema = listQuerySchema(EXPORT_SORTABLE, {
  type: z.optional(z.enum(EXPORT_TYPES)),
  status: z.optional(z.enum(EXPORT_STATUSES)),
  /** Created-at range (the same as created_from / created_to, under the names the console's date filter uses). */
  from: z.optional(isoDateTimeSchema),
  to: z.optional(isoDateTimeSchema),
});
export type ExportListQuery = z.input<typeof exportListQuerySchema>;

/** A relative, short-lived URL of the export's file: the token in it is the credential. */
export const exportDownloadLinkSchema = z.object({ data: z.object({ url: z.string() }) });
export type ExportDownloadLink = z.infer<typeof exportDownloadLinkSchema>['data'];

export const exportFileQuerySchema = z.strictObject({ token: z.string().check(z.minLength(1), z.maxLength(2000)) });
