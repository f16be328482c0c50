import i18n from '@/lib/i18n';
import { isApiError } from '@/lib/http';

/**
 * The text to show for a failure: the current language's wording of its error code when there is
 * one, else the server's message, else the generic network wording.
 */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'TOO_MANY_ATTEMPTS' || error.code === 'TOO_MANY_PASSWORD_ATTEMPTS' || error.code === 'RATE_LIMITED') {
      const seconds = error.retryAfterSeconds;
      const base = i18n.t(error.code, { ns: 'errors' });
      return seconds === undefined ? base : `${base} ${i18n.t('retryAfter', { ns: 'common', seconds: Math.ceil(seconds) })}`;
    }
    if (i18n.exists(error.code, { ns: 'errors' })) return i18n.t(error.code, { ns: 'errors' });
    return error.message;
  }
  return i18n.t('NETWORK_ERROR', { ns: 'errors' });
}
