import * as React from 'react';
import { useNavigate } from '@tanstack/react-router';
import { LoaderCircle } from '@/components/ui/shell-icons';
import { useTexts } from '@/lib/texts';
import type { LoginRequest, TokenLoginResponse } from '@backoffice/contract';
import type { SignInOutcome } from '@/app/auth/sign-in';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { useSignInForm, type SignInField } from '@/app/auth/use-sign-in-form';
import { PublicCard } from '@/app/layout/public-layout';
import { FailureAnnouncer } from '@/app/auth/failure-announcer';
import { SingleSignOnButton, useSingleSignOnReturn, type SingleSignOnReturn } from '@/app/auth/single-sign-on';
import { hasPublicRoutesOnly } from '@/app/public-start';
import type { ApiError } from '@/lib/api-error';
import { useAsyncAction } from '@/lib/use-async-action';
import { translateValidationMessage } from '@/lib/validation-message';

/**
 * The second step (docs/decisions/0011-two-step-sign-in.md) with its form library and WebAuthn: a chunk
 * of its own, fetched only when the password step answers MFA_REQUIRED (budget: docs/decisions/0010).
 */
/**
 * Signing in itself (the API client, the session, the toasts): fetched when the form is first used,
 * not with the page, which shows the form sooner (docs/decisions/0014).
 */
const loadSignInFlow = () => import('@/app/auth/sign-in-flow');

const SecondStep = React.lazy(() =>
  import('@/app/auth/second-step').then((module) => ({ default: module.SecondStep })),
);

/** A labelled field with its message, marked up as components/ui/form.tsx does for the other forms. */
function SignInFieldItem({
  field,
  label,
  error,
  children,
}: {
  field: SignInField;
  label: string;
  error: string | undefined;
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => React.ReactNode;
}) {
  // Fixed, not React.useId's: app/auth/typed-before-start.ts finds the fields of the sign-in page's HTML by them.
  const id = `sign-in-${field}`;
  const messageId = `${id}-message`;
  return (
    <div data-slot="form-item" className="grid gap-2">
      <Label htmlFor={id} data-error={error !== undefined} className="data-[error=true]:text-destructive">
        {label}
      </Label>
      {children({
        id,
        'aria-invalid': error !== undefined,
        'aria-describedby': error !== undefined ? messageId : undefined,
      })}
      {error !== undefined && (
        <p data-slot="form-message" id={messageId} className="text-sm text-destructive">
          {translateValidationMessage(error, label)}
        </p>
      )}
    </div>
  );
}

export function LoginPage({ search = {} }: { search?: SingleSignOnReturn }) {
  const { t } = useTexts('auth');
  const navigate = useNavigate();
  const form = useSignInForm();
  const [failure, setFailure] = React.useState('');
  /** The MFA_REQUIRED answer to a correct password; its details are read by the (lazy) second step. */
  const [challenge, setChallenge] = React.useState<ApiError>();
  /** What a password sign-in and a second step both do once the server has answered with the session. */
  const enter = React.useCallback(
    async (outcome: SignInOutcome) => {
      if (outcome.kind === 'reset-password') await navigate({ to: '/reset-password/', replace: true });
      else if (hasPublicRoutesOnly()) window.location.replace(outcome.href);
      else await navigate({ href: outcome.href, replace: true });
    },
    [navigate],
  );
  const continueSignedIn = React.useCallback(
    async (response: TokenLoginResponse) => enter(await (await loadSignInFlow()).completeSignIn(response)),
    [enter],
  );
  const submit = React.useCallback(
    async (values: LoginRequest) => {
      setFailure('');
      const result = await (await loadSignInFlow()).signInWithPassword(values, form.setError);
      if (result.kind === 'signed-in') await enter(result.outcome);
      else if (result.kind === 'second-step') setChallenge(result.challenge);
      else if (result.kind === 'failed') setFailure(result.message);
    },
    [enter, form.setError],
  );
  /** Back to the password step; a spent or expired challenge says why. */
  const restart = React.useCallback((message?: string) => {
    setChallenge(undefined);
    setFailure(message ?? '');
    if (message) void loadSignInFlow().then((flow) => flow.notify.error(message));
  }, []);
  const { run, pending: passwordPending } = useAsyncAction(submit);
  const ssoSigningIn = useSingleSignOnReturn(search, enter, setFailure);
  const pending = passwordPending || ssoSigningIn;
  return (
    <PublicCard title={t('login.title')} description={t('login.subtitle')} className="w-full max-w-sm">
      {challenge ? (
        <React.Suspense
          fallback={
            <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              {t('login.submitting')}
            </p>
          }
        >
          <SecondStep answer={challenge} onSignedIn={continueSignedIn} onRestart={restart} />
        </React.Suspense>
      ) : (
        <form
          noValidate
          // Fetched while the person types, so the submit does not wait for it.
          onFocusCapture={() => void loadSignInFlow()}
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const values = form.validate();
            if (values) run(values);
          }}
          aria-busy={pending}
        >
          <SignInFieldItem field="email" label={t('login.email')} error={form.errors.email}>
            {(control) => (
              <Input
                type="email"
                autoComplete="username"
                placeholder={t('login.emailPlaceholder')}
                disabled={pending}
                {...control}
                {...form.register('email')}
              />
            )}
          </SignInFieldItem>
          <SignInFieldItem field="password" label={t('login.password')} error={form.errors.password}>
            {(control) => (
              <PasswordInput
                autoComplete="current-password"
                disabled={pending}
                {...control}
                {...form.register('password')}
              />
            )}
          </SignInFieldItem>
          <Button type="submit" disabled={!form.canSubmit || pending} className="w-full">
            {pending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {pending ? t('login.submitting') : t('login.submit')}
          </Button>
          <FailureAnnouncer failure={failure} />
          <SingleSignOnButton disabled={pending} />
        </form>
      )}
    </PublicCard>
  );
}
