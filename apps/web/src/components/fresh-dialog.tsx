import type { ComponentType } from 'react';
import type { RecordDialogProps } from '@/components/record-form-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

interface FreshDialogProps extends RecordDialogProps {
  title: string;
  description: string;
  /** Width of the dialog. */
  className: string;
  /** The steps, mounted only while the dialog is open so that each opening starts afresh; `onDone` closes it. */
  steps: ComponentType<{ onDone: () => void }>;
}

/** A titled dialog for a task that starts over at each opening (an upload, a batch of words). */
export function FreshDialog({ open, onOpenChange, title, description, className, steps: Steps }: FreshDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open && <Steps onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
