import type * as React from 'react';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { buttonVariants } from '@/components/ui/button';
import { useFocusReturn } from '@/components/ui/use-focus-return';
import { styled } from '@/components/ui/styled';
import { cn } from '@/lib/utils';

export const AlertDialog = styled(AlertDialogPrimitive.Root, 'alert-dialog');

export const AlertDialogTrigger = styled(AlertDialogPrimitive.Trigger, 'alert-dialog-trigger');

export const AlertDialogPortal = styled(AlertDialogPrimitive.Portal, 'alert-dialog-portal');

export const AlertDialogOverlay = styled(
  AlertDialogPrimitive.Overlay,
  'alert-dialog-overlay',
  'fixed inset-0 z-50 bg-black/50',
);

const AlertDialogBox = styled(
  AlertDialogPrimitive.Content,
  'alert-dialog-content',
  'fixed top-[50%] left-[50%] z-50 grid w-full max-w-[calc(100%-2rem)] translate-x-[-50%] translate-y-[-50%] gap-4 rounded-lg border bg-background p-6 shadow-lg duration-200 outline-none sm:max-w-lg',
);

export function AlertDialogContent({
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Content>) {
  const focusReturn = useFocusReturn(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <AlertDialogPortal>
      <AlertDialogOverlay />
      <AlertDialogBox {...props} {...focusReturn} />
    </AlertDialogPortal>
  );
}

export const AlertDialogHeader = styled('div', 'alert-dialog-header', 'flex flex-col gap-2 text-center sm:text-left');

export const AlertDialogFooter = styled(
  'div',
  'alert-dialog-footer',
  'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
);

export const AlertDialogTitle = styled(AlertDialogPrimitive.Title, 'alert-dialog-title', 'text-lg font-semibold');

export const AlertDialogDescription = styled(
  AlertDialogPrimitive.Description,
  'alert-dialog-description',
  'text-sm text-muted-foreground',
);

export function AlertDialogAction({
  className,
  variant = 'default',
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Action> & { variant?: 'default' | 'destructive' }) {
  return <AlertDialogPrimitive.Action className={cn(buttonVariants({ variant }), className)} {...props} />;
}

export function AlertDialogCancel({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return <AlertDialogPrimitive.Cancel className={cn(buttonVariants({ variant: 'outline' }), className)} {...props} />;
}
