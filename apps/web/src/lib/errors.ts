import { hasText, translate } from '@/lib/texts';
import { wordingValues } from '@backoffice/contract';
import { isApiError } from '@/lib/api-error';

/**
 * The text to show for a failure: the current language's wording of its error code when there is
 * one, else the server's message, else the generic network wording.
 */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (
      error.code === 'TOO_MANY_ATTEMPTS' ||
      error.code === 'TOO_MANY_PASSWORD_ATTEMPTS' ||
      error.code === 'RATE_LIMITED'
    ) {
      const seconds = error.retryAfterSeconds;
      const base = translate(error.code, { ns: 'errors' });
      return seconds === undefined
        ? base
        : `${base} ${translate('retryAfter', { ns: 'common', seconds: Math.ceil(seconds) })}`;
    }
    if (hasText(error.code, { ns: 'errors' }))
      return translate(error.code, { ns: 'errors', ...wordingValues(error.details) });
    return error.message;
  }
  return translate('NETWORK_ERROR', { ns: 'errors' });
}
