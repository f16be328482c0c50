import type * as React from 'react';
import { ChevronRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Slot } from '@/components/ui/slot';
import { styled } from '@/components/ui/styled';
import { cn } from '@/lib/utils';

/** Where a page sits: Section › List › Record, each step a link back (WAI-ARIA breadcrumb pattern). */
export function Breadcrumb(props: React.ComponentProps<'nav'>) {
  const { t } = useTranslation('common');
  return <nav aria-label={t('nav.breadcrumb')} data-slot="breadcrumb" {...props} />;
}

export const BreadcrumbList = styled(
  'ol',
  'breadcrumb-list',
  'flex flex-wrap items-center gap-1.5 text-sm break-words text-muted-foreground sm:gap-2.5',
);

export const BreadcrumbItem = styled('li', 'breadcrumb-item', 'inline-flex min-w-0 items-center gap-1.5');

/** `asChild` renders the router's Link with this styling. */
export function BreadcrumbLink({ asChild, className, ...props }: React.ComponentProps<'a'> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : 'a';
  return (
    <Comp
      data-slot="breadcrumb-link"
      className={cn(
        'rounded-sm transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
      {...props}
    />
  );
}

/** The page itself: the last step, not a link. */
export function BreadcrumbPage({ className, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      data-slot="breadcrumb-page"
      aria-current="page"
      className={cn('max-w-[16rem] truncate font-normal text-foreground sm:max-w-md', className)}
      {...props}
    />
  );
}

export function BreadcrumbSeparator({ children, className, ...props }: React.ComponentProps<'li'>) {
  return (
    <li
      data-slot="breadcrumb-separator"
      role="presentation"
      aria-hidden="true"
      className={cn('[&>svg]:size-3.5', className)}
      {...props}
    >
      {children ?? <ChevronRightIcon />}
    </li>
  );
}
