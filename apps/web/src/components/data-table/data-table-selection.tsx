import { useState, type ReactNode } from 'react';
import type { ColumnDef, RowSelectionState, Table } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';

/**
 * The row selection of a table, belonging to the rows in `view` (a page, filter and sort): another view
 * starts with none, so a bulk action never reaches rows out of sight. `view` changes by identity.
 */
export function useRowSelection(view: unknown) {
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [selectionFor, setSelectionFor] = useState(view);
  // State adjusted while rendering, React's documented pattern for resetting on a changed input.
  if (selectionFor !== view) {
    setSelectionFor(view);
    setRowSelection({});
  }
  return [rowSelection, setRowSelection] as const;
}

/** The id of the selection column; it is never hidden, sorted or exported. */
export const SELECT_COLUMN_ID = 'select';

/**
 * The first column of a list with bulk actions: a checkbox per row, and one in the header for the rows of
 * this page. The table's `meta.rowName` words each checkbox for a screen reader ("Select spring sale").
 */
export function selectionColumn<TData>(t: TFunction<'table'>): ColumnDef<TData> {
  return {
    id: SELECT_COLUMN_ID,
    enableSorting: false,
    enableHiding: false,
    meta: { className: 'w-10' },
    header: ({ table }) => (
      <Checkbox
        aria-label={t('selection.selectPage')}
        checked={table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? 'indeterminate' : false}
        disabled={!table.getRowModel().rows.some((row) => row.getCanSelect())}
        onCheckedChange={(value) => table.toggleAllPageRowsSelected(value === true)}
      />
    ),
    cell: ({ row, table }) => (
      <Checkbox
        aria-label={t('selection.selectRow', { name: table.options.meta?.rowName?.(row.original) ?? row.id })}
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onCheckedChange={(value) => row.toggleSelected(value === true)}
      />
    ),
  };
}

interface SelectionBarProps<TData> {
  table: Table<TData>;
  /** The bulk actions for the selected rows; `clear` empties the selection once one has run. */
  actions: (selected: TData[], clear: () => void) => ReactNode;
}

/** "3 selected", the bulk actions and "Clear selection", shown while rows are selected. */
export function DataTableSelectionBar<TData>({ table, actions }: SelectionBarProps<TData>) {
  const { t } = useTranslation('table');
  const selected = table.getSelectedRowModel().rows.map((row) => row.original);
  if (selected.length === 0) return null;
  const clear = () => table.resetRowSelection();
  return (
    <div
      role="region"
      aria-label={t('selection.region')}
      className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/50 px-3 py-1.5"
    >
      <span className="text-sm font-medium" aria-live="polite">
        {t('toolbar.selected', { count: selected.length })}
      </span>
      <div className="flex flex-wrap items-center gap-2">{actions(selected, clear)}</div>
      <Button variant="ghost" size="sm" className="ml-auto h-8" onClick={clear}>
        <XIcon aria-hidden="true" />
        {t('selection.clear')}
      </Button>
    </div>
  );
}
