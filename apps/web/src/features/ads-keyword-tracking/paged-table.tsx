import type { ReactNode } from 'react';
import type { Table as ReactTable } from '@tanstack/react-table';
import { DataTableGrid } from '@/components/data-table/data-table-grid';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { DataTableSelectionBar } from '@/components/data-table/data-table-selection';
import { ListToolbarRegion } from '@/components/data-table/data-table-toolbar';

interface PagedTableProps<T> {
  table: ReactTable<T>;
  totalRows: number;
  loading: boolean;
  /** A request for the rows is under way (first load, refresh or page change). */
  busy: boolean;
  /** Stands in for no rows, in the list's own words; "No results." otherwise. */
  empty?: ReactNode;
  /** Shown in place of the rows when the page could not be loaded. */
  error?: { message: string; onRetry: () => void } | undefined;
  toolbar?: ReactNode;
  /** The actions on selected rows, for a table with a selection column. */
  bulkActions?: ((selected: T[], clear: () => void) => ReactNode) | undefined;
}

/**
 * A server-paged table without the house table's server-side search and sort: this section's lists
 * filter only the loaded page and the slots always come in sequence order. The same grid and
 * pagination as every list, under this section's own toolbar.
 */
export function PagedTable<T>({ table, totalRows, loading, busy, empty, error, toolbar, bulkActions }: PagedTableProps<T>) {
  return (
    <div className="flex flex-col gap-4">
      {toolbar && <ListToolbarRegion>{toolbar}</ListToolbarRegion>}
      {bulkActions && <DataTableSelectionBar table={table} actions={bulkActions} />}
      <DataTableGrid table={table} status={{ loading, busy, error, empty, skeletonRows: 5 }} />
      <DataTablePagination table={table} totalRows={totalRows} pending={loading} />
    </div>
  );
}
