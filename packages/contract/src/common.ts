import * as z from 'zod/mini';
import { BULK_MAX_IDS, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './limits.js';
import { ERROR_STATUS, type ErrorCode } from './errors.js';
import {
  CREATED_RANGE,
  SORT_DIRECTIONS,
  type DateRange,
  type FacetValues,
  type ListDescriptor,
  type NumberRange,
  type Sortable,
} from './lists.js';
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
  error_code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  details: z.optional(z.record(z.string(), z.unknown())),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The answer of a call that succeeds with 204 and no body. */
export const noContentSchema = z.null();

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
/** Text that must be given: trimmed, not empty (`required`, "required" unless told), at most `max` characters ("max_length"). */
export function requiredText(max: number, required: string = msg('required')) {
  return z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(max, msg('max_length', max)));
}

/** Who made a record and when it last changed, as every record of the API ends. */
export const recordStampsShape = { created_at: z.string(), created_by: z.nullable(z.string()), updated_at: z.string() };

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

type SortShape<S extends readonly string[]> = { [K in S[number]]: z.ZodMiniOptional<typeof sortDirectionSchema> };

const baseListShape = {
  per_page: z._default(queryInt(1, MAX_PAGE_SIZE), DEFAULT_PAGE_SIZE),
  current_page: z._default(queryInt(1, 1_000_000), 1),
  search: z.optional(z.string().check(z.trim(), z.maxLength(200, msg('max_length', 200)))),
  created_from: z.optional(isoDateTimeSchema),
  created_to: z.optional(isoDateTimeSchema),
};

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
  const sortShape = Object.fromEntries(
    sortable.map((field) => [field, z.optional(sortDirectionSchema)]),
  ) as SortShape<S>;
  return z.strictObject({
    ...baseListShape,
    ...sortShape,
    ...(filters ?? ({} as F)),
  });
}

/** A facet's param: one of its values, or a record id. */
type FacetSchema<V extends FacetValues> = V extends readonly string[]
  ? z.ZodMiniEnum<z.core.util.ToEnum<V[number]>>
  : ReturnType<typeof queryIdSchema>;
type RangeParams<D extends readonly DateRange[]> = D[number]['from'] | D[number]['to'];
type NumberParams<N extends readonly NumberRange[]> = N[number]['min'] | N[number]['max'];
const queryNumber = z.coerce.number({ error: msg('integer') }).check(z.int(msg('integer')));

/**
 * The query schema of a list from its descriptor: listQuerySchema's params, then one param per facet,
 * then the bounds of its other date ranges and of its number ranges, in the descriptor's order (the
 * order the OpenAPI document lists them in). A list without the created-at range has no created_from
 * or created_to.
 */
export function listQueryOf<
  const S extends Sortable,
  const F extends Readonly<Record<string, FacetValues>>,
  const D extends readonly DateRange[],
  const N extends readonly NumberRange[],
>(list: ListDescriptor<S, F, D, N>) {
  const filters: Record<string, z.core.SomeType> = {};
  for (const [param, values] of Object.entries(list.facets)) {
    filters[param] = z.optional(values === 'id' ? queryIdSchema() : z.enum(values));
  }
  for (const range of list.dates) {
    if (range.from === CREATED_RANGE.from) continue;
    filters[range.from] = z.optional(isoDateTimeSchema);
    filters[range.to] = z.optional(isoDateTimeSchema);
  }
  for (const range of list.numbers) {
    filters[range.min] = z.optional(queryNumber);
    filters[range.max] = z.optional(queryNumber);
  }
  filters.ids = z.optional(selectedIdsSchema);
  const schema = listQuerySchema(list.sortable, filters);
  const created = list.dates.some((range) => range.from === CREATED_RANGE.from);
  const shape = created ? schema.shape : z.omit(schema, { created_from: true, created_to: true }).shape;
  return z.strictObject(
    shape as unknown as typeof baseListShape &
      SortShape<S> & { [K in keyof F]: z.ZodMiniOptional<FacetSchema<F[K]>> } & {
        [K in RangeParams<D>]: z.ZodMiniOptional<typeof isoDateTimeSchema>;
      } & { [K in NumberParams<N>]: z.ZodMiniOptional<typeof queryNumber> } & {
        ids: z.ZodMiniOptional<typeof selectedIdsSchema>;
      },
  );
}

