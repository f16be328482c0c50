import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { mfaPasswordConfirmRequestSchema, type MfaPasswordConfirmRequest } from '@backoffice/contract';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/errors';
import { applyServerErrors } from '@/lib/form-errors';
import { isApiError } from '@/lib/http';
import { notify } from '@/lib/toast';

interface PasswordConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** Does the change; throws when the server refuses it. The dialog closes when it resolves. */
  onConfirm: (password: string) => Promise<void>;
}

/**
 * Asks for the password again before a second factor is removed or the recovery codes are replaced
 * (docs/decisions/0011-two-step-sign-in.md): a session left open is not enough to weaken the account.
 */
export function PasswordConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm }: PasswordConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {/* A new form each time the dialog opens: the password is never kept. */}
        {open && <PasswordConfirmForm confirmLabel={confirmLabel} onConfirm={onConfirm} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function PasswordConfirmForm({
  confirmLabel,
  onConfirm,
  onDone,
}: {
  confirmLabel: string;
  onConfirm: (password: string) => Promise<void>;
  onDone: () => void;
}) {
  const { t } = useTranslation('twoStep');
  const form = useForm<MfaPasswordConfirmRequest>({
    resolver: zodResolver(mfaPasswordConfirmRequestSchema),
    defaultValues: { password: '' },
  });
  const label = t('confirm.password');

  async function submit(values: MfaPasswordConfirmRequest) {
    try {
      await onConfirm(values.password);
    } catch (error) {
      if (isApiError(error) && error.code === 'CURRENT_PASSWORD_INCORRECT') {
        form.setError('password', { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
        return;
      }
      if (!applyServerErrors(error, form.setError, ['password'])) notify.failure(error);
      return;
    }
    onDone();
  }

  const pending = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form noValidate className="grid gap-4" onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <FormField
          control={form.control}
          name="password"
          label={label}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{label}</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="current-password" disabled={pending} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {t('confirm.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" variant="destructive" disabled={pending}>
            {pending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
