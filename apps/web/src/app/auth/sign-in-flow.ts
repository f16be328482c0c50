import type { UseFormSetError } from 'react-hook-form';
import type { LoginRequest } from '@backoffice/contract';
import { login } from '@/app/auth/api';
import { completeSignIn, type SignInOutcome } from '@/app/auth/sign-in';
import { isApiError, type ApiError } from '@/lib/api-error';
import { refreshSession } from '@/lib/http';
import { errorMessage } from '@/lib/errors';
import { applyServerErrors } from '@/lib/form-errors';
import { translate } from '@/lib/texts';
import { notify } from '@/lib/toast';

export { completeSignIn, notify };

/** How a password sign-in ended, for the sign-in page to show. */
export type PasswordStepResult =
  | { kind: 'signed-in'; outcome: SignInOutcome }
  /** Not a failure: the password was right and the account has a second factor (docs/decisions/0011). */
  | { kind: 'second-step'; challenge: ApiError }
  /** The server refused a field; the message is under it. */
  | { kind: 'on-fields' }
  | { kind: 'failed'; message: string };

/**
 * The password step of signing in: the call, and what its answer means. A module of its own, fetched
 * when the form is first used rather than with the page (docs/decisions/0014): the API client, the
 * session and the error wording are not needed to show the form.
 */
export async function signInWithPassword(
  values: LoginRequest,
  setError: UseFormSetError<LoginRequest>,
): Promise<PasswordStepResult> {
  try {
    return { kind: 'signed-in', outcome: await completeSignIn(await login(values)) };
  } catch (error) {
    if (applyServerErrors<LoginRequest>(error, setError, ['email', 'password'])) return { kind: 'on-fields' };
    if (isApiError(error) && error.code === 'MFA_REQUIRED') {
      notify.dismissAll();
      return { kind: 'second-step', challenge: error };
    }
    const message =
      isApiError(error) && error.code === 'INVALID_CREDENTIALS'
        ? translate('login.loginFailed', { ns: 'auth' })
        : errorMessage(error);
    notify.error(message);
    return { kind: 'failed', message };
  }
}

/** Back from single sign-on: the server set the refresh cookie, and one refresh hands over the session. */
export async function signInWithProvider(): Promise<
  { kind: 'signed-in'; outcome: SignInOutcome } | { kind: 'failed'; message: string }
> {
  try {
    return { kind: 'signed-in', outcome: await completeSignIn(await refreshSession()) };
  } catch (error) {
    const message = errorMessage(error);
    notify.error(message);
    return { kind: 'failed', message };
  }
}
