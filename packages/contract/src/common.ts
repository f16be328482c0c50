import * as z from 'zod/mini';
import { DEFAULT_PAGE_SIZE } from './limits.js';
import { ERROR_CODES, type ErrorCode } from './errors.js';
import { SORT_DIRECTIONS } from './lists.js';
import { msg } from './messages.js';

/*
 * The contract's schemas are written with `zod/mini`: the same zod core as the classic API (the
 * server validates and documents them as it does any zod schema), without the chaining methods.
 * The console's route search schemas and sign-in form load zod's core with the first page; one
 * classic `zod` schema anywhere the console imports makes that core carry everything classic zod
 * can do (about 8 kB gzip more on the sign-in page). Classic zod is only in refresh.ts, which the
 * console never imports.
 */

/** The error body of every failed call. */
export const errorBodySchema = z.object({
  error_code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  details: z.optional(z.record(z.string(), z.unknown())),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** One failing field of a VALIDATION_FAILED answer (`details.fields`). */
export const fieldErrorSchema = z.object({ field: z.string(), code: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** `{"data":{"data":[…],"total_item_count":N,"total_page_count":M}}` — the paged answer of every list. */
export function pagedSchema<T extends z.core.SomeType>(item: T) {
  return z.object({
    data: z.object({
      data: z.array(item),
      total_item_count: z.number().check(z.int(), z.nonnegative()),
      total_page_count: z.number().check(z.int(), z.nonnegative()),
    }),
  });
}
export interface Paged<T> {
  data: { data: T[]; total_item_count: number; total_page_count: number };
}

/** `{"data": …}` — the answer of a single record. */
export function dataSchema<T extends z.core.SomeType>(item: T) {
  return z.object({ data: item });
}

export const sortDirectionSchema = z.enum(SORT_DIRECTIONS);

/** Query-string integers arrive as text. */
const queryInt = (min: number, max: number) =>
  z.coerce
    .number({ error: msg('integer') })
    .check(z.int(msg('integer')), z.minimum(min, msg('min_value', min)), z.maximum(max, msg('max_value', max)));

/** A date-time filter bound on the wire: ISO-8601. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true, error: msg('invalid') });

/**
 * The query of a paged list: `per_page`, 1-based `current_page`, `search`, one `<field>=asc|desc`
 * for each sortable column, a created-at range, and the resource's own filters.
 */
export function listQuerySchema<
  const S extends readonly [string, ...string[]],
  F extends z.core.$ZodLooseShape = Record<never, never>,
>(sortable: S, filters?: F) {
  const clash = sortable.find((field) => filters && field in filters);
  if (clash) throw new Error(`"${clash}" cannot be both a sort field and a filter of one list`);
  const sortShape = Object.fromEntries(sortable.map((field) => [field, z.optional(sortDirectionSchema)])) as {
    [K in S[number]]: z.ZodMiniOptional<typeof sortDirectionSchema>;
  };
  return z.strictObject({
    per_page: z._default(queryInt(1, 100), DEFAULT_PAGE_SIZE),
    current_page: z._default(queryInt(1, 1_000_000), 1),
    search: z.optional(z.string().check(z.trim(), z.maxLength(200, msg('max_length', 200)))),
    created_from: z.optional(isoDateTimeSchema),
    created_to: z.optional(isoDateTimeSchema),
    ...sortShape,
    ...(filters ?? ({} as F)),
  });
}

export const idParamSchema = z.strictObject({ id: z.coerce.number().check(z.int(), z.positive()) });
export type IdParam = z.infer<typeof idParamSchema>;

export const okSchema = z.object({ data: z.object({ ok: z.literal(true) }) });
