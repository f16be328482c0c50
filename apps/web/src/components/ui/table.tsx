import type * as React from 'react';
import { styled } from '@/components/ui/styled';
import { cn } from '@/lib/utils';

/** Plain table primitives; the data table composes them. The wrapper scrolls wide tables sideways. */
export function Table({ className, ...props }: React.ComponentProps<'table'>) {
  return (
    <div data-slot="table-container" className="relative w-full overflow-x-auto">
      <table data-slot="table" className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

export const TableHeader = styled('thead', 'table-header', '[&_tr]:border-b');

export const TableBody = styled('tbody', 'table-body', '[&_tr:last-child]:border-0');

export const TableFooter = styled('tfoot', 'table-footer', 'border-t bg-muted/50 font-medium [&>tr]:last:border-b-0');

export const TableRow = styled(
  'tr',
  'table-row',
  'border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted',
);

export const TableHead = styled(
  'th',
  'table-head',
  'h-10 px-2 text-left align-middle font-medium whitespace-nowrap text-foreground [&:has([role=checkbox])]:pr-0',
);

export const TableCell = styled('td', 'table-cell', 'p-2 align-middle whitespace-nowrap [&:has([role=checkbox])]:pr-0');

export const TableCaption = styled('caption', 'table-caption', 'mt-4 text-sm text-muted-foreground');
