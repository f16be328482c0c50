import * as React from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { reauthenticateRequestSchema, type ReauthenticateRequest } from '@backoffice/contract';
import { FormFieldShell } from '@/components/form-fields';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl } from '@/components/ui/form';
import { PasswordInput } from '@/components/ui/password-input';
import { applyServerErrors } from '@/lib/form-errors';
import { userApi } from '@/lib/http';
import { setReauthenticationPrompt } from '@/lib/reauthentication';
import { notify } from '@/lib/toast';

/**
 * Asks for the password again when a change needs a recent sign-in (lib/reauthentication.ts), over
 * whatever dialog asked for the change; the change is sent again once the password is right, and
 * refused as before when the user cancels. Mounted once, in the signed-in layout.
 */
export function ReauthenticationDialog() {
  const { t } = useTranslation('common');
  const [settle, setSettle] = React.useState<((done: boolean) => void) | undefined>(undefined);

  React.useEffect(
    () =>
      setReauthenticationPrompt(
        () =>
          new Promise<boolean>((resolve) => {
            setSettle(() => resolve);
          }),
      ),
    [],
  );

  const finish = (done: boolean) => {
    settle?.(done);
    setSettle(undefined);
  };

  return (
    <Dialog open={settle !== undefined} onOpenChange={(open) => !open && finish(false)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('reauthenticate.title')}</DialogTitle>
          <DialogDescription>{t('reauthenticate.description')}</DialogDescription>
        </DialogHeader>
        {/* Made anew at each opening: the password typed is not kept once it closes. */}
        {settle && <ReauthenticationForm onDone={() => finish(true)} />}
      </DialogContent>
    </Dialog>
  );
}

function ReauthenticationForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('common');
  const form = useForm<ReauthenticateRequest>({
    resolver: zodResolver(reauthenticateRequestSchema),
    defaultValues: { password: '' },
  });

  async function submit(values: ReauthenticateRequest) {
    try {
      await userApi.post('/v1/auth/reauthenticate', { password: values.password }, { reauthenticate: false });
    } catch (error) {
      const placed = applyServerErrors(error, form.setError, ['password'], { CURRENT_PASSWORD_INCORRECT: 'password', TOO_MANY_PASSWORD_ATTEMPTS: 'password' });
      if (!placed) notify.failure(error);
      return;
    }
    onDone();
  }

  const pending = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form noValidate className="grid gap-4" onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <FormFieldShell control={form.control} name="password" label={t('reauthenticate.password')}>
          {(field) => (
            <FormControl>
              <PasswordInput autoComplete="current-password" disabled={pending} {...field} value={field.value ?? ''} />
            </FormControl>
          )}
        </FormFieldShell>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {t('actions.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={pending}>
            {pending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {t('reauthenticate.confirm')}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
