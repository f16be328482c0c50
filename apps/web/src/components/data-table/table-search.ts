import * as z from 'zod/mini';
import {
  DATE_PRESETS,
  PAGE_SIZES,
  SORT_DIRECTIONS,
  type FacetValues,
  type ListDescriptor,
  type Sortable,
} from '@backoffice/contract';

/**
 * The part of a list page's URL search params that the data table owns. Every field is optional and
 * falls back to "unset" when the address bar holds something invalid, so a hand-edited or stale link
 * opens the list instead of an error page.
 *
 * - page: 1-based, as a person reads it (the table's pageIndex is page - 1)
 * - size: rows per page, one of PAGE_SIZES
 * - sort + order: one sorted column at a time
 * - search: the free-text search
 * - preset | from + to: the date range; a preset stays relative ("Last 7 days" tomorrow means tomorrow's
 *   last 7 days), a custom range is two calendar days (yyyy-MM-dd, the browser's time zone)
 */
const dayString = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** An optional param whose invalid value is dropped (`undefined`) instead of failing the page. */
export function lenient<T extends z.core.SomeType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

export const baseTableSearchShape = {
  page: lenient(z.coerce.number().check(z.int(), z.minimum(1))),
  size: lenient(z.coerce.number().check(z.refine((value) => (PAGE_SIZES as readonly number[]).includes(value)))),
  order: lenient(z.enum(SORT_DIRECTIONS)),
  // Coerced: the router reads `?search=123` as the number 123.
  search: lenient(z.coerce.string().check(z.maxLength(200))),
  preset: lenient(z.enum(DATE_PRESETS)),
  from: lenient(dayString),
  to: lenient(dayString),
};

/**
 * Builds a list route's search schema: the table's own params, `sort` limited to the columns the API
 * sorts by, and the page's filters (each wrapped in `lenient`). Written with `zod/mini`: route options
 * are part of the first download, and classic zod would load with every page.
 */
export function tableSearchSchema<const S extends readonly [string, ...string[]], F extends z.core.$ZodLooseShape>(
  sortable: S,
  filters: F,
) {
  return z.object({
    ...baseTableSearchShape,
    sort: lenient(z.enum(sortable)),
    ...filters,
  });
}

/** A record id in the address bar (`role_id=3`). */
const idParam = z.coerce.number().check(z.int(), z.positive());

type FacetParam<V extends FacetValues> = ReturnType<
  typeof lenient<V extends readonly string[] ? z.ZodMiniEnum<z.core.util.ToEnum<V[number]>> : typeof idParam>
>;

/**
 * A list route's search schema from the list's descriptor: the table's params, `sort` limited to the
 * descriptor's sortable fields, and one param per facet under the API's name of it, so a link to a
 * filtered list reads as the call it makes; `pageParams` are the page's own (each wrapped in `lenient`).
 */
export function listSearchSchema<
  const S extends Sortable,
  const F extends Readonly<Record<string, FacetValues>>,
  E extends z.core.$ZodLooseShape = Record<never, never>,
>(list: Pick<ListDescriptor<S, F>, 'sortable' | 'facets'>, pageParams?: E) {
  const facets: Record<string, z.core.SomeType> = {};
  for (const [param, values] of Object.entries(list.facets))
    facets[param] = lenient(values === 'id' ? idParam : z.enum(values));
  return tableSearchSchema(list.sortable, {
    ...(facets as { [K in keyof F]: FacetParam<F[K]> }),
    ...(pageParams ?? ({} as E)),
  });
}

/** What the data table reads from any list route's search params. */
export interface TableSearch {
  page?: number | undefined;
  size?: number | undefined;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  search?: string | undefined;
  preset?: (typeof DATE_PRESETS)[number] | undefined;
  from?: string | undefined;
  to?: string | undefined;
}
