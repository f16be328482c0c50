import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/http';

/**
 * Puts a VALIDATION_FAILED answer's field errors on the form's fields. The codes are contract
 * message tokens, so FormMessage shows them in the current language. Returns whether any field of
 * the form was named (when none was, the caller shows a toast instead).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): boolean {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return false;
  let applied = false;
  for (const field of error.fieldErrors) {
    const name = fieldNames.find((candidate) => candidate === field.field);
    if (name) {
      setError(name, { type: 'server', message: field.code || field.message });
      applied = true;
    }
  }
  return applied;
}
