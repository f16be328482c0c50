import { ACTIVE_STATUSES } from './enums.js';

/**
 * What each list sorts by, and the sort directions: plain constants beside the list schemas (common.ts,
 * accounts.ts, roles.ts, audit.ts), kept free of zod so the console's URL state can use them without
 * loading those schemas.
 */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const ACCOUNT_SORTABLE = ['email', 'username', 'last_login_at', 'created_at', 'updated_at'] as const;
export const ROLE_SORTABLE = ['name', 'created_at', 'updated_at'] as const;
export const AUDIT_SORTABLE = ['created_at'] as const;

/*
 * ── List descriptors ─────────────────────────────────────────────────────────────────────────────
 * One descriptor per list says what its query can ask: the fields its text search matches, its facets
 * (filters with a fixed set of values, or a record id), its date and number ranges, the fields it sorts
 * by and its default sort. The server's query schema (`listQueryOf`), the console's URL state and
 * toolbar, and the server's filtering (`applyListFilters`) are all derived from it, so a new filter is
 * one line here. Free of zod, like the constants above: the console's URL state reads descriptors.
 */

/** A facet's values: a fixed set (an enum of the contract), or `'id'` for a record id (role_id, client_id…). */
export type FacetValues = readonly [string, ...string[]] | 'id';

/** A range over a date-time field: two optional ISO-8601 params, both bounds included. */
export interface DateRange {
  readonly field: string;
  readonly from: string;
  readonly to: string;
}

/** A range over a number field: two optional integer params, both bounds included. */
export interface NumberRange {
  readonly field: string;
  readonly min: string;
  readonly max: string;
}

export type Sortable = readonly [string, ...string[]];

export interface ListDescriptor<
  S extends Sortable = Sortable,
  F extends Readonly<Record<string, FacetValues>> = Readonly<Record<string, FacetValues>>,
  D extends readonly DateRange[] = readonly DateRange[],
  N extends readonly NumberRange[] = readonly NumberRange[],
> {
  /** The fields the `search` param matches (case-insensitive "contains", any of them). */
  readonly search: readonly string[];
  /** One param per facet, named as the field it filters (`status=Active`). */
  readonly facets: F;
  /** The created-at range (`created_from` / `created_to`) first, then any other. */
  readonly dates: D;
  readonly numbers: N;
  /** Fields sortable with `<field>=asc|desc`. */
  readonly sortable: S;
  readonly defaultSort: { readonly field: S[number]; readonly direction: SortDirection };
}

/** The created-at range every list takes. */
export const CREATED_RANGE = { field: 'created_at', from: 'created_from', to: 'created_to' } as const;

/** A list descriptor; `dates` holds the created-at range unless told otherwise, the rest defaults to none. */
export function defineList<
  const S extends Sortable,
  const F extends Readonly<Record<string, FacetValues>> = Record<never, never>,
  const D extends readonly DateRange[] = readonly [typeof CREATED_RANGE],
  const N extends readonly NumberRange[] = readonly [],
>(list: {
  search: readonly string[];
  facets?: F;
  dates?: D;
  numbers?: N;
  sortable: S;
  defaultSort: { field: S[number]; direction: SortDirection };
}): ListDescriptor<S, F, D, N> {
  return {
    search: list.search,
    facets: list.facets ?? ({} as F),
    dates: list.dates ?? ([CREATED_RANGE] as unknown as D),
    numbers: list.numbers ?? ([] as unknown as N),
    sortable: list.sortable,
    defaultSort: list.defaultSort,
  };
}

/** Staff accounts (User Management → Account Management); its query schema stays accounts.ts's own, which takes no `ids`. */
export const ACCOUNT_LIST = defineList({
  search: ['email', 'username'],
  facets: { status: ACTIVE_STATUSES, role_id: 'id' },
  sortable: ACCOUNT_SORTABLE,
  defaultSort: { field: 'created_at', direction: 'desc' },
});

export const ROLE_LIST = defineList({
  search: ['name', 'description'],
  sortable: ROLE_SORTABLE,
  defaultSort: { field: 'name', direction: 'asc' },
});
