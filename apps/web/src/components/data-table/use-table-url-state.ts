import { useCallback, useMemo } from 'react';
import type { OnChangeFn, PaginationState, SortingState } from '@tanstack/react-table';
import { functionalUpdate } from '@tanstack/react-table';
import { DEFAULT_PAGE_SIZE } from '@backoffice/contract';
import type { TableSearch } from './table-search';

/**
 * Writes a new search object into the URL. The route passes `(next) => navigate({ search: next })`;
 * the table never talks to the router itself, so it works under any route and in tests.
 */
export type SearchChangeFn<S> = (next: S) => void;

/** What a list page's route hands it: the URL's search and the way to change it. */
export interface ListRouteProps<S> {
  search: S;
  onSearchChange: SearchChangeFn<S>;
}

export interface TableUrlState<S extends TableSearch> {
  pagination: PaginationState;
  onPaginationChange: OnChangeFn<PaginationState>;
  sorting: SortingState;
  onSortingChange: OnChangeFn<SortingState>;
  /** Applies a change of search, filters or date range, going back to the first page. */
  setFilters: (patch: Partial<S>) => void;
  /** Search, filters, date range and sort are set. */
  isFiltered: boolean;
  /** Clears search, filters, date range and sort; keeps the page size. */
  reset: () => void;
}

/** Keys the table itself manages; everything else in the search object is a filter. */
const TABLE_KEYS = new Set(['page', 'size', 'sort', 'order']);

/** Leaves defaults out of the URL so the address stays short and shareable. */
function pageParams(pageIndex: number, pageSize: number): Pick<TableSearch, 'page' | 'size'> {
  return {
    page: pageIndex > 0 ? pageIndex + 1 : undefined,
    size: pageSize !== DEFAULT_PAGE_SIZE ? pageSize : undefined,
  };
}

export function useTableUrlState<S extends TableSearch>(
  search: S,
  onSearchChange: SearchChangeFn<S>,
): TableUrlState<S> {
  const pagination = useMemo<PaginationState>(
    () => ({ pageIndex: Math.max(0, (search.page ?? 1) - 1), pageSize: search.size ?? DEFAULT_PAGE_SIZE }),
    [search.page, search.size],
  );

  const sorting = useMemo<SortingState>(
    () => (search.sort ? [{ id: search.sort, desc: search.order === 'desc' }] : []),
    [search.sort, search.order],
  );

  const onPaginationChange = useCallback<OnChangeFn<PaginationState>>(
    (updater) => {
      const next = functionalUpdate(updater, pagination);
      // A new page size makes the old page number meaningless: start again at the first page.
      const pageIndex = next.pageSize !== pagination.pageSize ? 0 : next.pageIndex;
      onSearchChange({ ...search, ...pageParams(pageIndex, next.pageSize) });
    },
    [onSearchChange, pagination, search],
  );

  const onSortingChange = useCallback<OnChangeFn<SortingState>>(
    (updater) => {
      const first = functionalUpdate(updater, sorting)[0];
      onSearchChange({
        ...search,
        sort: first?.id,
        order: first ? (first.desc ? 'desc' : 'asc') : undefined,
        page: undefined,
      });
    },
    [onSearchChange, search, sorting],
  );

  const setFilters = useCallback(
    (patch: Partial<S>) => onSearchChange({ ...search, ...patch, page: undefined }),
    [onSearchChange, search],
  );

  const isFiltered = useMemo(
    () =>
      Object.entries(search).some(
        ([key, value]) =>
          (key === 'sort' || !TABLE_KEYS.has(key)) &&
          value !== undefined &&
          value !== '' &&
          !(Array.isArray(value) && value.length === 0),
      ),
    [search],
  );

  const reset = useCallback(() => {
    const next: Record<string, unknown> = {};
    for (const key of Object.keys(search)) next[key] = undefined;
    next.size = search.size;
    onSearchChange(next as S);
  }, [onSearchChange, search]);

  return { pagination, onPaginationChange, sorting, onSortingChange, setFilters, isFiltered, reset };
}
