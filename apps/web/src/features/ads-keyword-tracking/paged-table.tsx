import type { ReactNode } from "react";
import { flexRender, type Table as ReactTable } from "@tanstack/react-table";
import { DataTablePagination } from "@/components/data-table/data-table-pagination";
import {
  DataTableEmptyRow,
  DataTableErrorRow,
  DataTableSkeletonRows,
} from "@/components/data-table/data-table-states";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

interface PagedTableProps<T> {
  table: ReactTable<T>;
  totalRows: number;
  loading: boolean;
  /** A request for the rows is under way (first load, refresh or page change). */
  busy: boolean;
  /** Shown in place of the rows when the page could not be loaded. */
  error?: { message: string; onRetry: () => void } | undefined;
  toolbar?: ReactNode;
}

/**
 * A server-paged table without the house table's server-side search and sort: this section's lists
 * filter only the loaded page and the slots always come in sequence order.
 */
export function PagedTable<T>({
  table,
  totalRows,
  loading,
  busy,
  error,
  toolbar,
}: PagedTableProps<T>) {
  const columnCount = table.getVisibleLeafColumns().length;
  const rows = table.getRowModel().rows;
  return (
    <div className="flex flex-col gap-4">
      {toolbar}
      <div className="overflow-hidden rounded-md border">
        <Table aria-busy={busy}>
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => (
                  <TableHead
                    key={header.id}
                    className={header.column.columnDef.meta?.className}
                  >
                    {header.isPlaceholder
                      ? null
                      : flexRender(
                          header.column.columnDef.header,
                          header.getContext(),
                        )}
                  </TableHead>
                ))}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {error ? (
              <DataTableErrorRow
                columns={columnCount}
                message={error.message}
                onRetry={error.onRetry}
              />
            ) : loading ? (
              <DataTableSkeletonRows rows={5} columns={columnCount} />
            ) : rows.length === 0 ? (
              <DataTableEmptyRow columns={columnCount} />
            ) : (
              rows.map((row) => (
                <TableRow key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <TableCell
                      key={cell.id}
                      className={cell.column.columnDef.meta?.className}
                    >
                      {flexRender(
                        cell.column.columnDef.cell,
                        cell.getContext(),
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <DataTablePagination table={table} totalRows={totalRows} />
    </div>
  );
}
