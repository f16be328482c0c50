import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type TableMeta,
  type VisibilityState,
} from '@tanstack/react-table';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { Paged } from '@backoffice/contract';
import type { GridStatus } from './data-table-states';
import { useRowSelection } from './data-table-selection';
import { toListParams, type ListParams } from './list-params';
import { searchLoadedPage, type PageSearch } from './page-search';
import type { TableSearch } from './table-search';
import type { DateRangeFilterDef, FacetedFilterDef } from './types';
import { useColumnVisibility } from './use-column-visibility';
import { useTableUrlState, type SearchChangeFn } from './use-table-url-state';

const NO_HIDDEN_COLUMNS: VisibilityState = {};

/** What a list shows when there is no page to show: no rows, a total of 0. */
const EMPTY_PAGE: Paged<never> = { data: { data: [], total_item_count: 0, total_page_count: 0 } };

/** Builds the query of one page of a list from the API query; a feature's `get…QueryOptions`. */
export type ListQueryOptionsFactory<TData, TKey extends QueryKey = QueryKey> = (
  params: ListParams,
) => UseQueryOptions<Paged<TData>, Error, Paged<TData>, TKey>;

export interface ServerTableOptions<TData, S extends TableSearch, TKey extends QueryKey = QueryKey> {
  /** Column definitions; a column's id is also its sort name in the API (`<id>=asc|desc`). */
  columns: ColumnDef<TData>[];
  /** The API's sortable fields (from the list descriptor): only these columns offer Asc / Desc. */
  sortable: readonly string[];
  /** The route's validated search params: page, size, sort, search, date range, filters. */
  search: S;
  onSearchChange: SearchChangeFn<S>;
  queryOptions: ListQueryOptionsFactory<TData, TKey>;
  filters?: readonly FacetedFilterDef[] | undefined;
  dateFilter?: DateRangeFilterDef | undefined;
  getRowId?: ((row: TData) => string) | undefined;
  /** Columns hidden until someone shows them under "View". */
  initialColumnVisibility?: VisibilityState | undefined;
  /** Names the list in the user's kept column choice; without it the choice is not kept. */
  listId?: string | undefined;
  /** Rows may be selected (for bulk actions); a function says which. */
  selectable?: boolean | ((row: TData) => boolean) | undefined;
  /** What the cells may read from the table (e.g. how a row is named for its checkbox). */
  meta?: TableMeta<TData> | undefined;
  /** The list's API does not search: the search filters the rows of the loaded page instead, and is not sent. */
  pageSearch?: PageSearch<TData> | undefined;
  /** The list's own words for a page that could not be loaded, instead of the server's reason. */
  fetchFailedMessage?: string | undefined;
  /**
   * A failed fetch is not shown: the rows and total stay as they were (an empty list before any page
   * loaded), for a list whose failures are only logged. The page still reads the failure from `error`.
   */
  keepRowsOnFailure?: boolean | undefined;
}

/**
 * The answer to show: the query's, or while `keep` the last one that loaded when the query failed, and an
 * empty list when there is none or nothing to ask for (the query is disabled). Remembered while rendering,
 * React's documented pattern for keeping an earlier render's value.
 */
function useShownAnswer<T>(
  data: T | undefined,
  failed: boolean,
  idle: boolean,
  keep: boolean,
): T | typeof EMPTY_PAGE | undefined {
  const [last, setLast] = useState<T | undefined>(undefined);
  if (keep && data !== undefined && data !== last) setLast(data);
  if (data !== undefined) return data;
  if (keep && failed) return last ?? EMPTY_PAGE;
  return idle ? EMPTY_PAGE : undefined;
}

/**
 * A server-side list as one hook: the URL state (page, sort, search, filters), the query of the page
 * it names, the kept column choice and the row selection, joined in one TanStack table. Compose the
 * result with the toolbar, the grid and the pagination, or take all three as `DataTable`.
 */
