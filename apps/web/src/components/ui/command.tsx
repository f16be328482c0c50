import type * as React from 'react';
import { Command as CommandPrimitive } from 'cmdk';
import { SearchIcon } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { styled } from '@/components/ui/styled';
import { cn } from '@/lib/utils';

/**
 * cmdk's listbox (arrow keys, Enter, the active option announced through aria-activedescendant) in
 * the console's styling; the dialog around it is ours, so focus returns as in every other dialog.
 */
export const Command = styled(
  CommandPrimitive,
  'command',
  'flex h-full w-full flex-col overflow-hidden rounded-md bg-popover text-popover-foreground',
);

export function CommandDialog({
  title,
  description,
  children,
  className,
  ...props
}: React.ComponentProps<typeof Dialog> & { title: string; description: string; className?: string }) {
  return (
    <Dialog {...props}>
      <DialogContent
        className={cn('top-[15%] translate-y-0 overflow-hidden p-0 sm:max-w-xl', className)}
        showCloseButton={false}
      >
        {/* The title and description live inside the content so Radix can label the dialog with them. */}
        <DialogTitle className="sr-only">{title}</DialogTitle>
        <DialogDescription className="sr-only">{description}</DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  );
}

const CommandInputBox = styled(
  CommandPrimitive.Input,
  'command-input',
  'flex h-10 w-full rounded-md bg-transparent py-3 text-sm outline-hidden placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50',
);

export function CommandInput(props: React.ComponentProps<typeof CommandPrimitive.Input>) {
  return (
    <div data-slot="command-input-wrapper" className="flex h-12 items-center gap-2 border-b px-3">
      <SearchIcon className="size-4 shrink-0 opacity-50" aria-hidden="true" />
      <CommandInputBox {...props} />
    </div>
  );
}

export const CommandList = styled(
  CommandPrimitive.List,
  'command-list',
  'max-h-[min(24rem,60vh)] scroll-py-1 overflow-x-hidden overflow-y-auto p-1',
);

export function CommandEmpty(props: React.ComponentProps<typeof CommandPrimitive.Empty>) {
  return <CommandPrimitive.Empty data-slot="command-empty" className="py-6 text-center text-sm" {...props} />;
}

export const CommandLoading = styled(
  CommandPrimitive.Loading,
  'command-loading',
  'px-2 py-3 text-sm text-muted-foreground',
);

export const CommandGroup = styled(
  CommandPrimitive.Group,
  'command-group',
  'overflow-hidden p-1 text-foreground [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground',
);

export const CommandSeparator = styled(CommandPrimitive.Separator, 'command-separator', '-mx-1 h-px bg-border');

export const CommandItem = styled(
  CommandPrimitive.Item,
  'command-item',
  "relative flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-hidden select-none data-[disabled=true]:pointer-events-none data-[disabled=true]:opacity-50 data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 [&_svg:not([class*='text-'])]:text-muted-foreground",
);

/** The key that runs an item, or opens the menu, shown beside it. */
export const CommandShortcut = styled(
  'kbd',
  'command-shortcut',
  'ml-auto font-sans text-xs tracking-widest text-muted-foreground',
);
