import type { ReactNode } from 'react';
import type { RecordDialogProps } from '@/components/record-form-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

interface StepDialogProps extends RecordDialogProps {
  title: string;
  description: string;
  /** The form, made anew at each opening: nothing typed (a password, a code) is kept once it closes. */
  children: ReactNode;
}

/** A dialog of the two-step card: its title, the line under it, and its form while it is open. */
export function StepDialog({ open, onOpenChange, title, description, children }: StepDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open && children}
      </DialogContent>
    </Dialog>
  );
}
