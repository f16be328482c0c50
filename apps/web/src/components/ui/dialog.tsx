import type * as React from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFocusReturn } from '@/components/ui/use-focus-return';
import { styled } from '@/components/ui/styled';

export const Dialog = styled(DialogPrimitive.Root, 'dialog');

export const DialogTrigger = styled(DialogPrimitive.Trigger, 'dialog-trigger');

export const DialogPortal = styled(DialogPrimitive.Portal, 'dialog-portal');

export const DialogClose = styled(DialogPrimitive.Close, 'dialog-close');

export const DialogOverlay = styled(
  DialogPrimitive.Overlay,
  'dialog-overlay',
  'fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-in data-[state=open]:fade-in-0 data-[state=closed]:animate-out data-[state=closed]:fade-out-0',
);

const DialogBox = styled(
  DialogPrimitive.Content,
  'dialog-content',
  'fixed top-[50%] left-[50%] z-50 grid max-h-[calc(100vh-2rem)] w-full max-w-[calc(100%-2rem)] translate-x-[-50%] translate-y-[-50%] gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg duration-200 outline-none sm:max-w-lg',
);

export function DialogContent({
  children,
  showCloseButton = true,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { showCloseButton?: boolean }) {
  const { t } = useTranslation('common');
  const focusReturn = useFocusReturn(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogBox {...props} {...focusReturn}>
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            className="absolute top-4 right-4 rounded-xs opacity-70 ring-offset-background transition-opacity hover:opacity-100 focus:ring-2 focus:ring-ring focus:ring-offset-2 focus:outline-hidden disabled:pointer-events-none [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4"
          >
            <XIcon aria-hidden="true" />
            <span className="sr-only">{t('actions.close')}</span>
          </DialogPrimitive.Close>
        )}
      </DialogBox>
    </DialogPortal>
  );
}

export const DialogHeader = styled('div', 'dialog-header', 'flex flex-col gap-2 text-center sm:text-left');

export const DialogFooter = styled('div', 'dialog-footer', 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end');

export const DialogTitle = styled(DialogPrimitive.Title, 'dialog-title', 'text-lg leading-none font-semibold');

export const DialogDescription = styled(
  DialogPrimitive.Description,
  'dialog-description',
  'text-sm text-muted-foreground',
);
