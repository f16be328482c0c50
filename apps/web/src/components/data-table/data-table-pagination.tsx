import type { ReactNode } from 'react';
import type { Table } from '@tanstack/react-table';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@backoffice/contract';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

interface DataTablePaginationProps<TData> {
  table: Table<TData>;
  /** Total rows of the whole list, as the server counted them. */
  totalRows: number;
  /** Replaces "Total n rows" when the list words its total itself. */
  totalText?: string | undefined;
  /**
   * No page has answered yet: the total and the page count are unknown, so they are not shown and nothing
   * can be paged through (a click would move blindly past pages nobody has seen).
   */
  pending?: boolean;
}

/** Total rows, rows per page, "Page x of y" and first / previous / next / last. */
export function DataTablePagination<TData>({
  table,
  totalRows,
  totalText,
  pending = false,
}: DataTablePaginationProps<TData>) {
  const { t } = useTranslation('table');
  const { pageIndex, pageSize } = table.getState().pagination;
  // An empty list still reads "Page 1 of 1" rather than "Page 1 of 0".
  const pageCount = Math.max(1, table.getPageCount());
  const sizeId = 'data-table-rows-per-page';
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 px-2">
      <div className="text-sm text-muted-foreground">
        {pending ? <Skeleton className="h-4 w-24" /> : (totalText ?? t('pagination.totalRows', { count: totalRows }))}
      </div>
      <div className="flex flex-wrap items-center gap-4 lg:gap-8">
        <div className="flex items-center gap-2">
          <span id={sizeId} className="text-sm font-medium">
            {t('pagination.rowsPerPage')}
          </span>
          <Select
            value={String(pageSize)}
            onValueChange={(value) => table.setPageSize(Number(value))}
            disabled={pending}
          >
            <SelectTrigger size="sm" className="w-[4.5rem]" aria-labelledby={sizeId}>
              <SelectValue placeholder={String(pageSize)} />
            </SelectTrigger>
            <SelectContent side="top">
              {PAGE_SIZES.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="text-sm font-medium" aria-live="polite">
          {pending ? (
            <Skeleton className="h-4 w-20" />
          ) : (
            t('pagination.pageOf', { page: Math.min(pageIndex + 1, pageCount), pages: pageCount })
          )}
        </div>
        <div className="flex items-center gap-2">
          <PageButton
            label={t('pagination.first')}
            onClick={() => table.setPageIndex(0)}
            disabled={pending || !table.getCanPreviousPage()}
          >
            <ChevronsLeftIcon aria-hidden="true" />
          </PageButton>
          <PageButton
            label={t('pagination.previous')}
            onClick={() => table.previousPage()}
            disabled={pending || !table.getCanPreviousPage()}
          >
            <ChevronLeftIcon aria-hidden="true" />
          </PageButton>
          <PageButton
            label={t('pagination.next')}
            onClick={() => table.nextPage()}
            disabled={pending || !table.getCanNextPage()}
          >
            <ChevronRightIcon aria-hidden="true" />
          </PageButton>
          <PageButton
            label={t('pagination.last')}
            onClick={() => table.setPageIndex(table.getPageCount() - 1)}
            disabled={pending || !table.getCanNextPage()}
          >
            <ChevronsRightIcon aria-hidden="true" />
          </PageButton>
        </div>
      </div>
    </div>
  );
}

function PageButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <Button variant="outline" size="icon-sm" onClick={onClick} disabled={disabled} aria-label={label} title={label}>
      {children}
    </Button>
  );
}
