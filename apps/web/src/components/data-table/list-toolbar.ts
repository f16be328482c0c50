import { useMemo } from 'react';
import type { FacetValues, ListDescriptor, Sortable } from '@backoffice/contract';
import type { DateRangeFilterDef, FacetedFilterDef, FilterOption } from './types';

/** How the toolbar words one facet: its title, and a label per value (or, for an id facet, its options). */
export type FacetWording<V extends FacetValues> = V extends readonly string[]
  ? { title: string; label: (value: V[number]) => string; icon?: FilterOption['icon'] }
  : { title: string; options: readonly FilterOption[] };

export interface ListToolbarWording<F extends Readonly<Record<string, FacetValues>>> {
  facets: { [K in keyof F]: FacetWording<F[K]> };
  /** The title of the date-range filter over the descriptor's first date range; no date filter without it. */
  dates?: string;
}

/** What a list page hands the data table for its toolbar: sortable columns, faceted filters and the date filter. */
export interface ListToolbar {
  sortable: readonly string[];
  filters: FacetedFilterDef[];
  dateFilter?: DateRangeFilterDef;
}

/**
 * The toolbar of a list from its descriptor: one faceted filter per facet, in the order of `wording`,
 * and the date-range filter sending the bounds of the descriptor's first date range. The page gives only
 * the words (wrap the call in useMemo on `t`).
 */
export function listToolbar<const S extends Sortable, const F extends Readonly<Record<string, FacetValues>>>(
  list: Pick<ListDescriptor<S, F>, 'sortable' | 'facets' | 'dates'>,
  wording: ListToolbarWording<F>,
): ListToolbar {
  // In the order the page words them: the toolbar's order need not be the query's.
  const filters = Object.keys(wording.facets).map((id): FacetedFilterDef => {
    const values = list.facets[id] as FacetValues;
    const words = wording.facets[id as keyof F] as FacetWording<FacetValues>;
    if (values === 'id' || 'options' in words)
      return { id, title: words.title, options: 'options' in words ? words.options : [] };
    return {
      id,
      title: words.title,
      options: values.map((value) => ({
        value,
        label: words.label(value),
        ...(words.icon ? { icon: words.icon } : {}),
      })),
    };
  });
  const range = list.dates[0];
  return {
    sortable: list.sortable,
    filters,
    ...(wording.dates !== undefined && range
      ? { dateFilter: { title: wording.dates, params: { from: range.from, to: range.to } } }
      : {}),
  };
}

/**
 * listToolbar in a page: `wording` is written inline from the page's `t` and read again only when `t` (the
 * language) changes, so the table keeps the same filters from one render to the next.
 */
export function useListToolbar<T, const S extends Sortable, const F extends Readonly<Record<string, FacetValues>>>(
  list: Pick<ListDescriptor<S, F>, 'sortable' | 'facets' | 'dates'>,
  t: T,
  wording: (t: T) => ListToolbarWording<F>,
): ListToolbar {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- wording is a pure function of t, written inline by the page: t is its dependency
  return useMemo(() => listToolbar(list, wording(t)), [list, t]);
}