// ─── Ids ────────────────────────────────────────────────────────────────────────────────────────

/**
 * The largest id a record can have: every id column is `integer` in the migrations, 32-bit signed on
 * PostgreSQL. A larger id names no record; refused by the contract, it cannot reach a query that the
 * database would fail on. (Telegram user ids are another thing: digit strings, see tgIdSchema.)
 */
export const MAX_ID = 2_147_483_647;

/** An id as text: canonical decimal digits, no sign, no leading zero, no spaces, no exponent or hex. */
const ID_TEXT = /^[1-9][0-9]{0,9}$/;

const isId = (value: number): boolean => Number.isInteger(value) && value >= 1 && value <= MAX_ID;

/** An id in a JSON body: an integer from 1 to MAX_ID. `message` is the one a form shows (e.g. `select`). */
export function bodyIdSchema(message: string = msg('invalid')) {
  return z.number({ error: message }).check(z.int(message), z.minimum(1, message), z.maximum(MAX_ID, message));
}

/**
 * An id in a path or a query string, where it arrives as text: only canonical digits within range
 * (`0x20`, `3.2e1`, ` 32`, `+32`, `032` are refused, not read as 32). A JSON number in range is taken
 * too: an export carries its list's query as JSON (`filters`), validated by this same schema.
 */
export function queryIdSchema(message: string = msg('invalid')) {
  return z.pipe(
    // The pattern and bounds are what the OpenAPI document shows; the transform checks the range of the text.
    z.union(
      [
        z.string({ error: message }).check(z.regex(ID_TEXT, message)),
        z.number({ error: message }).check(z.int(message), z.minimum(1, message), z.maximum(MAX_ID, message)),
      ],
      { error: message },
    ),
    z.transform((value: string | number, context) => {
      const id = Number(value);
      if (isId(id)) return id;
      context.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }),
  );
}

/** The `{id}` of a path: refused with 400 VALIDATION_FAILED naming `id` when it is not an id (queryIdSchema). */
export const idParamSchema = z.strictObject({ id: queryIdSchema() });
export type IdParam = z.output<typeof idParamSchema>;

/**
 * `ids`: only the records named, e.g. the rows selected on a page for an export. In a query string the
 * param repeats (`ids=4&ids=9`); one value arrives as text, several as an array; an export's filters send
 * an array of numbers.
 */
const selectedIdsSchema = z.pipe(
  z.pipe(
    z.union([
      z.string(),
      z.number(),
      z.array(z.union([z.string(), z.number()])).check(z.maxLength(BULK_MAX_IDS, msg('max_items', BULK_MAX_IDS))),
    ]),
    z.transform((value: string | number | (string | number)[]) => (Array.isArray(value) ? value : [value])),
  ),
  z.array(queryIdSchema()),
);

// ─── Partial updates ────────────────────────────────────────────────────────────────────────────

/** A field's schema without the default a create schema gives it. */
type WithoutDefault<S> =
  S extends z.ZodMiniDefault<infer Inner> ? Inner : S extends z.ZodMiniOptional<infer Inner> ? Inner : S;

/**
 * The body of a PATCH from its create schema: every field optional and WITHOUT the create schema's
 * defaults, so a field left out stays as it is. (`z.partial` keeps the defaults: a PATCH of one field
 * would reset every defaulted field it did not send.) Cross-field checks of the create schema are not
 * carried over: the service checks them on the merged record.
 */
export function updateSchemaOf<Shape extends z.core.$ZodShape>(create: { shape: Shape }) {
  const shape: Record<string, z.core.SomeType> = {};
  for (const [field, schema] of Object.entries(create.shape)) {
    let inner: z.core.SomeType = schema;
    while (
      inner._zod.def.type === 'default' ||
      inner._zod.def.type === 'prefault' ||
      inner._zod.def.type === 'optional'
    ) {
      inner = (inner._zod.def as z.core.$ZodDefaultDef | z.core.$ZodOptionalDef).innerType;
    }
    shape[field] = z.optional(inner);
  }
  return z.strictObject(shape as { [K in keyof Shape]: z.ZodMiniOptional<WithoutDefault<Shape[K]>> });
}

export const okSchema = z.object({ data: z.object({ ok: z.literal(true) }) });
