import type { Column } from '@tanstack/react-table';
import { ArrowDownIcon, ArrowUpIcon, ChevronsUpDownIcon, EyeOffIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';

interface DataTableColumnHeaderProps<TData, TValue> {
  column: Column<TData, TValue>;
  title: string;
  className?: string;
}

/** A column title; for a sortable or hideable column, a menu with Asc / Desc / Hide. */
export function DataTableColumnHeader<TData, TValue>({
  column,
  title,
  className,
}: DataTableColumnHeaderProps<TData, TValue>) {
  const { t } = useTranslation('table');
  const canSort = column.getCanSort();
  const canHide = column.getCanHide();
  if (!canSort && !canHide) return <div className={className}>{title}</div>;

  const sorted = column.getIsSorted();
  const SortIcon = sorted === 'desc' ? ArrowDownIcon : sorted === 'asc' ? ArrowUpIcon : ChevronsUpDownIcon;
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="sm"
            // A long title wraps at its spaces under its sort icon instead of widening the column; it may
            // shrink with the column (not run into the next header), and a Chinese title keeps its characters
            // together, so the column takes its width rather than wrapping it a character a line.
            className="-ml-3 h-auto min-h-8 min-w-0 shrink py-1 text-left break-keep whitespace-normal data-[state=open]:bg-accent"
            aria-label={t('column.menu', { column: title })}
          >
            <span>{title}</span>
            {canSort && <SortIcon aria-hidden="true" />}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          {canSort && (
            <>
              <DropdownMenuItem onSelect={() => column.toggleSorting(false)}>
                <ArrowUpIcon aria-hidden="true" />
                {t('column.asc')}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => column.toggleSorting(true)}>
                <ArrowDownIcon aria-hidden="true" />
                {t('column.desc')}
              </DropdownMenuItem>
            </>
          )}
          {canSort && canHide && <DropdownMenuSeparator />}
          {canHide && (
            <DropdownMenuItem onSelect={() => column.toggleVisibility(false)}>
              <EyeOffIcon aria-hidden="true" />
              {t('column.hide')}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
