import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './limits.js';
import { ERROR_CODES, type ErrorCode } from './errors.js';
import { msg } from './messages.js';

/** The error body of every failed call. */
export const errorBodySchema = z.object({
  error_code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** One failing field of a VALIDATION_FAILED answer (`details.fields`). */
export const fieldErrorSchema = z.object({ field: z.string(), code: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** `{"data":{"data":[…],"total_item_count":N,"total_page_count":M}}` — the paged answer of every list. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.object({
      data: z.array(item),
      total_item_count: z.number().int().nonnegative(),
      total_page_count: z.number().int().nonnegative(),
    }),
  });
}
export interface Paged<T> {
  data: { data: T[]; total_item_count: number; total_page_count: number };
}

/** `{"data": …}` — the answer of a single record. */
export function dataSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const sortDirectionSchema = z.enum(SORT_DIRECTIONS);

/** Query-string integers arrive as text. */
const queryInt = (min: number, max: number) =>
  z.coerce.number({ error: msg('integer') }).int(msg('integer')).min(min, msg('min_value', min)).max(max, msg('max_value', max));

/** A date-time filter bound on the wire: ISO-8601. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true, error: msg('invalid') });

/**
 * The query of a paged list: `per_page`, 1-based `current_page`, `search`, one `<field>=asc|desc`
 * for each sortable column, a created-at range, and the resource's own filters.
 */
export function listQuerySchema<
  const S extends readonly [string, ...string[]],
  F extends z.ZodRawShape = Record<never, never>,
>(sortable: S, filters?: F) {
  const clash = sortable.find((field) => filters && field in filters);
  if (clash) throw new Error(`"${clash}" cannot be both a sort field and a filter of one list`);
  const sortShape = Object.fromEntries(sortable.map((field) => [field, sortDirectionSchema.optional()])) as {
    [K in S[number]]: z.ZodOptional<typeof sortDirectionSchema>;
  };
  return z
    .object({
      per_page: queryInt(1, 100).default(DEFAULT_PAGE_SIZE),
      current_page: queryInt(1, 1_000_000).default(1),
      search: z.string().trim().max(200, msg('max_length', 200)).optional(),
      created_from: isoDateTimeSchema.optional(),
      created_to: isoDateTimeSchema.optional(),
      ...sortShape,
      ...(filters ?? ({} as F)),
    })
    .strict();
}

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() }).strict();
export type IdParam = z.infer<typeof idParamSchema>;

export const okSchema = z.object({ data: z.object({ ok: z.literal(true) }) });
