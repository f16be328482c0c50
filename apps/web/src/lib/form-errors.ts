import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { parseMessage, type ErrorCode } from '@backoffice/contract';
import { errorMessage } from '@/lib/errors';
import { isApiError } from '@/lib/api-error';

/**
 * Puts a failed save back onto the form:
 * - VALIDATION_FAILED: each failing field gets its contract token, which FormMessage renders in the
 *   current language with the field's label;
 * - a conflict the form can name (e.g. EMAIL_ALREADY_USED → email) shows under that field.
 * Returns true when something landed on a field. The caller toasts the failure either way, since a
 * field may be out of sight.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  conflicts: Partial<Record<ErrorCode, Path<T>>> = {},
): boolean {
  if (!isApiError(error)) return false;
  const known = new Set<string>(fields);
  if (error.code === 'VALIDATION_FAILED') {
    let placed = false;
    for (const { field, code, message } of error.fieldErrors) {
      if (!known.has(field)) continue;
      // A contract token is shown in the current language; anything else as the server wrote it.
      const text = parseMessage(code) ? code : message;
      setError(field as Path<T>, { type: 'server', message: text }, { shouldFocus: !placed });
      placed = true;
    }
    return placed;
  }
  const field = conflicts[error.code as ErrorCode];
  if (field) {
    setError(field, { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
    return true;
  }
  return false;
}
