import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Badge } from '@/components/ui/badge';
import { formatCount, formatDateTime, orMissing } from '@/lib/format';
import { DataTableColumnHeader } from './data-table-column-header';
import { RowActions } from './row-actions';

/**
 * Counts, money and sequence numbers: on the right, in figures of one width, in every table, so a
 * column of prices reads down its decimal places the same way on every page.
 */
export const NUMERIC_CELL = 'text-right tabular-nums';

/** The fields of T whose values are of type V. */
type FieldOf<T, V> = { [K in keyof T]-?: T[K] extends V ? K : never }[keyof T] & string;

export interface ColumnOptions<T> {
  /** The column's value when it is not the field named by its id. */
  value?: (row: T) => unknown;
  /** The cell; the value as it is by default. */
  cell?: (row: T) => ReactNode;
  /** Extra classes for the header and cells (width, alignment). */
  className?: string;
  /** false for the column that names the row: it is always shown. */
  hideable?: false;
}

/**
 * A column of a server list: its id is the API's field and sort name (the table offers sorting where the
 * list's descriptor does), the header offers Asc / Desc / Hide, and `title` names it under View too.
 */
export function column<T>(
  id: string,
  title: string,
  { value, cell, className, hideable }: ColumnOptions<T> = {},
): ColumnDef<T> {
  const def: ColumnDef<T> = {
    id,
    header: ({ column: target }) => <DataTableColumnHeader column={target} title={title} />,
    meta: className ? { title, className } : { title },
  };
  if (value) Object.assign(def, { accessorFn: value });
  else Object.assign(def, { accessorKey: id });
  if (hideable === false) def.enableHiding = false;
  if (cell) def.cell = ({ row }) => cell(row.original);
  return def;
}

/**
 * A column the row draws itself, with no value of its own: it can be hidden under View, and is not offered
 * for sorting (the table sorts by a column's value).
 */
export function displayColumn<T>(
  id: string,
  title: string,
  cell: (row: T) => ReactNode,
  className?: string,
): ColumnDef<T> {
  return {
    id,
    header: ({ column: target }) => <DataTableColumnHeader column={target} title={title} />,
    meta: className ? { title, className } : { title },
    cell: ({ row }) => cell(row.original),
  };
}

/** A moment of the record (created, updated, last login…) in the console's date-time format; '-' when none. */
export function dateTimeColumn<T>(id: FieldOf<T, string | null | undefined>, title: string): ColumnDef<T> {
  return column<T>(id, title, { cell: (row) => formatDateTime(row[id] as string | null | undefined) });
}

/**
 * A column of a table without header menus (nothing to sort or hide): its title heads it and labels the
 * value on a phone's card.
 */
export function plainColumn<T>(
  id: string,
  title: string,
  cell: (row: T) => ReactNode,
  className?: string,
): ColumnDef<T> {
  return {
    id,
    header: title,
    meta: className ? { title, className } : { title },
    cell: ({ row }) => cell(row.original),
  };
}

/** A text that may be missing (who created the record, remarks…): '-' when it is. */
export function optionalColumn<T>(id: FieldOf<T, string | null | undefined>, title: string): ColumnDef<T> {
  return column<T>(id, title, { cell: (row) => orMissing(row[id] as string | null | undefined) });
}

/** A long text cut to the column's width, whole in its tooltip; '-' when there is none. */
export function truncatedColumn<T>(
  id: FieldOf<T, string | null | undefined>,
  title: string,
  className: string,
): ColumnDef<T> {
  return column<T>(id, title, {
    className,
    cell: (row) => {
      const text = row[id] as string | null | undefined;
      return (
        <span className="block truncate" title={text ?? undefined}>
          {orMissing(text)}
        </span>
      );
    },
  });
}

/** A count, grouped as the console's language writes it, on the right. */
export function countColumn<T>(id: FieldOf<T, number>, title: string, className = NUMERIC_CELL): ColumnDef<T> {
  return column<T>(id, title, { className, cell: (row) => formatCount(row[id] as number) });
}

/** The record's status as a badge: green while Active. */
export function statusColumn<T extends { status: string }>(
  title: string,
  label: (status: T['status']) => string,
): ColumnDef<T> {
  return column<T>('status', title, {
    cell: (row) => <Badge variant={row.status === 'Active' ? 'success' : 'secondary'}>{label(row.status)}</Badge>,
  });
}

/** The id of the row actions' column (edit, delete…): on a phone's card they stand beside its title. */
export const ACTIONS_COLUMN_ID = 'actions';

/** The row's action buttons, last and always shown. */
export function actionsColumn<T>(
  title: string,
  cell: (row: T) => ReactNode,
  className = 'w-24 text-right',
): ColumnDef<T> {
  return {
    id: ACTIONS_COLUMN_ID,
    header: () => <div className="text-right">{title}</div>,
    meta: { title, className },
    enableHiding: false,
    cell: ({ row }) => cell(row.original),
  };
}

/** What a row's Edit and Delete open. */
export interface RecordRowHandlers<T> {
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}

/** Why a row's Edit or Delete is unavailable, if it is (e.g. a record that outranks the user). */
export interface RowLocks<T> {
  edit?: (row: T) => string | undefined;
  delete?: (row: T) => string | undefined;
}

/** Edit and Delete of a record row, named after the row for a screen reader ("Edit admin@example.com"). */
export function rowActionsColumn<T>(
  title: string,
  name: (row: T) => string,
  { onEdit, onDelete }: RecordRowHandlers<T>,
  locks: RowLocks<T> = {},
): ColumnDef<T> {
  return actionsColumn<T>(title, (row) => (
    <RowActions
      name={name(row)}
      onEdit={() => onEdit(row)}
      onDelete={() => onDelete(row)}
      editDisabledReason={locks.edit?.(row)}
      deleteDisabledReason={locks.delete?.(row)}
    />
  ));
}
