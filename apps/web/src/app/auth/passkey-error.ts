import type { TFunction } from 'i18next';
import { errorMessage } from '@/lib/errors';
import { isApiError } from '@/lib/http';

/**
 * The text for a failed passkey ceremony: the server's code when the server refused it, else what the
 * browser said (cancelled, timed out, not supported, or a passkey this account already has).
 * `t` is the 'twoStep' namespace's.
 */
export function passkeyFailureMessage(error: unknown, t: TFunction<'twoStep'>): string {
  if (isApiError(error)) return errorMessage(error);
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return t('passkey.alreadyRegistered');
  if (error instanceof Error && error.message.includes('WebAuthn is not supported')) return t('passkey.unsupported');
  return t('passkey.cancelled');
}
