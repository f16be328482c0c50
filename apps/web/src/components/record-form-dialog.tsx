import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

interface RecordFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Width (and scrolling) of the dialog. */
  className?: string;
  /** The form, keyed by the record so that every opening starts from the record's current values. */
  children: ReactNode;
}

/** The add/edit dialog of a list page: title, one-line description, and the record's form. */
export function RecordFormDialog({ open, onOpenChange, title, description, className, children }: RecordFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
