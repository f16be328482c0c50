import * as React from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { startAuthentication } from '@simplewebauthn/browser';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
// i18next and tailwind-merge do not come with the sign-in page; this public page's chunk brings them (docs/decisions/0014).
import '@/lib/i18n';
import '@/lib/class-merge';
import { totpEnableRequestSchema, type TokenLoginResponse, type TotpEnableRequest } from '@backoffice/contract';
import { Button } from '@/components/ui/button';
import { FormFieldShell } from '@/components/form-fields/form-field-shell';
import { Form, FormControl } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { readMfaChallenge, type MfaChallenge } from '@/app/auth/mfa-challenge';
import { passkeyFailureMessage } from '@/app/auth/passkey-error';
import { FailureAnnouncer } from '@/app/auth/failure-announcer';
import { passkeyRequestOptions, verifyPasskey, verifyRecoveryCode, verifyTotp } from '@/app/auth/second-step-api';
import { errorMessage } from '@/lib/errors';
import { isApiError } from '@/lib/http';
import { notify } from '@/lib/toast';

type CodeMode = 'totp' | 'recovery';

/** One code field, either kind: the contract's code rule (the server ignores spaces and dashes). */
type CodeForm = TotpEnableRequest;

export interface SecondStepProps {
  /** The password step's MFA_REQUIRED answer. */
  answer: unknown;
  /** Continues exactly as a password sign-in does. */
  onSignedIn: (response: TokenLoginResponse) => Promise<void>;
  /** Back to the password step, with the reason when the challenge is spent or expired. */
  onRestart: (message?: string) => void;
}

/**
 * The sign-in page's second step (docs/decisions/0011-two-step-sign-in.md): a code from the
 * authenticator app, a passkey, or a recovery code. Loaded only when the password step answers
 * MFA_REQUIRED, so neither this form nor the WebAuthn library weigh on the sign-in page.
 */
export function SecondStep({ answer, onSignedIn, onRestart }: SecondStepProps) {
  const challenge = React.useMemo(() => readMfaChallenge(answer), [answer]);
  React.useEffect(() => {
    // An answer this console cannot read: start again rather than offer a step that cannot work.
    if (!challenge) onRestart(errorMessage(answer));
  }, [answer, challenge, onRestart]);
  return challenge ? <ChallengeStep challenge={challenge} onSignedIn={onSignedIn} onRestart={onRestart} /> : null;
}

function ChallengeStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: MfaChallenge;
  onSignedIn: SecondStepProps['onSignedIn'];
  onRestart: SecondStepProps['onRestart'];
}) {
  const { t } = useTranslation('twoStep');
  const offers = (method: MfaChallenge['methods'][number]) => challenge.methods.includes(method);
  const [mode, setMode] = React.useState<CodeMode | undefined>(
    offers('totp') ? 'totp' : offers('passkey') ? undefined : 'recovery',
  );
  const [failure, setFailure] = React.useState('');
  const [passkeyPending, setPasskeyPending] = React.useState(false);

  /** Shows a failure as the password step does (toast and live region); a spent challenge restarts. */
  const fail = React.useCallback(
    (message: string, error: unknown): void => {
      if (isApiError(error) && error.code === 'MFA_CHALLENGE_INVALID') {
        onRestart(message);
        return;
      }
      notify.error(message);
      setFailure(message);
    },
    [onRestart],
  );

  async function signInWithPasskey() {
    setFailure('');
    setPasskeyPending(true);
    let response: TokenLoginResponse;
    try {
      const optionsJSON = await passkeyRequestOptions(challenge.challenge_token);
      const assertion = await startAuthentication({ optionsJSON });
      response = await verifyPasskey(challenge.challenge_token, assertion);
    } catch (error) {
      setPasskeyPending(false);
      fail(passkeyFailureMessage(error, t), error);
      return;
    }
    await onSignedIn(response);
  }

  return (
    <section aria-labelledby="second-step-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="second-step-title" className="text-lg font-semibold">
          {t('signIn.title')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {mode === 'totp'
            ? t('signIn.totpDescription')
            : mode === 'recovery'
              ? t('signIn.recoveryDescription')
              : t('signIn.passkeyDescription')}
        </p>
      </div>
      {mode && (
        <CodeStep
          key={mode}
          mode={mode}
          challenge={challenge}
          disabled={passkeyPending}
          onSignedIn={onSignedIn}
          onFailure={(error) => fail(errorMessage(error), error)}
          onStart={() => setFailure('')}
        />
      )}
      {offers('passkey') && (
        <Button
          type="button"
          variant={mode ? 'outline' : 'default'}
          className="w-full"
          disabled={passkeyPending}
          // Without a code field the passkey is the step: focus goes to it, not back to the page.
          autoFocus={!mode}
          onClick={() => void signInWithPasskey()}
        >
          {passkeyPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <KeyRound aria-hidden="true" />
          )}
          {t('signIn.usePasskey')}
        </Button>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button type="button" variant="link" className="h-auto px-0" onClick={() => onRestart()}>
          {t('signIn.back')}
        </Button>
        {mode !== 'recovery' && offers('recovery_code') && (
          <Button type="button" variant="link" className="h-auto px-0" onClick={() => setMode('recovery')}>
            {t('signIn.useRecoveryCode')}
          </Button>
        )}
        {mode !== 'totp' && offers('totp') && (
          <Button type="button" variant="link" className="h-auto px-0" onClick={() => setMode('totp')}>
            {t('signIn.useAuthenticator')}
          </Button>
        )}
      </div>
      <FailureAnnouncer failure={failure} />
    </section>
  );
}

function CodeStep({
  mode,
  challenge,
  disabled,
  onSignedIn,
  onFailure,
  onStart,
}: {
  mode: CodeMode;
  challenge: MfaChallenge;
  disabled: boolean;
  onSignedIn: (response: TokenLoginResponse) => Promise<void>;
  onFailure: (error: unknown) => void;
  onStart: () => void;
}) {
  const { t } = useTranslation('twoStep');
  const form = useForm<CodeForm>({
    resolver: zodResolver(totpEnableRequestSchema),
    defaultValues: { code: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  async function submit(values: CodeForm) {
    onStart();
    const { code } = values;
    let response: TokenLoginResponse;
    try {
      response = await (mode === 'totp' ? verifyTotp : verifyRecoveryCode)(challenge.challenge_token, code);
    } catch (error) {
      // A refused code is said once, under the field it belongs to; other failures as the password step says them.
      if (isApiError(error) && (error.code === 'MFA_CODE_INVALID' || error.code === 'MFA_CODE_USED')) {
        form.setError('code', { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
        return;
      }
      onFailure(error);
      return;
    }
    await onSignedIn(response);
  }

  const pending = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
        aria-busy={pending}
      >
        <FormFieldShell
          control={form.control}
          name="code"
          label={mode === 'totp' ? t('signIn.code') : t('signIn.recoveryCode')}
          description={mode === 'totp' ? t('signIn.codeHint') : t('signIn.recoveryCodeHint')}
        >
          {(field) => (
            <FormControl>
              {mode === 'totp' ? (
                <Input
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  // The only field of this step: the user has just been asked for it.
                  autoFocus
                  disabled={pending || disabled}
                  {...field}
                />
              ) : (
                <Input
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  autoFocus
                  disabled={pending || disabled}
                  {...field}
                />
              )}
            </FormControl>
          )}
        </FormFieldShell>
        <Button type="submit" className="w-full" disabled={pending || disabled}>
          {pending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {pending ? t('signIn.verifying') : t('signIn.verify')}
        </Button>
      </form>
    </Form>
  );
}
