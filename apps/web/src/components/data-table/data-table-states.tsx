import type { ReactNode } from 'react';
import type { Table as ReactTable } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

/** Where the rows stand: what the grid shows instead of them, or over them. */
export interface GridStatus {
  /** Nothing loaded yet: placeholder rows. */
  loading: boolean;
  /** The rows could not be loaded (and none are shown): the reason and a retry. */
  error?: { message: string; onRetry: () => void } | undefined;
  /** A request is under way (announced with aria-busy). */
  busy: boolean;
  /** The rows shown are the previous page's while the next loads: dimmed. */
  stale?: boolean;
  /** How many placeholder rows stand in while loading. */
  skeletonRows: number;
  /** What stands in for no rows when the list words it itself; "No results." otherwise. */
  empty?: ReactNode;
}

/** Placeholder rows while the first page loads, as many as the page will hold. */
export function DataTableSkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  const { t } = useTranslation('table');
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <TableRow key={row} aria-hidden={row > 0 ? true : undefined}>
          {Array.from({ length: columns }, (_, column) => (
            <TableCell key={column}>
              {row === 0 && column === 0 && <span className="sr-only">{t('states.loading')}</span>}
              <Skeleton className="h-5 w-full min-w-12" />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}

export function DataTableEmptyRow({ columns, children }: { columns: number; children?: ReactNode }) {
  const { t } = useTranslation('table');
  return (
    <TableRow>
      <TableCell colSpan={columns} className="h-24 text-center whitespace-normal">
        {children ?? t('states.noResults')}
      </TableCell>
    </TableRow>
  );
}

/** The list could not be loaded: why, and a retry. Stands in for the rows of the table and for the cards. */
export function DataTableError({
  message,
  onRetry,
  className,
}: {
  message: string | undefined;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation('table');
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-2', className)}>
      <p className="font-medium">{t('states.error')}</p>
      {message && <p className="text-sm whitespace-normal text-muted-foreground">{message}</p>}
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('states.retry')}
      </Button>
    </div>
  );
}

export function DataTableErrorRow({
  columns,
  ...error
}: {
  columns: number;
  message: string | undefined;
  onRetry: () => void;
}) {
  return (
    <TableRow>
      <TableCell colSpan={columns} className="h-24 text-center">
        <DataTableError {...error} />
      </TableCell>
    </TableRow>
  );
}

interface PageSearchEmptyProps<TData> {
  /** The table searched: "Search the next page" moves it on. */
  table: ReactTable<TData>;
  /** The search, as typed. */
  text: string;
  /** The list's words: nothing on this page matched the search, and only this page was searched. */
  noMatch: (text: string) => string;
  onClear: () => void;
}

/**
 * No row of the loaded page matches a search that looks at this page only: "No results." under a total of
 * many rows would read as a contradiction, so say which page was searched and offer the others.
 */
export function DataTablePageSearchEmpty<TData>({ table, text, noMatch, onClear }: PageSearchEmptyProps<TData>) {
  const { t } = useTranslation('table');
  return (
    <div className="flex flex-col items-center gap-2">
      <p>{noMatch(text)}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {table.getCanNextPage() && (
          <Button size="sm" variant="outline" onClick={() => table.nextPage()}>
            {t('states.searchNextPage')}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onClear}>
          {t('states.clearSearch')}
        </Button>
      </div>
    </div>
  );
}
