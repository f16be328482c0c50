import { createContext, useContext, type ReactNode } from 'react';
import type { ExportType } from '@backoffice/contract';
import type { DateRangeValue } from './date-range-filter';
import type { ListParams } from './list-params';

/** What a list page hands to its Export action: the list's type and the view the user is looking at. */
export interface ListExportRequest {
  type: ExportType;
  /** The list call's query as the table sends it (search, sort, filters, date range, paging). */
  params: ListParams;
  /** The table's date range, to start the export's range from. */
  range: DateRangeValue;
  /** How many selected rows the params name by `ids`: the action exports those, whatever their dates. */
  selected?: number | undefined;
}

/**
 * The Export action is File Export's (features never import each other), so the table only offers a
 * slot: the authenticated layout provides what renders it, and lists without it show nothing.
 */
const ListExportContext = createContext<((request: ListExportRequest) => ReactNode) | null>(null);

export const ListExportProvider = ListExportContext.Provider;

/** The Export action of a list page, when the app provides one. */
export function ListExportSlot(props: ListExportRequest) {
  const render = useContext(ListExportContext);
  return render ? render(props) : null;
}
