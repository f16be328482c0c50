import * as React from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { mfaStatusResponseSchema, reauthenticateRequestSchema, type ReauthenticateRequest } from '@backoffice/contract';
import { FormFieldShell } from '@/components/form-fields';
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
import { Form, FormControl } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { applyServerErrors } from '@/lib/form-errors';
import { userApi } from '@/lib/http';
import { setReauthenticationPrompt } from '@/lib/reauthentication';
import { notify } from '@/lib/toast';

/**
 * Asks for the password again (or, for an account with a second factor, a current code of it) when a
 * change needs a recent sign-in (lib/reauthentication.ts), over
 * whatever dialog asked for the change; the change is sent again once the password is right, and
 * refused as before when the user cancels. Mounted once, in the signed-in layout.
 */
export function ReauthenticationDialog() {
  const { t } = useTranslation('common');
  const [settle, setSettle] = React.useState<((done: boolean) => void) | undefined>(undefined);
  const pending = React.useRef<(done: boolean) => void>(undefined);

  React.useEffect(() => {
    const remove = setReauthenticationPrompt(
      () =>
        new Promise<boolean>((resolve) => {
          pending.current = resolve;
          setSettle(() => resolve);
        }),
    );
    return () => {
      remove();
      // Signed out with the question open: the calls waiting on it get their refusal, and the next asks anew.
      pending.current?.(false);
      pending.current = undefined;
    };
  }, []);

  const finish = (done: boolean) => {
    settle?.(done);
    pending.current = undefined;
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

type Proof = 'password' | 'code';

/** Whether the account has a second factor whose code may stand in for the password; false until known. */
function useHasSecondFactor(): boolean {
  const [has, setHas] = React.useState(false);
  React.useEffect(() => {
    const controller = new AbortController();
    userApi
      .get('/v1/auth/mfa', { signal: controller.signal, parse: (body) => mfaStatusResponseSchema.parse(body).data })
      .then((status) => setHas(status.totp_enabled || status.recovery_codes_remaining > 0))
      // Without the answer the password alone is offered, which every account has.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return has;
}

function ReauthenticationForm({ onDone }: { onDone: () => void }) {
  const hasSecondFactor = useHasSecondFactor();
  const [proof, setProof] = React.useState<Proof>('password');
  // A form of its own for each proof: what was typed for one is never sent with the other.
  return <ProofForm key={proof} proof={proof} onSwitch={hasSecondFactor ? setProof : undefined} onDone={onDone} />;
}

function ProofForm({
  proof,
  onSwitch,
  onDone,
}: {
  proof: Proof;
  onSwitch: ((next: Proof) => void) | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation('common');
  const form = useForm<ReauthenticateRequest>({
    resolver: zodResolver(reauthenticateRequestSchema),
    defaultValues: proof === 'password' ? { password: '' } : { code: '' },
  });

  async function submit(values: ReauthenticateRequest) {
    try {
      await userApi.post('/v1/auth/reauthenticate', values, { reauthenticate: false });
    } catch (error) {
      const placed = applyServerErrors(error, form.setError, [proof], {
        CURRENT_PASSWORD_INCORRECT: 'password',
        MFA_CODE_INVALID: 'code',
        TOO_MANY_PASSWORD_ATTEMPTS: proof,
      });
      if (!placed) notify.failure(error);
      return;
    }
    onDone();
  }

  const pending = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form noValidate className="grid gap-4" onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        {proof === 'password' ? (
          <FormFieldShell control={form.control} name="password" label={t('reauthenticate.password')}>
            {(field) => (
              <FormControl>
                <PasswordInput
                  autoComplete="current-password"
                  disabled={pending}
                  {...field}
                  value={field.value ?? ''}
                />
              </FormControl>
            )}
          </FormFieldShell>
        ) : (
          <FormFieldShell control={form.control} name="code" label={t('reauthenticate.code')}>
            {(field) => (
              <FormControl>
                <Input
                  autoComplete="one-time-code"
                  spellCheck={false}
                  disabled={pending}
                  {...field}
                  value={field.value ?? ''}
                />
              </FormControl>
            )}
          </FormFieldShell>
        )}
        {onSwitch && (
          <Button
            type="button"
            variant="link"
            className="justify-self-start px-0"
            disabled={pending}
            onClick={() => onSwitch(proof === 'password' ? 'code' : 'password')}
          >
            {proof === 'password' ? t('reauthenticate.useCode') : t('reauthenticate.usePassword')}
          </Button>
        )}
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
