import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { mfaPasswordConfirmRequestSchema, type MfaPasswordConfirmRequest } from '@backoffice/contract';
import { FormFieldShell } from '@/components/form-fields';
import type { RecordDialogProps } from '@/components/record-form-dialog';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Form, FormControl } from '@/components/ui/form';
import { PasswordInput } from '@/components/ui/password-input';
import { StepDialog } from '@/app/profile/two-step/step-dialog';
import { applyServerErrors } from '@/lib/form-errors';
import { notify } from '@/lib/toast';

interface PasswordConfirmDialogProps extends RecordDialogProps {
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
export function PasswordConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
}: PasswordConfirmDialogProps) {
  return (
    <StepDialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <PasswordConfirmForm confirmLabel={confirmLabel} onConfirm={onConfirm} onDone={() => onOpenChange(false)} />
    </StepDialog>
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

  async function submit(values: MfaPasswordConfirmRequest) {
    try {
      await onConfirm(values.password);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['password'], { CURRENT_PASSWORD_INCORRECT: 'password' }))
        notify.failure(error);
      return;
    }
    onDone();
  }

  const pending = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form noValidate className="grid gap-4" onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <FormFieldShell control={form.control} name="password" label={t('confirm.password')}>
          {(field) => (
            <FormControl>
              <PasswordInput autoComplete="current-password" disabled={pending} {...field} />
            </FormControl>
          )}
        </FormFieldShell>
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
