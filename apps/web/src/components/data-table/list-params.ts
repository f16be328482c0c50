import { DEFAULT_PAGE_SIZE } from '@backoffice/contract';
import { rangeFromSearch, toIsoRange } from './date-range';
import type { TableSearch } from './table-search';

/** A primitive that can go into a query string; arrays repeat the key, undefined is left out. */
export type ListParamValue = string | number | boolean | undefined | readonly (string | number)[];

/**
 * The query of a paged list call, flat, in the API's words:
 * per_page, 1-based current_page, search, `<column>=asc|desc`, created_from/created_to, filters.
 */
export type ListParams = Record<string, ListParamValue>;

const DEFAULT_DATE_PARAMS = { from: 'created_from', to: 'created_to' } as const;

export interface ListParamsOptions {
  /** Search params passed through unchanged as API filters (e.g. status, role_id). */
  filterKeys?: readonly string[];
  /** API names of the date-range bounds; the created-at range by default. */
  dateParams?: { from: string; to: string } | undefined;
}

/** Translates the table's URL state into the list call's query. */
export function toListParams<S extends TableSearch>(
  search: S,
  { filterKeys = [], dateParams = DEFAULT_DATE_PARAMS }: ListParamsOptions = {},
  now: Date = new Date(),
): ListParams {
  const params: ListParams = {
    per_page: search.size ?? DEFAULT_PAGE_SIZE,
    current_page: search.page ?? 1,
  };
  const text = search.search?.trim();
  if (text) params.search = text;
  if (search.sort) params[search.sort] = search.order ?? 'asc';
  const range = rangeFromSearch(search, now);
  if (range) {
    const iso = toIsoRange(range);
    params[dateParams.from] = iso.from;
    params[dateParams.to] = iso.to;
  }
  const record = search as Record<string, unknown>;
  for (const key of filterKeys) {
    const value = record[key];
    if (isParamValue(value)) params[key] = value;
  }
  return params;
}

function isParamValue(value: unknown): value is Exclude<ListParamValue, undefined> {
  if (Array.isArray(value)) return value.every((item) => typeof item === 'string' || typeof item === 'number');
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}
