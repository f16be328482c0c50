import type { ComponentType } from 'react';
import type { RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // Declaration merging: the type parameters must repeat the library's, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- required by declaration merging
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's translated name, shown in the header and in the "Toggle columns" list. */
    title?: string;
    /** Extra classes for the column's header and cells (width, alignment). */
    className?: string;
  }
  interface TableMeta<TData extends RowData> {
    /** What a row is called, for its selection checkbox's accessible name ("Select spring sale"). */
    rowName?: (row: TData) => string;
  }
}

export interface FilterOption {
  /** The value written to the URL and sent to the API (a number stays a number, e.g. role_id). */
  value: string | number;
  label: string;
  icon?: ComponentType<{ className?: string }>;
}

/** A filter with a fixed list of choices (status, role…): one URL/API param named `id`. */
export interface FacetedFilterDef {
  id: string;
  title: string;
  options: readonly FilterOption[];
  /** Several values at once (the param repeats); one value by default, as most list APIs take. */
  multiple?: boolean;
}

/** The date-range filter: presets and a custom range, kept in `preset` / `from` + `to`. */
export interface DateRangeFilterDef {
  title: string;
  /** API names of the range's bounds; created_from / created_to by default. */
  params?: { from: string; to: string };
}

export type { RowData };
