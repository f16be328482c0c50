import { flexRender, type SortDirection, type Table as ReactTable } from '@tanstack/react-table';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { LIST_ROW, LIST_ROWS, mark } from '@/lib/page-regions';
import { usePhoneLayout } from '@/lib/phone-layout';
import { cn } from '@/lib/utils';
import { DataTableCards } from './data-table-cards';
import { DataTableEmptyRow, DataTableErrorRow, DataTableSkeletonRows, type GridStatus } from './data-table-states';
import { useDensity } from './use-density';

/**
 * Titles and cells wrap (a date over its time, a name over two lines) rather than widen the table:
 * a list with a dozen columns then fits a 1280 px screen, its row actions in view, instead of
 * pushing them out past a sideways scroll. A column keeps one line with `whitespace-nowrap` in its meta.
 */
const COLUMNS_GIVE_WAY = 'whitespace-normal';

function ariaSort(sorted: false | SortDirection): 'ascending' | 'descending' | undefined {
  if (sorted === 'asc') return 'ascending';
  if (sorted === 'desc') return 'descending';
  return undefined;
}

/** Compact rows: less padding above and below each cell, for more rows on a screen. */
const COMPACT = '[&_td]:py-0.5 [&_th]:h-8';

/**
 * The rows of a list: a table of headers and rows, or on a phone a card per row; either way what stands in
 * for them while loading, on an error or when there are none.
 */
export function DataTableGrid<TData>({ table, status }: { table: ReactTable<TData>; status: GridStatus }) {
  // On a phone rows are cards: a table would scroll sideways, its row actions out of sight.
  const onPhone = usePhoneLayout();
  if (onPhone) return <DataTableCards table={table} status={status} />;
  return <DataTableRows table={table} status={status} />;
}

function DataTableRows<TData>({ table, status }: { table: ReactTable<TData>; status: GridStatus }) {
  const columns = table.getVisibleLeafColumns().length;
  const [density] = useDensity();

  function body() {
    if (status.error)
      return <DataTableErrorRow columns={columns} message={status.error.message} onRetry={status.error.onRetry} />;
    if (status.loading) return <DataTableSkeletonRows rows={status.skeletonRows} columns={columns} />;
    const rows = table.getRowModel().rows;
    if (rows.length === 0) return <DataTableEmptyRow columns={columns}>{status.empty}</DataTableEmptyRow>;
    return rows.map((row) => (
      <TableRow key={row.id} {...mark(LIST_ROW)} data-state={row.getIsSelected() ? 'selected' : undefined}>
        {row.getVisibleCells().map((cell) => (
          <TableCell
            key={cell.id}
            data-column={cell.column.id}
            className={cn(COLUMNS_GIVE_WAY, cell.column.columnDef.meta?.className)}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </TableCell>
        ))}
      </TableRow>
    ));
  }

  return (
    <div {...mark(LIST_ROWS)} className="overflow-hidden rounded-md border">
      <Table aria-busy={status.busy} data-density={density} className={cn(density === 'compact' && COMPACT)}>
        <TableHeader>
          {table.getHeaderGroups().map((headerGroup) => (
            <TableRow key={headerGroup.id}>
              {headerGroup.headers.map((header) => (
                <TableHead
                  key={header.id}
                  data-column={header.column.id}
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
        <TableBody className={cn(status.stale && 'opacity-60 transition-opacity')}>{body()}</TableBody>
      </Table>
    </div>
  );
}
