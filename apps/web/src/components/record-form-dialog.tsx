import type { ReactNode } from 'react';
import { Loader2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

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

interface FormDialogFooterProps {
  cancelLabel: string;
  submitLabel: string;
  /** The form is being sent: the submit button is disabled and shows progress. */
  submitting: boolean;
  /** Further reasons to keep the submit button disabled (e.g. an empty required text). */
  disabled?: boolean;
}

/** Cancel (closes the dialog) and submit, with progress while the form is sent: the footer of every form dialog. */
export function FormDialogFooter({ cancelLabel, submitLabel, submitting, disabled = false }: FormDialogFooterProps) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline">{cancelLabel}</Button>
      </DialogClose>
      <Button type="submit" disabled={submitting || disabled}>
        {submitting && <Loader2Icon className="animate-spin" aria-hidden="true" />}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