export function useServerTable<TData, S extends TableSearch, TKey extends QueryKey = QueryKey>(
  options: ServerTableOptions<TData, S, TKey>,
) {
  const {
    columns,
    sortable,
    search,
    onSearchChange,
    queryOptions,
    filters,
    dateFilter,
    getRowId,
    listId,
    selectable = false,
    meta,
    pageSearch,
  } = options;
  const keepRowsOnFailure = options.keepRowsOnFailure ?? false;
  const initialColumnVisibility = options.initialColumnVisibility ?? NO_HIDDEN_COLUMNS;
  const state = useTableUrlState(search, onSearchChange);
  const [columnVisibility, setColumnVisibility, columnChoice] = useColumnVisibility(listId, initialColumnVisibility);

  const dateParams = dateFilter?.params;
  const searchesPage = pageSearch !== undefined;
  const params = useMemo(
    () =>
      toListParams(searchesPage ? { ...search, search: undefined } : search, {
        filterKeys: filters?.map((filter) => filter.id) ?? [],
        dateParams,
      }),
    [search, searchesPage, filters, dateParams],
  );
  // Keep showing the previous page while the next one loads, instead of flashing skeletons.
  const query = useQuery({ ...queryOptions(params), placeholderData: keepPreviousData });
  // A disabled query has nothing to ask for: its list is empty rather than loading for ever.
  const idle = query.isPending && query.fetchStatus === 'idle';
  const page = useShownAnswer(query.data, query.isError, idle, keepRowsOnFailure)?.data;
  const textOf = pageSearch?.textOf;
  const rows = useMemo(() => {
    const loaded: TData[] = page?.data ?? [];
    return textOf ? searchLoadedPage(loaded, search.search, textOf) : loaded;
  }, [page, textOf, search.search]);

  const [rowSelection, setRowSelection] = useRowSelection(params);

  // What the server can sort by decides which headers offer sorting, so the two cannot drift apart.
  const sortableColumns = useMemo(
    () =>
      columns.map((column) => ({ ...column, enableSorting: column.id !== undefined && sortable.includes(column.id) })),
    [columns, sortable],
  );

  // The table instance is mutable by design (TanStack Table v8); nothing memoises it or its functions,
  // and the build runs no React Compiler, so the rule's concern does not apply here.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const table = useReactTable({
    data: rows,
    columns: sortableColumns,
    ...(getRowId ? { getRowId } : {}),
    ...(meta ? { meta } : {}),
    state: { pagination: state.pagination, sorting: state.sorting, columnVisibility, rowSelection },
    onPaginationChange: state.onPaginationChange,
    onSortingChange: state.onSortingChange,
    onColumnVisibilityChange: setColumnVisibility,
    onRowSelectionChange: setRowSelection,
    enableRowSelection: typeof selectable === 'function' ? (row) => selectable(row.original) : selectable,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: false,
    // Sorting toggles through the header menu (Asc / Desc); there is no "unsorted" step.
    enableSortingRemoval: false,
    pageCount: page?.total_page_count ?? -1,
    rowCount: page?.total_item_count,
  });

  // A page past the end (the last row of the last page was deleted, or an old link): go to the last page.
  const lastPage = page?.total_page_count ?? 0;
  const { pageIndex } = state.pagination;
  const { onPaginationChange } = state;
  useEffect(() => {
    if (!query.isPlaceholderData && lastPage > 0 && pageIndex >= lastPage) {
      onPaginationChange((old) => ({ ...old, pageIndex: lastPage - 1 }));
    }
  }, [lastPage, pageIndex, onPaginationChange, query.isPlaceholderData]);

  const { refetch: refetchPage } = query;
  const refetch = useCallback(() => void refetchPage(), [refetchPage]);
  const showsFailure = query.isError && !query.data && !keepRowsOnFailure;
  const status: GridStatus = {
    loading: query.isPending && !idle,
    error: showsFailure ? { message: options.fetchFailedMessage ?? query.error.message, onRetry: refetch } : undefined,
    busy: query.isFetching,
    stale: query.isPlaceholderData,
    skeletonRows: state.pagination.pageSize,
  };
  // Reset puts the whole table back as the list first showed it: search, filters, sort and the columns.
  const { reset: resetUrlState } = state;
  const { restoreDefaults } = columnChoice;
  const runReset = useCallback(() => {
    resetUrlState();
    restoreDefaults();
  }, [resetUrlState, restoreDefaults]);
  const reset = { needed: state.isFiltered || columnChoice.changed, run: runReset };
  return { table, state, params, page, status, reset, refetch, error: query.error };
}
