import { useMemo, type ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ExportType, Paged } from '@backoffice/contract';
import { DataTableGrid } from './data-table-grid';
import { DataTablePagination } from './data-table-pagination';
import { DataTableSavedViews } from './data-table-saved-views';
import { DataTableSelectionBar, selectionColumn } from './data-table-selection';
import { DataTablePageSearchEmpty } from './data-table-states';
import { DataTableRefresh, DataTableToolbar } from './data-table-toolbar';
import { ListExportSlot } from './list-export';
import type { ListParams } from './list-params';
import type { TableSearch } from './table-search';
import { useServerTable, type ServerTableOptions } from './use-server-table';

export type { ListQueryOptionsFactory } from './use-server-table';

/** Bulk actions of a list: which rows may be selected, what each is called, and the actions on a selection. */
export interface BulkActions<TData> {
  /** Words a row's checkbox for a screen reader ("Select spring sale"). */
  rowName: (row: TData) => string;
  /** Rows that may not be selected (e.g. a role in use cannot be deleted); every row by default. */
  canSelect?: (row: TData) => boolean;
  /** The actions' buttons for the selected rows; `clear` empties the selection once one has run. */
  actions: (selected: TData[], clear: () => void) => ReactNode;
}

export interface DataTableProps<TData, S extends TableSearch, TKey extends QueryKey = QueryKey> extends Omit<
  ServerTableOptions<TData, S, TKey>,
  'selectable'
> {
  searchPlaceholder?: string;
  /** The search box's accessible name, where the placeholder says more than its name. */
  searchLabel?: string;
  /** Offers "Refresh", which loads the page shown again. */
  refresh?: boolean;
  /** Page actions on the right of the toolbar. */
  actions?: ReactNode;
  /** Wording of the total instead of "Total n rows", e.g. "10,000+" for a total the server capped. */
  describeTotal?: (page: Paged<TData>['data']) => string | undefined;
  /**
   * Offers "Export" of this list as it is filtered and sorted; `filters` are params the page adds to each
   * call. With `selection`, the selection bar offers the export of the selected rows too (the list's
   * query takes `ids`: every list built from a descriptor).
   */
  exportList?: { type: ExportType; filters?: ListParams; selection?: boolean };
  /** Row selection with actions on the selected rows. */
  bulk?: BulkActions<TData>;
}

/**
 * The house's one data table: server-side pagination, sorting, search and filters, all kept in
 * the URL, so a reload or back/forward shows the same page of the same list. It is the usual
 * composition of the parts (useServerTable, the toolbar, the grid, the pagination); a list that needs
 * another arrangement composes them itself.
 */
export function DataTable<TData, S extends TableSearch, TKey extends QueryKey = QueryKey>({
  searchPlaceholder,
  searchLabel,
  refresh = false,
  actions,
  describeTotal,
  exportList,
  bulk,
  pageSearch,
  search,
  ...options
}: DataTableProps<TData, S, TKey>) {
  const { t } = useTranslation('table');
  const { columns } = options;
  const selecting = bulk !== undefined;
  const withSelection = useMemo(
    () => (selecting ? [selectionColumn<TData>(t), ...columns] : columns),
    [selecting, columns, t],
  );
  const { table, state, params, page, status, reset, refetch } = useServerTable({
    ...options,
    search,
    pageSearch,
    columns: withSelection,
    selectable: bulk ? (bulk.canSelect ?? true) : false,
    meta: bulk ? { rowName: bulk.rowName } : undefined,
  });
  const pageSearchText = pageSearch && search.search?.trim();
  // A search of the loaded page that finds nothing, in a list that has rows: say only this page was searched.
  const gridStatus =
    pageSearchText && (page?.total_item_count ?? 0) > 0
      ? {
          ...status,
          empty: (
            <DataTablePageSearchEmpty
              table={table}
              text={pageSearchText}
              noMatch={pageSearch.noMatch}
              onClear={() => state.setFilters({ search: undefined } as Partial<S>)}
            />
          ),
        }
      : status;

  return (
    <div className="flex flex-col gap-4">
      <DataTableToolbar
        table={table}
        search={search}
        onFilterChange={(patch) => state.setFilters(patch as Partial<S>)}
        canReset={reset.needed}
        onReset={reset.run}
        searchPlaceholder={searchPlaceholder}
        searchLabel={searchLabel}
        filters={options.filters}
        dateFilter={options.dateFilter}
        views={
          options.listId !== undefined && (
            <DataTableSavedViews
              listId={options.listId}
              table={table}
              search={search}
              onSearchChange={options.onSearchChange}
            />
          )
        }
        actions={
          <>
            {exportList && (
              <ListExportSlot
                type={exportList.type}
                params={{ ...params, ...exportList.filters }}
                range={{ preset: search.preset, from: search.from, to: search.to }}
              />
            )}
            {refresh && <DataTableRefresh onRefresh={refetch} busy={status.busy} />}
            {actions}
          </>
        }
      />
      {bulk && (
        <DataTableSelectionBar
          table={table}
          actions={(selected, clear) => (
            <>
              {exportList?.selection && (
                <ListExportSlot
                  type={exportList.type}
                  params={{
                    ...params,
                    ...exportList.filters,
                    ids: table.getSelectedRowModel().rows.map((row) => Number(row.id)),
                  }}
                  range={{}}
                  selected={selected.length}
                />
              )}
              {bulk.actions(selected, clear)}
            </>
          )}
        />
      )}
      <DataTableGrid table={table} status={gridStatus} />
      <DataTablePagination
        table={table}
        totalRows={page?.total_item_count ?? 0}
        totalText={page && describeTotal?.(page)}
        pending={page === undefined}
      />
    </div>
  );
}
