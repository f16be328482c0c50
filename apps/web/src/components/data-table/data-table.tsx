import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type VisibilityState,
} from '@tanstack/react-table';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ExportType, Paged } from '@backoffice/contract';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { DataTablePagination } from './data-table-pagination';
import { DataTableEmptyRow, DataTableErrorRow, DataTableSkeletonRows } from './data-table-states';
import { DataTableToolbar } from './data-table-toolbar';
import { ListExportSlot } from './list-export';
import { toListParams, type ListParams } from './list-params';
import type { TableSearch } from './table-search';
import type { DateRangeFilterDef, FacetedFilterDef } from './types';
import { useTableUrlState, type SearchChangeFn } from './use-table-url-state';

/** Builds the query of one page of a list from the API query; a feature's `get…QueryOptions`. */
export type ListQueryOptionsFactory<TData, TKey extends QueryKey = QueryKey> = (
  params: ListParams,
) => UseQueryOptions<Paged<TData>, Error, Paged<TData>, TKey>;

export interface DataTableProps<TData, S extends TableSearch, TKey extends QueryKey = QueryKey> {
  /** Column definitions; a column's id is also its sort name in the API (`<id>=asc|desc`). */
  columns: ColumnDef<TData>[];
  /** The API's sortable fields (the contract's `…_SORTABLE`): only these columns offer Asc / Desc. */
  sortable: readonly string[];
  /** The route's validated search params: page, size, sort, search, date range, filters. */
  search: S;
  onSearchChange: SearchChangeFn<S>;
  queryOptions: ListQueryOptionsFactory<TData, TKey>;
  filters?: readonly FacetedFilterDef[];
  dateFilter?: DateRangeFilterDef;
  searchPlaceholder?: string;
  /** Page actions on the right of the toolbar. */
  actions?: ReactNode;
  getRowId?: (row: TData) => string;
  /** Columns hidden until someone shows them under "View". */
  initialColumnVisibility?: VisibilityState;
  /** Wording of the total instead of "Total n rows", e.g. "10,000+" for a total the server capped. */
  describeTotal?: (page: Paged<TData>['data']) => string | undefined;
  /** Offers "Export" of this list as it is filtered and sorted; `filters` are params the page adds to each call. */
  exportList?: { type: ExportType; filters?: ListParams };
}

/**
 * Titles and cells wrap (a date over its time, a name over two lines) rather than widen the table:
 * a list with a dozen columns then fits a 1280 px screen, its row actions in view, instead of
 * pushing them out past a sideways scroll. A column keeps one line with `whitespace-nowrap` in its meta.
 */
const COLUMNS_GIVE_WAY = 'whitespace-normal';

/**
 * The house's one data table: server-side pagination, sorting, search and filters, all kept in
 * the URL, so a reload or back/forward shows the same page of the same list.
 */
export function DataTable<TData, S extends TableSearch, TKey extends QueryKey = QueryKey>({
  columns,
  sortable,
  search,
  onSearchChange,
  queryOptions,
  filters,
  dateFilter,
  searchPlaceholder,
  actions,
  getRowId,
  initialColumnVisibility = {},
  describeTotal,
  exportList,
}: DataTableProps<TData, S, TKey>) {
  const state = useTableUrlState(search, onSearchChange);
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>(initialColumnVisibility);

  const dateParams = dateFilter?.params;
  const params = useMemo(
    () => toListParams(search, { filterKeys: filters?.map((filter) => filter.id) ?? [], dateParams }),
    [search, filters, dateParams],
  );
  // Keep showing the previous page while the next one loads, instead of flashing skeletons.
  const query = useQuery({ ...queryOptions(params), placeholderData: keepPreviousData });
  const page = query.data?.data;
  const rows = useMemo(() => page?.data ?? [], [page]);

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
    getRowId,
    state: { pagination: state.pagination, sorting: state.sorting, columnVisibility },
    onPaginationChange: state.onPaginationChange,
    onSortingChange: state.onSortingChange,
    onColumnVisibilityChange: setColumnVisibility,
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

  const visibleColumns = table.getVisibleLeafColumns().length;

  function body() {
    if (query.isPending) return <DataTableSkeletonRows rows={state.pagination.pageSize} columns={visibleColumns} />;
    if (query.isError && !query.data) {
      return (
        <DataTableErrorRow
          columns={visibleColumns}
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      );
    }
    const tableRows = table.getRowModel().rows;
    if (tableRows.length === 0) return <DataTableEmptyRow columns={visibleColumns} />;
    return tableRows.map((row) => (
      <TableRow key={row.id}>
        {row.getVisibleCells().map((cell) => (
          <TableCell key={cell.id} className={cn(COLUMNS_GIVE_WAY, cell.column.columnDef.meta?.className)}>
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </TableCell>
        ))}
      </TableRow>
    ));
  }

  return (
    <div className="flex flex-col gap-4">
      <DataTableToolbar
        table={table}
        search={search}
        onFilterChange={(patch) => state.setFilters(patch as Partial<S>)}
        isFiltered={state.isFiltered}
        onReset={state.reset}
        searchPlaceholder={searchPlaceholder}
        filters={filters}
        dateFilter={dateFilter}
        actions={
          <>
            {exportList && (
              <ListExportSlot
                type={exportList.type}
                params={{ ...params, ...exportList.filters }}
                range={{ preset: search.preset, from: search.from, to: search.to }}
              />
            )}
            {actions}
          </>
        }
      />
      <div className="overflow-hidden rounded-md border">
        <Table aria-busy={query.isFetching}>
          <TableHeader>
            {table.getHeaderGroups().map((headerGroup) => (
              <TableRow key={headerGroup.id}>
                {headerGroup.headers.map((header) => (
                  <TableHead
                    key={header.id}
                    colSpan={header.colSpan}
                    className={cn(COLUMNS_GIVE_WAY, header.column.columnDef.meta?.className)}
                    aria-sort={ariaSort(header.column.getIsSorted())}
                  >
                    {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                  </TableHead>
                ))}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody className={cn(query.isPlaceholderData && 'opacity-60 transition-opacity')}>{body()}</TableBody>
        </Table>
      </div>
      <DataTablePagination table={table} totalRows={page?.total_item_count ?? 0} totalText={page && describeTotal?.(page)} />
    </div>
  );
}

function ariaSort(sorted: false | 'asc' | 'desc'): 'ascending' | 'descending' | undefined {
  if (sorted === 'asc') return 'ascending';
  if (sorted === 'desc') return 'descending';
  return undefined;
}
