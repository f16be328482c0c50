import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { DataTable, type DataTableProps } from '@/components/data-table/data-table';
import type { TableSearch } from '@/components/data-table/table-search';

export interface ListPageProps<T extends { id: number }, S extends TableSearch, TKey extends QueryKey> extends Omit<
  DataTableProps<T, S, TKey>,
  'getRowId'
> {
  /** The page's title and description (PageHeader), and whatever stands beside, above or under them. */
  header: ReactNode;
  /** The page's dialogs. */
  children?: ReactNode;
}

const rowId = (row: { id: number }) => String(row.id);

/** A section's list page: its header over the data table, whose rows are identified by their id. */
export function ListPage<T extends { id: number }, S extends TableSearch, TKey extends QueryKey = QueryKey>({
  header,
  children,
  ...table
}: ListPageProps<T, S, TKey>) {
  return (
    <div className="flex flex-col gap-6">
      {header}
      <DataTable {...table} getRowId={rowId} />
      {children}
    </div>
  );
}
