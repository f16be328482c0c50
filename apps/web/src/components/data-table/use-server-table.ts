import { useCallback, useEffect, useMemo } from 'react';
import { getCoreRowModel, useReactTable, type ColumnDef, type TableMeta, type VisibilityState } from '@tanstack/react-table';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { Paged } from '@backoffice/contract';
import type { GridStatus } from './data-table-states';
import { useRowSelection } from './data-table-selection';
import { toListParams, type ListParams } from './list-params';
import type { TableSearch } from './table-search';
import type { DateRangeFilterDef, FacetedFilterDef } from './types';
import { useColumnVisibility } from './use-column-visibility';
import { useTableUrlState, type SearchChangeFn } from './use-table-url-state';

const NO_HIDDEN_COLUMNS: VisibilityState = {};

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
}

/**
 * A server-side list as one hook: the URL state (page, sort, search, filters), the query of the page
 * it names, the kept column choice and the row selection, joined in one TanStack table. Compose the
 * result with the toolbar, the grid and the pagination, or take all three as `DataTable`.
 */
export function useServerTable<TData, S extends TableSearch, TKey extends QueryKey = QueryKey>(options: ServerTableOptions<TData, S, TKey>) {
  const { columns, sortable, search, onSearchChange, queryOptions, filters, dateFilter, getRowId, listId, selectable = false, meta } = options;
  const initialColumnVisibility = options.initialColumnVisibility ?? NO_HIDDEN_COLUMNS;
  const state = useTableUrlState(search, onSearchChange);
  const [columnVisibility, setColumnVisibility, columnChoice] = useColumnVisibility(listId, initialColumnVisibility);

  const dateParams = dateFilter?.params;
  const params = useMemo(
    () => toListParams(search, { filterKeys: filters?.map((filter) => filter.id) ?? [], dateParams }),
    [search, filters, dateParams],
  );
  // Keep showing the previous page while the next one loads, instead of flashing skeletons.
  const query = useQuery({ ...queryOptions(params), placeholderData: keepPreviousData });
  const page = query.data?.data;
  const rows = useMemo(() => page?.data ?? [], [page]);

  const [rowSelection, setRowSelection] = useRowSelection(params);

  // What the server can sort by decides which headers offer sorting, so the two cannot drift apart.
  const sortableColumns = useMemo(
    () => columns.map((column) => ({ ...column, enableSorting: column.id !== undefined && sortable.includes(column.id) })),
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

  const status: GridStatus = {
    loading: query.isPending,
    error: query.isError && !query.data ? { message: query.error.message, onRetry: () => void query.refetch() } : undefined,
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
  return { table, state, params, page, status, reset };
}
