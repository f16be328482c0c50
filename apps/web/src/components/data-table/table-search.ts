import { z } from 'zod';
import { DATE_PRESETS, DEFAULT_PAGE_SIZE, PAGE_SIZES, SORT_DIRECTIONS } from '@backoffice/contract';

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
const dayString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const baseTableSearchShape = {
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  size: z.coerce
    .number()
    .refine((value) => (PAGE_SIZES as readonly number[]).includes(value))
    .optional()
    .catch(undefined),
  order: z.enum(SORT_DIRECTIONS).optional().catch(undefined),
  // Coerced: the router reads `?search=123` as the number 123.
  search: z.coerce.string().max(200).optional().catch(undefined),
  preset: z.enum(DATE_PRESETS).optional().catch(undefined),
  from: dayString.optional().catch(undefined),
  to: dayString.optional().catch(undefined),
};

/**
 * Builds a list route's search schema: the table's own params, `sort` limited to the columns the API
 * sorts by, and the page's filters (each should be optional and `.catch(undefined)`).
 */
export function tableSearchSchema<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sortable: S,
  filters: F,
) {
  return z.object({
    ...baseTableSearchShape,
    sort: z.enum(sortable).optional().catch(undefined),
    ...filters,
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

export const DEFAULT_TABLE_PAGE_SIZE = DEFAULT_PAGE_SIZE;
