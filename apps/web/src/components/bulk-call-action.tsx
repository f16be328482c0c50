import { useState, type ReactNode } from 'react';
import { Loader2Icon } from 'lucide-react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { focusAfterListAction } from '@/components/data-table/focus-after-delete';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';

interface BulkCallActionProps {
  label: string;
  icon?: ReactNode;
  variant?: 'outline' | 'destructive';
  /** Runs the bulk call; all or nothing on the server. */
  run: () => Promise<unknown>;
  /** Says it worked (a toast by default; a delete offers Undo instead). */
  onSuccess: () => void;
  /** The failure toast, given the server's reason. */
  failure: (reason: string) => string;
  /** Asks first, for what cannot simply be set back (delete, revoke); `keepsRows` where the rows stay listed (revoke). */
  confirm?: { title: string; description: string; confirmLabel?: string; keepsRows?: boolean };
}

/** One action of a list's selection bar: asks if it must, runs the call once, says how it went. */
export function BulkCallAction({
  label,
  icon,
  variant = 'outline',
  run,
  onSuccess,
  failure,
  confirm,
}: BulkCallActionProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  /** `placeFocus`: for an action without a dialog, which places the focus itself (the dialog does otherwise). */
  async function execute(placeFocus?: () => void): Promise<boolean> {
    setPending(true);
    try {
      await run();
    } catch (error) {
      notify.error(failure(errorMessage(error)));
      return false;
    } finally {
      setPending(false);
    }
    onSuccess();
    placeFocus?.();
    return true;
  }

  return (
    <>
      <Button
        variant={variant}
        size="sm"
        className="h-8"
        disabled={pending}
        onClick={(event) => (confirm ? setOpen(true) : void execute(focusAfterListAction(event.currentTarget)))}
      >
        {pending && !confirm ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : icon}
        {label}
      </Button>
      {confirm && (
        <ConfirmDeleteDialog
          open={open}
          onOpenChange={setOpen}
          title={confirm.title}
          description={confirm.description}
          confirmLabel={confirm.confirmLabel}
          keepsRows={confirm.keepsRows}
          onConfirm={() => execute()}
          pending={pending}
        />
      )}
    </>
  );
}
