import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { useBlocker, useRouter } from '@tanstack/react-router';
import { Loader2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';

/** Lets the form inside a RecordFormDialog say whether it holds unsaved changes. */
const UnsavedChangesContext = createContext<((dirty: boolean) => void) | null>(null);

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

/**
 * The add/edit dialog of a list page: title, one-line description, and the record's form. Closing it
 * (Escape, outside click, the close button, Cancel, browser Back) while its RecordForm holds unsaved
 * changes asks first; a clean form closes at once. A successful save closes through `onOpenChange`
 * directly, without asking.
 */
export function RecordFormDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: RecordFormDialogProps) {
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const setDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  // Closed (saved, or discarded): nothing is left to guard while the closing animation runs.
  useEffect(() => {
    if (!open) dirty.current = false;
  }, [open]);
  const discard = () => {
    setAsking(false);
    dirty.current = false;
    onOpenChange(false);
  };
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && dirty.current) setAsking(true);
        else onOpenChange(next);
      }}
    >
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <UnsavedChangesContext.Provider value={setDirty}>{children}</UnsavedChangesContext.Provider>
        {/* Unit tests render dialogs without a router: there is no Back to guard there. */}
        {router && <BackGuard dirty={dirty} onDiscard={discard} />}
        <DiscardChangesDialog open={asking} onKeep={() => setAsking(false)} onDiscard={discard} />
      </DialogContent>
    </Dialog>
  );
}

/** Browser Back (or any navigation) away from an open form with unsaved changes asks first too. */
function BackGuard({ dirty, onDiscard }: { dirty: { current: boolean }; onDiscard: () => void }) {
  const blocker = useBlocker({
    shouldBlockFn: () => dirty.current,
    enableBeforeUnload: () => dirty.current,
    withResolver: true,
  });
  return (
    <DiscardChangesDialog
      open={blocker.status === 'blocked'}
      onKeep={() => blocker.reset?.()}
      onDiscard={() => {
        blocker.proceed?.();
        onDiscard();
      }}
    />
  );
}

function DiscardChangesDialog({
  open,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onKeep()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('unsavedChanges.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('unsavedChanges.description')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('unsavedChanges.keep')}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onDiscard}>
            {t('unsavedChanges.discard')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

interface RecordFormProps<TIn extends FieldValues, TOut extends FieldValues> {
  form: UseFormReturn<TIn, unknown, TOut>;
  onSubmit: SubmitHandler<TOut>;
  cancelLabel: string;
  submitLabel: string;
  /** Further reasons to keep the submit button disabled (e.g. an empty required text). */
  submitDisabled?: boolean;
  /** Something else is being sent for this form (e.g. after a confirmation): the submit shows progress too. */
  pending?: boolean;
  className?: string;
  footerClassName?: string;
  /** The fields, in order. */
  children: ReactNode;
}

/**
 * A record's form: its fields, then Cancel and submit. Tells the enclosing RecordFormDialog whether it
 * holds unsaved changes, so that closing the dialog asks before they are lost.
 */
export function RecordForm<TIn extends FieldValues, TOut extends FieldValues>({
  form,
  onSubmit,
  cancelLabel,
  submitLabel,
  submitDisabled,
  pending = false,
  className = 'grid gap-4',
  footerClassName,
  children,
}: RecordFormProps<TIn, TOut>) {
  const setDirty = useContext(UnsavedChangesContext);
  const { isDirty, isSubmitting } = form.formState;
  useEffect(() => {
    setDirty?.(isDirty);
  }, [setDirty, isDirty]);
  useEffect(() => () => setDirty?.(false), [setDirty]);
  return (
    <Form {...form}>
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} className={className} noValidate>
        {children}
        <FormDialogFooter
          cancelLabel={cancelLabel}
          submitLabel={submitLabel}
          submitting={isSubmitting || pending}
          disabled={submitDisabled}
          className={footerClassName}
        />
      </form>
    </Form>
  );
}

interface FormDialogFooterProps {
  cancelLabel: string;
  submitLabel: string;
  /** The form is being sent: the submit button is disabled and shows progress. */
  submitting: boolean;
  /** Further reasons to keep the submit button disabled (e.g. an empty required text). */
  disabled?: boolean;
  className?: string;
}

/** Cancel (closes the dialog) and submit, with progress while the form is sent: the footer of every form dialog. */
export function FormDialogFooter({
  cancelLabel,
  submitLabel,
  submitting,
  disabled = false,
  className,
}: FormDialogFooterProps) {
  return (
    <DialogFooter className={className}>
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

/** What every record dialog of a list page takes; the dialog adds its record. */
export interface RecordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
