import type { ReactNode } from 'react';
import type { Table } from '@tanstack/react-table';
import { RefreshCwIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LIST_TOOLBAR, mark } from '@/lib/page-regions';
import { cn } from '@/lib/utils';
import { DataTableFacetedFilter } from './data-table-faceted-filter';
import { DataTableSearch } from './data-table-search';
import { DataTableViewOptions } from './data-table-view-options';
import { DateRangeFilter, type DateRangeValue } from './date-range-filter';
import type { TableSearch } from './table-search';
import type { DateRangeFilterDef, FacetedFilterDef, FilterOption } from './types';

interface DataTableToolbarProps<TData> {
  table: Table<TData>;
  search: TableSearch;
  /** Changes search, filters or date range (and goes back to the first page). */
  onFilterChange: (patch: Record<string, unknown>) => void;
  /** Search, filters, sort or columns differ from the list's first view. */
  canReset: boolean;
  /** Puts them all back. */
  onReset: () => void;
  searchPlaceholder?: string | undefined;
  /** The search box's accessible name; the placeholder by default. */
  searchLabel?: string | undefined;
  filters?: readonly FacetedFilterDef[];
  dateFilter?: DateRangeFilterDef;
  /** Page actions shown on the right (e.g. "Add account"). */
  actions?: ReactNode;
  /** The saved views of the list, beside View. */
  views?: ReactNode;
}

/**
 * The region a list's toolbar sits in, named for screen readers: the skip link lands here, and after a
 * delete that leaves no row, the focus does. Lists with a toolbar of their own wrap it in this too.
 */
export function ListToolbarRegion({ children, className }: { children: ReactNode; className?: string }) {
  const { t } = useTranslation('table');
  return (
    <section
      {...mark(LIST_TOOLBAR)}
      aria-label={t('toolbar.label')}
      tabIndex={-1}
      className={cn('rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50', className)}
    >
      {children}
    </section>
  );
}

export function DataTableToolbar<TData>({
  table,
  search,
  onFilterChange,
  canReset,
  onReset,
  searchPlaceholder,
  searchLabel,
  filters = [],
  dateFilter,
  actions,
  views,
}: DataTableToolbarProps<TData>) {
  const { t } = useTranslation('table');
  const values = search as Record<string, unknown>;
  return (
    <ListToolbarRegion className="flex flex-wrap items-center justify-between gap-2">
      {/* At least 18rem: on a phone the page's actions go to the next line instead of squeezing the search. */}
      <div className="flex min-w-72 flex-1 flex-wrap items-center gap-2">
        <DataTableSearch
          value={search.search}
          onCommit={(text) => onFilterChange({ search: text })}
          placeholder={searchPlaceholder ?? t('toolbar.searchPlaceholder')}
          label={searchLabel}
        />
        {filters.map((filter) => (
          <DataTableFacetedFilter
            key={filter.id}
            filter={filter}
            value={values[filter.id]}
            onChange={(value: FilterOption['value'] | FilterOption['value'][] | undefined) =>
              onFilterChange({ [filter.id]: value })
            }
          />
        ))}
        {dateFilter && (
          <DateRangeFilter
            title={dateFilter.title}
            value={{ preset: search.preset, from: search.from, to: search.to }}
            onChange={(range: DateRangeValue) => onFilterChange(range)}
          />
        )}
        {canReset && (
          <Button variant="ghost" size="sm" className="h-8 px-2 lg:px-3" onClick={onReset}>
            {t('toolbar.reset')}
            <XIcon aria-hidden="true" />
          </Button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {views}
        <DataTableViewOptions table={table} />
        {actions}
      </div>
    </ListToolbarRegion>
  );
}

/** "Refresh": loads the page shown again, its icon turning while a request for the rows is under way. */
export function DataTableRefresh({ onRefresh, busy }: { onRefresh: () => void; busy: boolean }) {
  const { t } = useTranslation('table');
  return (
    <Button size="sm" variant="outline" className="h-8" onClick={onRefresh} disabled={busy}>
      <RefreshCwIcon className={busy ? 'animate-spin' : undefined} aria-hidden="true" />
      {t('toolbar.refresh')}
    </Button>
  );
}
